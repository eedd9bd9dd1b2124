-- Booking Management's search finds a booking by its vehicle's plate however its spaces are typed
-- ("dha12345" finds "DHA 12 345"): the plate without its spaces, a column PostgreSQL keeps from the
-- plate, with a trigram index (pg_trgm) so that a search ILIKE '%term%' is served by an index.
ALTER TABLE "Vehicle" ADD COLUMN "plateKey" TEXT GENERATED ALWAYS AS (replace(plate, ' ', '')) STORED;

CREATE INDEX "Vehicle_plateKey_trgm_idx" ON "Vehicle" USING GIN ("plateKey" gin_trgm_ops);
