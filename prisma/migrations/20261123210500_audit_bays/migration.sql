-- Bays are admin-edited too: their writes join the audit log like the other tables' (audit_log migration).
CREATE TRIGGER "Bay_audit" AFTER INSERT OR UPDATE OR DELETE ON "Bay" FOR EACH ROW EXECUTE FUNCTION spotless_audit_write('bay', 'id');
