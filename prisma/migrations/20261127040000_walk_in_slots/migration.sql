-- AlterTable
ALTER TABLE "Slot" ADD COLUMN     "walkIn" BOOLEAN NOT NULL DEFAULT false;

-- A walk-in's slot stands beside its service's schedule (a car served now, while the schedule's
-- slot of this hour is still offered): the schedule's slots never overlap each other, walk-ins may
-- overlap them. Bays still keep any two cars apart (Booking_bay_no_overlap).
ALTER TABLE "Slot" DROP CONSTRAINT "Slot_no_overlap";
ALTER TABLE "Slot" ADD CONSTRAINT "Slot_no_overlap"
  EXCLUDE USING gist ("serviceId" WITH =, tstzrange("startsAt", "endsAt", '[)') WITH &&) WHERE (NOT "walkIn");
