-- An admin's resend of an email joins the audit log like the other admin-edited tables' writes
-- (audit_log migration): only updates (a resend changes the state and the resend count, never the
-- message, its recipient or its text), and only when an admin is acting, so that the workers'
-- many writes to this table do not even build the rows the trigger function compares.
CREATE TRIGGER "EmailDelivery_audit" AFTER UPDATE ON "EmailDelivery" FOR EACH ROW
  WHEN (coalesce(current_setting('spotless.audit_actor', true), '') <> '')
  EXECUTE FUNCTION spotless_audit_write('email', 'id');
