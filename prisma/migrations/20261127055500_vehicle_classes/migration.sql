-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "extraMinutes" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "vehicleClassId" UUID,
ADD COLUMN     "vehicleId" UUID;

-- CreateTable
CREATE TABLE "VehicleClass" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "position" INTEGER NOT NULL DEFAULT 0,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "VehicleClass_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ServicePrice" (
    "serviceId" UUID NOT NULL,
    "vehicleClassId" UUID NOT NULL,
    "priceCents" INTEGER,
    "duration" INTEGER,

    CONSTRAINT "ServicePrice_pkey" PRIMARY KEY ("serviceId","vehicleClassId")
);

-- CreateTable
CREATE TABLE "AddOn" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "priceCents" INTEGER NOT NULL,
    "minutes" INTEGER NOT NULL,
    "serviceIds" UUID[],
    "position" INTEGER NOT NULL DEFAULT 0,
    "isDeleted" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "AddOn_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AddOnPrice" (
    "addOnId" UUID NOT NULL,
    "vehicleClassId" UUID NOT NULL,
    "priceCents" INTEGER NOT NULL,

    CONSTRAINT "AddOnPrice_pkey" PRIMARY KEY ("addOnId","vehicleClassId")
);

-- CreateTable
CREATE TABLE "Vehicle" (
    "id" UUID NOT NULL,
    "customerId" UUID NOT NULL,
    "vehicleClassId" UUID NOT NULL,
    "make" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "colour" TEXT NOT NULL DEFAULT '',
    "plate" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Vehicle_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BookingItem" (
    "id" UUID NOT NULL,
    "bookingId" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "addOnId" UUID,
    "name" TEXT NOT NULL,
    "priceCents" INTEGER NOT NULL,
    "minutes" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "BookingItem_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ServicePrice_vehicleClassId_idx" ON "ServicePrice"("vehicleClassId");

-- CreateIndex
CREATE INDEX "AddOnPrice_vehicleClassId_idx" ON "AddOnPrice"("vehicleClassId");

-- CreateIndex
CREATE INDEX "Vehicle_vehicleClassId_idx" ON "Vehicle"("vehicleClassId");

-- CreateIndex
CREATE UNIQUE INDEX "Vehicle_customerId_plate_key" ON "Vehicle"("customerId", "plate");

-- CreateIndex
CREATE INDEX "BookingItem_bookingId_position_idx" ON "BookingItem"("bookingId", "position");

-- CreateIndex
CREATE INDEX "BookingItem_addOnId_idx" ON "BookingItem"("addOnId");

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_vehicleClassId_fkey" FOREIGN KEY ("vehicleClassId") REFERENCES "VehicleClass"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_vehicleId_fkey" FOREIGN KEY ("vehicleId") REFERENCES "Vehicle"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ServicePrice" ADD CONSTRAINT "ServicePrice_serviceId_fkey" FOREIGN KEY ("serviceId") REFERENCES "Service"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ServicePrice" ADD CONSTRAINT "ServicePrice_vehicleClassId_fkey" FOREIGN KEY ("vehicleClassId") REFERENCES "VehicleClass"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AddOnPrice" ADD CONSTRAINT "AddOnPrice_addOnId_fkey" FOREIGN KEY ("addOnId") REFERENCES "AddOn"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AddOnPrice" ADD CONSTRAINT "AddOnPrice_vehicleClassId_fkey" FOREIGN KEY ("vehicleClassId") REFERENCES "VehicleClass"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Vehicle" ADD CONSTRAINT "Vehicle_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Vehicle" ADD CONSTRAINT "Vehicle_vehicleClassId_fkey" FOREIGN KEY ("vehicleClassId") REFERENCES "VehicleClass"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingItem" ADD CONSTRAINT "BookingItem_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingItem" ADD CONSTRAINT "BookingItem_addOnId_fkey" FOREIGN KEY ("addOnId") REFERENCES "AddOn"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Hand-written from here on.

-- Exactly one default class: at most one here, and the domain never leaves none.
CREATE UNIQUE INDEX "VehicleClass_one_default" ON "VehicleClass"("isDefault") WHERE "isDefault";

-- Money and minutes the rules could never compute: a class is priced and timed, or not offered.
ALTER TABLE "ServicePrice" ADD CONSTRAINT "ServicePrice_offered_or_not"
  CHECK (("priceCents" IS NULL AND duration IS NULL) OR ("priceCents" > 0 AND duration BETWEEN 1 AND 1440));
ALTER TABLE "AddOn" ADD CONSTRAINT "AddOn_amounts" CHECK ("priceCents" >= 0 AND minutes BETWEEN 0 AND 480);
ALTER TABLE "AddOnPrice" ADD CONSTRAINT "AddOnPrice_amount" CHECK ("priceCents" >= 0);
ALTER TABLE "BookingItem" ADD CONSTRAINT "BookingItem_amounts" CHECK ("priceCents" >= 0 AND kind IN ('service', 'add-on'));

-- Admin-edited, so audited like the other catalogue tables (audit_log migration).
CREATE TRIGGER "VehicleClass_audit" AFTER INSERT OR UPDATE OR DELETE ON "VehicleClass" FOR EACH ROW EXECUTE FUNCTION spotless_audit_write('vehicle-class', 'id');
CREATE TRIGGER "AddOn_audit" AFTER INSERT OR UPDATE OR DELETE ON "AddOn" FOR EACH ROW EXECUTE FUNCTION spotless_audit_write('add-on', 'id');

-- Every shop starts with one class, the default: each service's price and duration are its own
-- (Service.priceCents and duration, unchanged), and every booking already made was for it.
INSERT INTO "VehicleClass" (id, name, description, position, "isDefault", "updatedAt")
VALUES (gen_random_uuid(), 'Standard', '', 0, true, CURRENT_TIMESTAMP);
UPDATE "Booking" SET "vehicleClassId" = (SELECT id FROM "VehicleClass" WHERE "isDefault");

-- Each booking made before keeps its amount and its bay time: one service line of its amount and
-- its slot's length, and no extra minutes (its occupied range is left as it was).
INSERT INTO "BookingItem" (id, "bookingId", kind, name, "priceCents", minutes, position)
SELECT gen_random_uuid(), k.id, 'service', v.name, k."amountCents",
       GREATEST(0, (extract(epoch FROM s."endsAt" - s."startsAt") / 60)::int), 0
FROM "Booking" k JOIN "Service" v ON v.id = k."serviceId" JOIN "Slot" s ON s.id = k."slotId";
