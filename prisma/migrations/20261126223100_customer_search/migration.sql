-- Booking Management's search finds a customer however their name and phone are typed. Two columns
-- PostgreSQL keeps from the others: the names as "first last first" (so "Tanvir Ahmed" and
-- "Ahmed Tanvir" are both inside "Tanvir Ahmed Tanvir"), and the phone's digits alone. With
-- trigram indexes (pg_trgm) on them, the email, and the name given at checkout, so that a
-- search ILIKE '%term%' is served by an index.
ALTER TABLE "User" ADD COLUMN "searchName" TEXT NOT NULL GENERATED ALWAYS AS ("firstName" || ' ' || "lastName" || ' ' || "firstName") STORED;
ALTER TABLE "User" ADD COLUMN "phoneDigits" TEXT NOT NULL GENERATED ALWAYS AS (regexp_replace(phone, '[^0-9]', '', 'g')) STORED;

CREATE INDEX "User_searchName_trgm_idx" ON "User" USING GIN ("searchName" gin_trgm_ops);
CREATE INDEX "User_phoneDigits_trgm_idx" ON "User" USING GIN ("phoneDigits" gin_trgm_ops);
CREATE INDEX "User_email_trgm_idx" ON "User" USING GIN ("email" gin_trgm_ops);
CREATE INDEX "Booking_customerName_trgm_idx" ON "Booking" USING GIN ("customerName" gin_trgm_ops);
