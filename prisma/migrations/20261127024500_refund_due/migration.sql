-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "refundDue" TEXT;

-- Refunds owed online before the column: the last cancellation of a paid, cancelled booking said 'due'.
UPDATE "Booking" b SET "refundDue" = CASE e.payload->>'cause'
    WHEN 'slot-taken' THEN 'late-payment'
    WHEN 'payment-mismatch' THEN 'payment-mismatch'
    WHEN 'service-removed' THEN 'service-removed'
    ELSE 'cancelled' END
FROM (
  SELECT DISTINCT ON ("bookingId") "bookingId", payload
  FROM "DomainEvent" WHERE type = 'booking.cancelled' AND "bookingId" IS NOT NULL
  ORDER BY "bookingId", position DESC
) e
WHERE e."bookingId" = b.id AND b.payment = 'paid' AND b.status = 'cancel' AND e.payload->>'refund' = 'due';
