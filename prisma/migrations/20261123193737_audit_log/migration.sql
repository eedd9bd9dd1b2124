-- CreateTable
CREATE TABLE "AuditLogEntry" (
    "id" UUID NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actorId" UUID NOT NULL,
    "actorEmail" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "targetType" TEXT NOT NULL,
    "targetId" TEXT NOT NULL,
    "changes" JSONB NOT NULL,
    "clientAddress" TEXT NOT NULL,

    CONSTRAINT "AuditLogEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AuditLogEntry_at_idx" ON "AuditLogEntry"("at");

-- CreateIndex
CREATE INDEX "AuditLogEntry_actorId_at_idx" ON "AuditLogEntry"("actorId", "at");

-- CreateIndex
CREATE INDEX "AuditLogEntry_action_at_idx" ON "AuditLogEntry"("action", "at");

-- CreateIndex
CREATE INDEX "AuditLogEntry_targetType_targetId_at_idx" ON "AuditLogEntry"("targetType", "targetId", "at");

-- An admin's writes, recorded by the database in the same transaction as the change. The request's
-- actor and address are transaction-local settings (lib/server/audit/context.ts); a write without them
-- (a customer's, a background job's) is not an admin's and is not recorded. Secrets never enter the
-- log (the password hash), nor does noise (updatedAt).
CREATE FUNCTION spotless_audit_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor text := current_setting('spotless.audit_actor', true);
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  changed jsonb := '{}'::jsonb;
  field text;
BEGIN
  IF actor IS NULL OR actor = '' THEN RETURN NULL; END IF;
  FOR field IN SELECT jsonb_object_keys(coalesce(new_row, old_row)) LOOP
    CONTINUE WHEN field IN ('passwordHash', 'updatedAt');
    IF (old_row -> field) IS DISTINCT FROM (new_row -> field) THEN
      changed := changed || jsonb_build_object(field, jsonb_build_object('before', old_row -> field, 'after', new_row -> field));
    END IF;
  END LOOP;
  IF TG_OP = 'UPDATE' AND changed = '{}'::jsonb THEN RETURN NULL; END IF;
  INSERT INTO "AuditLogEntry" ("id", "actorId", "actorEmail", "action", "targetType", "targetId", "changes", "clientAddress")
  VALUES (
    gen_random_uuid(),
    actor::uuid,
    coalesce(current_setting('spotless.audit_email', true), ''),
    TG_ARGV[0] || '.' || CASE TG_OP WHEN 'INSERT' THEN 'created' WHEN 'UPDATE' THEN 'updated' ELSE 'deleted' END,
    TG_ARGV[0],
    coalesce(coalesce(new_row, old_row) ->> TG_ARGV[1], ''),
    changed,
    coalesce(nullif(current_setting('spotless.audit_address', true), ''), 'unknown')
  );
  RETURN NULL;
END $$;

CREATE TRIGGER "Service_audit" AFTER INSERT OR UPDATE OR DELETE ON "Service" FOR EACH ROW EXECUTE FUNCTION spotless_audit_write('service', 'id');
CREATE TRIGGER "Slot_audit" AFTER INSERT OR UPDATE OR DELETE ON "Slot" FOR EACH ROW EXECUTE FUNCTION spotless_audit_write('slot', 'id');
CREATE TRIGGER "Booking_audit" AFTER INSERT OR UPDATE OR DELETE ON "Booking" FOR EACH ROW EXECUTE FUNCTION spotless_audit_write('booking', 'id');
CREATE TRIGGER "User_audit" AFTER INSERT OR UPDATE OR DELETE ON "User" FOR EACH ROW EXECUTE FUNCTION spotless_audit_write('user', 'id');
CREATE TRIGGER "Review_audit" AFTER INSERT OR UPDATE OR DELETE ON "Review" FOR EACH ROW EXECUTE FUNCTION spotless_audit_write('review', 'id');
CREATE TRIGGER "BusinessSettings_audit" AFTER INSERT OR UPDATE OR DELETE ON "BusinessSettings" FOR EACH ROW EXECUTE FUNCTION spotless_audit_write('settings', 'id');
CREATE TRIGGER "ContentPage_audit" AFTER INSERT OR UPDATE OR DELETE ON "ContentPage" FOR EACH ROW EXECUTE FUNCTION spotless_audit_write('page', 'slug');
CREATE TRIGGER "ServicePhoto_audit" AFTER INSERT OR UPDATE OR DELETE ON "ServicePhoto" FOR EACH ROW EXECUTE FUNCTION spotless_audit_write('photo', 'id');

-- Append-only: no UPDATE, DELETE or TRUNCATE of the log, whoever asks.
CREATE FUNCTION spotless_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The audit log is append-only: % is refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER "AuditLogEntry_no_update_or_delete" BEFORE UPDATE OR DELETE ON "AuditLogEntry" FOR EACH ROW EXECUTE FUNCTION spotless_audit_append_only();
CREATE TRIGGER "AuditLogEntry_no_truncate" BEFORE TRUNCATE ON "AuditLogEntry" FOR EACH STATEMENT EXECUTE FUNCTION spotless_audit_append_only();
