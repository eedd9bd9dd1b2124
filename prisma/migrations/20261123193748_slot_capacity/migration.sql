-- AlterTable
ALTER TABLE "Slot" ADD COLUMN     "capacity" INTEGER NOT NULL DEFAULT 1;

-- Hand-written (Prisma's schema language cannot state these).

ALTER TABLE "Slot" ADD CONSTRAINT "Slot_capacity_range" CHECK (capacity BETWEEN 1 AND 50);

-- A slot takes up to its capacity, so several live bookings may share it; a
-- customer still holds at most one place in a slot.
DROP INDEX "Booking_one_active_per_slot";
CREATE UNIQUE INDEX "Booking_one_place_per_customer" ON "Booking"("slotId", "customerId") WHERE status IN ('pending', 'confirm');

-- A slot's live bookings never exceed its capacity, whichever path writes them
-- (booking, paying after a hold ran out, moving a booking, an admin lowering the
-- capacity) and on every instance: each such write locks the slot's row first,
-- so that writes to one slot take turns, and then counts what is committed.
CREATE FUNCTION booking_within_capacity() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  places integer;
  live integer;
BEGIN
  IF NEW.status NOT IN ('pending', 'confirm') THEN
    RETURN NEW;
  END IF;
  SELECT capacity INTO places FROM "Slot" WHERE id = NEW."slotId" FOR NO KEY UPDATE;
  SELECT count(*) INTO live FROM "Booking"
    WHERE "slotId" = NEW."slotId" AND status IN ('pending', 'confirm') AND id <> NEW.id;
  IF live + 1 > places THEN
    RAISE EXCEPTION 'Booking_within_capacity: slot % is full (% of % places taken)', NEW."slotId", live, places
      USING ERRCODE = 'check_violation', CONSTRAINT = 'Booking_within_capacity';
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER "Booking_within_capacity"
  AFTER INSERT OR UPDATE OF status, "slotId" ON "Booking"
  FOR EACH ROW EXECUTE FUNCTION booking_within_capacity();

CREATE FUNCTION slot_capacity_covers_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  live integer;
BEGIN
  SELECT count(*) INTO live FROM "Booking" WHERE "slotId" = NEW.id AND status IN ('pending', 'confirm');
  IF live > NEW.capacity THEN
    RAISE EXCEPTION 'Slot_capacity_covers_bookings: slot % holds % live bookings, more than %', NEW.id, live, NEW.capacity
      USING ERRCODE = 'check_violation', CONSTRAINT = 'Slot_capacity_covers_bookings';
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER "Slot_capacity_covers_bookings"
  AFTER UPDATE OF capacity ON "Slot"
  FOR EACH ROW WHEN (NEW.capacity < OLD.capacity) EXECUTE FUNCTION slot_capacity_covers_bookings();
