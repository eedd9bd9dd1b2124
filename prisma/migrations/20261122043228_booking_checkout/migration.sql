-- DropIndex
DROP INDEX "Booking_slotId_idx";

-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "customerName" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "paidAt" TIMESTAMPTZ(3),
ADD COLUMN     "paymentUrl" TEXT;

-- CreateIndex
CREATE INDEX "Booking_slotId_status_idx" ON "Booking"("slotId", "status");
