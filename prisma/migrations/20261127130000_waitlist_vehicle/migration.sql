-- The car a customer waits with: a place offered from the waitlist is priced and timed for it.
ALTER TABLE "WaitlistEntry" ADD COLUMN "vehicleClassId" UUID,
ADD COLUMN "vehicleId" UUID,
ADD COLUMN "addOnIds" UUID[] DEFAULT ARRAY[]::UUID[];

-- AddForeignKey
ALTER TABLE "WaitlistEntry" ADD CONSTRAINT "WaitlistEntry_vehicleClassId_fkey" FOREIGN KEY ("vehicleClassId") REFERENCES "VehicleClass"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WaitlistEntry" ADD CONSTRAINT "WaitlistEntry_vehicleId_fkey" FOREIGN KEY ("vehicleId") REFERENCES "Vehicle"("id") ON DELETE SET NULL ON UPDATE CASCADE;
