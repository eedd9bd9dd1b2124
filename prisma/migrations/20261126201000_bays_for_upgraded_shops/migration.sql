-- Hand-written repair for shops upgraded from a release before bays.
--
-- Before bays, each service's slots were booked on their own: slots of several services at one time
-- took a car each. The bays migration (20261123193609_bays) gave such a shop a single bay, "Bay 1",
-- that every booking must take, so one booking filled its hour for every service; a shop with
-- bookings at every hour had no bookable slot left after the upgrade.
--
-- A shop took that path when its only bay is still the one the bays migration made (never edited:
-- created and updated at the same instant) and it had slots before that bay existed. Such a shop
-- gets as many bays, each able to do every service, as its schedule still to come has slots at one
-- time, so that every slot it could book before the upgrade can be booked again (admins then set
-- the bays to what the shop really has, on the Bays page). A shop that started with bays, or whose
-- admins have changed its bays, keeps its bays.
--
-- Then, in every shop, each live booking still ahead that holds no bay (the bays migration left
-- bookings that overlapped in its one bay without one) takes the first free bay that can do its
-- service, earliest booking first. Run again, this changes nothing; on a fresh database it does
-- nothing.
DO $$
DECLARE
  only_bay "Bay"%ROWTYPE;
  wanted integer;
  r record;
BEGIN
  IF (SELECT count(*) FROM "Bay") = 1 THEN
    SELECT * INTO only_bay FROM "Bay";
    IF only_bay.name = 'Bay 1' AND only_bay."createdAt" = only_bay."updatedAt"
       AND EXISTS (SELECT 1 FROM "Slot" WHERE "createdAt" < only_bay."createdAt") THEN
      -- The most slots still to come that overlap at one moment (open ones of live services, and
      -- any holding a live booking): their starts and ends in time order, an end before a start
      -- at the same instant, counted as they open and close.
      WITH upcoming AS (
        SELECT s."startsAt" AS starts, s."endsAt" + make_interval(mins => v."bufferMinutes") AS ends
        FROM "Slot" s JOIN "Service" v ON v.id = s."serviceId"
        WHERE s."endsAt" > now()
          AND ((s.status <> 'cancel' AND NOT v."isDeleted")
               OR EXISTS (SELECT 1 FROM "Booking" k WHERE k."slotId" = s.id AND k.status IN ('pending', 'confirm')))
      ), edges AS (
        SELECT starts AS at, 1 AS step FROM upcoming
        UNION ALL
        SELECT ends, -1 FROM upcoming
      )
      SELECT coalesce(max(open), 0) INTO wanted
      FROM (SELECT sum(step) OVER (ORDER BY at, step ROWS UNBOUNDED PRECEDING) AS open FROM edges) AS counted;

      INSERT INTO "Bay" (id, name, position, "serviceIds", "updatedAt")
      SELECT gen_random_uuid(), 'Bay ' || n, n - 1, '{}', now() FROM generate_series(2, wanted) AS n;
    END IF;
  END IF;

  FOR r IN
    SELECT k.id, k."serviceId", tstzrange(k."occupiedFrom", k."occupiedUntil", '[)') AS occupied
    FROM "Booking" k
    WHERE k."bayId" IS NULL AND k."occupiedFrom" IS NOT NULL AND k."occupiedUntil" > now()
      AND (k.status = 'confirm' OR (k.status = 'pending' AND k."holdExpiresAt" > now()))
    ORDER BY k."occupiedFrom", k."createdAt", k.id
  LOOP
    UPDATE "Booking" SET "bayId" = (
      SELECT b.id FROM "Bay" b
      WHERE b.active AND (b."allServices" OR r."serviceId" = ANY(b."serviceIds"))
        AND NOT EXISTS (
          SELECT 1 FROM "Booking" o
          WHERE o."bayId" = b.id AND o.status IN ('pending', 'confirm')
            AND tstzrange(o."occupiedFrom", o."occupiedUntil", '[)') && r.occupied)
      ORDER BY b.position, b."createdAt", b.id
      LIMIT 1)
    WHERE id = r.id;
  END LOOP;
END $$;
