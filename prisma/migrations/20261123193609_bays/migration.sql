-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "bayId" UUID,
ADD COLUMN     "occupiedFrom" TIMESTAMPTZ(3),
ADD COLUMN     "occupiedUntil" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "Service" ADD COLUMN     "bufferMinutes" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "Bay" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "allServices" BOOLEAN NOT NULL DEFAULT true,
    "serviceIds" UUID[],
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Bay_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Booking_bayId_idx" ON "Booking"("bayId");

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_bayId_fkey" FOREIGN KEY ("bayId") REFERENCES "Bay"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Hand-written (Prisma's schema language cannot state these).

-- A shop that had no bays gets one, so that booking goes on as before: every
-- booking's time is recorded, and the live bookings still ahead take that bay,
-- earliest first, where it is free (bookings that overlapped in the one-bay
-- days keep no bay and block nothing).
DO $$
DECLARE
  first_bay uuid := gen_random_uuid();
  r record;
BEGIN
  INSERT INTO "Bay" (id, name, "serviceIds", "updatedAt") VALUES (first_bay, 'Bay 1', '{}', now());
  UPDATE "Booking" k SET "occupiedFrom" = s."startsAt", "occupiedUntil" = s."endsAt" FROM "Slot" s WHERE s.id = k."slotId";
  FOR r IN SELECT id FROM "Booking" WHERE status IN ('pending', 'confirm') AND "occupiedUntil" > now() ORDER BY "occupiedFrom", "createdAt" LOOP
    UPDATE "Booking" k SET "bayId" = first_bay
    WHERE k.id = r.id AND NOT EXISTS (
      SELECT 1 FROM "Booking" o
      WHERE o."bayId" = first_bay AND o.status IN ('pending', 'confirm')
        AND tstzrange(o."occupiedFrom", o."occupiedUntil", '[)') && tstzrange(k."occupiedFrom", k."occupiedUntil", '[)'));
  END LOOP;
END $$;

-- No bay is ever occupied by two live bookings (awaiting payment or confirmed)
-- whose times overlap, whatever their services: the database refuses it, under
-- any race and on every instance. Ranges are half-open, so a booking ending at
-- 10:00 and one starting at 10:00 share a bay.
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_bay_no_overlap"
  EXCLUDE USING gist ("bayId" WITH =, tstzrange("occupiedFrom", "occupiedUntil", '[)') WITH &&)
  WHERE (status IN ('pending', 'confirm'));

-- A booking with a bay has its times.
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_bay_has_times"
  CHECK ("bayId" IS NULL OR ("occupiedFrom" IS NOT NULL AND "occupiedUntil" IS NOT NULL AND "occupiedUntil" >= "occupiedFrom"));

ALTER TABLE "Service" ADD CONSTRAINT "Service_buffer_range" CHECK ("bufferMinutes" BETWEEN 0 AND 480);
