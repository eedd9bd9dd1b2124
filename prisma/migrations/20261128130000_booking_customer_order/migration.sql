-- A customer's bookings in the order they were made, with the id the lists break ties by: a search
-- that finds a hundred customers (a phone number typed in part) reads each one's newest bookings from
-- this index alone, instead of visiting every booking of each on the table (about 2,300 of them at a
-- busy shop). It serves every query the old index served (its first two columns).
CREATE INDEX "Booking_customerId_createdAt_id_idx" ON "Booking"("customerId", "createdAt", "id");

DROP INDEX "Booking_customerId_createdAt_idx";
