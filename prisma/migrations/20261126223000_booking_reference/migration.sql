-- A booking's reference that people can say aloud and type (at the counter, on the phone):
-- 'SP-' and five characters from an alphabet without look-alikes (no 0/O, 1/I/L, U), unique.
-- Made by the column's default when a booking is inserted; every existing booking gets one here.
CREATE FUNCTION spotless_booking_reference() RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  alphabet constant text := '23456789ABCDEFGHJKMNPQRSTVWXYZ';
  size integer := 5;
  candidate text;
BEGIN
  FOR attempt IN 1..60 LOOP
    candidate := 'SP-';
    FOR i IN 1..size LOOP
      candidate := candidate || substr(alphabet, 1 + floor(random() * length(alphabet))::integer, 1);
    END LOOP;
    IF NOT EXISTS (SELECT 1 FROM "Booking" WHERE reference = candidate) THEN
      RETURN candidate;
    END IF;
    -- A crowded space (about 24 million codes of five): one character more every ten tries.
    IF attempt % 10 = 0 THEN
      size := size + 1;
    END IF;
  END LOOP;
  RAISE EXCEPTION 'No free booking reference found';
END $$;

ALTER TABLE "Booking" ADD COLUMN "reference" TEXT;

-- The index first, so that each new reference's check of the ones already given is a lookup.
CREATE UNIQUE INDEX "Booking_reference_key" ON "Booking"("reference");

-- One statement per booking, so that each sees the references given before it.
DO $$
DECLARE
  row record;
BEGIN
  FOR row IN SELECT id FROM "Booking" WHERE reference IS NULL ORDER BY "createdAt", id LOOP
    UPDATE "Booking" SET reference = spotless_booking_reference() WHERE id = row.id;
  END LOOP;
END $$;

ALTER TABLE "Booking" ALTER COLUMN "reference" SET DEFAULT spotless_booking_reference();
ALTER TABLE "Booking" ALTER COLUMN "reference" SET NOT NULL;
