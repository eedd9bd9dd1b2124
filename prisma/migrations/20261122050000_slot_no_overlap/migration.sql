-- Two slots of one service never overlap in time: the database refuses it,
-- whichever path (a single slot, a generated schedule, two admins at once)
-- writes them. Hand-written: Prisma's schema language cannot state an
-- exclusion constraint. Ranges are half-open, so 09:00-10:00 and
-- 10:00-11:00 do not overlap.
CREATE EXTENSION IF NOT EXISTS btree_gist;

ALTER TABLE "Slot" ADD CONSTRAINT "Slot_no_overlap"
  EXCLUDE USING gist ("serviceId" WITH =, tstzrange("startsAt", "endsAt", '[)') WITH &&);
