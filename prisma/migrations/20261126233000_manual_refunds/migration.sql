-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "manualRefundAt" TIMESTAMPTZ(3),
ADD COLUMN     "manualRefundCents" INTEGER,
ADD COLUMN     "manualRefundMethod" TEXT,
ADD COLUMN     "manualRefundNote" TEXT,
ADD COLUMN     "refundByHand" BOOLEAN NOT NULL DEFAULT false;

-- A refund recorded by hand gives something back, never more than the booking's amount.
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_manual_refund_within_amount" CHECK ("manualRefundCents" > 0 AND "manualRefundCents" <= "amountCents");
