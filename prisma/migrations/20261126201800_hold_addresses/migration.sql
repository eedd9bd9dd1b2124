-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "clientAddress" TEXT;

-- AlterTable
ALTER TABLE "WaitlistEntry" ADD COLUMN     "clientAddress" TEXT;

-- CreateIndex
CREATE INDEX "Booking_clientAddress_status_idx" ON "Booking"("clientAddress", "status");
