-- Each booking carries its slot's date and start ("slotDate", "slotStartsAt"), kept by PostgreSQL
-- (never written by the app): Booking Management's dates ("from today") and the calendar's week
-- then find their bookings by an index of the bookings' own, instead of joining every slot of the
-- range (tens of thousands at a busy shop) to a million bookings to count and order them.

ALTER TABLE "Booking" ADD COLUMN "slotDate" DATE, ADD COLUMN "slotStartsAt" TIMESTAMPTZ(3);

UPDATE "Booking" b SET "slotDate" = s.date, "slotStartsAt" = s."startsAt" FROM "Slot" s WHERE s.id = b."slotId";

-- A booking made, or moved to another slot: its slot's date and start.
CREATE FUNCTION booking_slot_times() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT s.date, s."startsAt" INTO NEW."slotDate", NEW."slotStartsAt" FROM "Slot" s WHERE s.id = NEW."slotId";
  RETURN NEW;
END $$;
CREATE TRIGGER "Booking_slot_times" BEFORE INSERT OR UPDATE OF "slotId", "slotDate", "slotStartsAt" ON "Booking"
  FOR EACH ROW EXECUTE FUNCTION booking_slot_times();

-- A slot whose date or start changes: its bookings' too.
CREATE FUNCTION slot_times_to_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Booking" SET "slotDate" = NEW.date, "slotStartsAt" = NEW."startsAt" WHERE "slotId" = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER "Slot_times_to_bookings" AFTER UPDATE OF date, "startsAt" ON "Slot"
  FOR EACH ROW WHEN (OLD.date IS DISTINCT FROM NEW.date OR OLD."startsAt" IS DISTINCT FROM NEW."startsAt")
  EXECUTE FUNCTION slot_times_to_bookings();

-- A range of dates in slot time order (Booking Management), and a range of instants (the calendar).
CREATE INDEX "Booking_slotDate_slotStartsAt_idx" ON "Booking"("slotDate", "slotStartsAt");
CREATE INDEX "Booking_slotStartsAt_idx" ON "Booking"("slotStartsAt");

-- The audit log records what an admin changed: these copies change with the slot (whose own change,
-- or the booking's slotId, is recorded), so they are left out like updatedAt (audit_log migration).
CREATE OR REPLACE FUNCTION spotless_audit_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor text := current_setting('spotless.audit_actor', true);
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  changed jsonb := '{}'::jsonb;
  field text;
BEGIN
  IF actor IS NULL OR actor = '' THEN RETURN NULL; END IF;
  FOR field IN SELECT jsonb_object_keys(coalesce(new_row, old_row)) LOOP
    CONTINUE WHEN field IN ('passwordHash', 'updatedAt') OR (TG_TABLE_NAME = 'Booking' AND field IN ('slotDate', 'slotStartsAt'));
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
