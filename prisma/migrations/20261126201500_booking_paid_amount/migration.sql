-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "paidAmountMinor" INTEGER,
ADD COLUMN     "paidCurrency" VARCHAR(3);
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_paid_amount_not_negative" CHECK ("paidAmountMinor" >= 0);
