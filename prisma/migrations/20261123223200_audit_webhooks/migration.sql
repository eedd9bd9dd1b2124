-- Webhook endpoints are admin-edited: their writes join the audit log like the other tables' (audit_log
-- migration). Their signing secrets live in "WebhookSecret", which has no trigger, so no secret is ever logged.
CREATE TRIGGER "WebhookEndpoint_audit" AFTER INSERT OR UPDATE OR DELETE ON "WebhookEndpoint" FOR EACH ROW EXECUTE FUNCTION spotless_audit_write('webhook', 'id');
