import pg from "pg";

/** The benchmark's catalogue: how much of everything, beside the demo business. */
export const SCALE = { services: 1_000, slotsPerService: 100, bookings: 50_000, reviews: 10_000, users: 5_000 };

const KINDS = ["Express", "Premium", "Deluxe", "Eco", "Signature", "Family", "Fleet", "Showroom"];
const WORKS = ["Exterior Wash", "Interior Detail", "Ceramic Coating", "Paint Correction", "Engine Bay Clean", "Upholstery Shampoo", "Headlight Restoration", "Wax and Polish", "Odour Removal", "Glass Treatment"];
const DETAILS = [
  "hand wash with pH-neutral foam and a spot-free rinse",
  "deep vacuum, steam clean of mats and a leather conditioner",
  "two-stage machine polish that lifts swirls and light scratches",
  "nine-hour ceramic layer that beads water for a year",
  "degreasing and dressing of plastics under the bonnet",
  "hot-water extraction of seats, carpets and the boot",
];

/**
 * Fills a migrated database (with the demo data) up to SCALE in a few set-based
 * statements: 1,000 more services, 100 hourly slots each (ten days back, ten
 * ahead, five a day: 100,000), every past slot booked and paid (50,000
 * bookings), 5,000 customers and 10,000 reviews. Returns the bench services' ids.
 */
export async function seedLargeCatalogue(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("BEGIN");
    await client.query(
      `INSERT INTO "User" (id, "firstName", "lastName", email, "passwordHash", phone, address, role, "createdAt", "updatedAt")
       SELECT gen_random_uuid(), 'Customer', 'No ' || i, 'bench.customer.' || i || '@example.test', 'not-a-password-hash',
              '+88017' || lpad(i::text, 8, '0'), 'Dhaka', 'user', now() - make_interval(days => i % 700), now()
         FROM generate_series(1, $1::int) AS i`,
      [SCALE.users],
    );
    await client.query(
      `INSERT INTO "Service" (id, name, description, "priceCents", duration, "isFeatured", "createdAt", "updatedAt")
       SELECT gen_random_uuid(),
              ($2::text[])[1 + i % 8] || ' ' || ($3::text[])[1 + (i / 8) % 10] || ' ' || i,
              'Bench service ' || i || ': ' || ($4::text[])[1 + i % 6] || ', then ' || ($4::text[])[1 + (i / 6) % 6] || '.',
              1000 + (i * 37) % 20000, 60, false, now() - make_interval(hours => i), now()
         FROM generate_series(1, $1::int) AS i`,
      [SCALE.services, KINDS, WORKS, DETAILS],
    );
    // Five one-hour slots a day, ten days back and ten ahead; the past ones are booked.
    await client.query(
      `INSERT INTO "Slot" (id, "serviceId", date, "startTime", "endTime", "startsAt", "endsAt", status, "createdAt", "updatedAt")
       SELECT gen_random_uuid(), s.id, current_date + d, lpad(h::text, 2, '0') || ':00', lpad((h + 1)::text, 2, '0') || ':00',
              ((current_date + d)::timestamp + make_interval(hours => h)) AT TIME ZONE 'UTC',
              ((current_date + d)::timestamp + make_interval(hours => h + 1)) AT TIME ZONE 'UTC',
              CASE WHEN d < 0 THEN 'booked' ELSE 'available' END::"SlotStatus", now(), now()
         FROM "Service" s, generate_series(-10, 9) AS d, unnest(ARRAY[8, 10, 12, 14, 16]) AS h
        WHERE s.description LIKE 'Bench service %'`,
    );
    await client.query(
      `WITH customers AS (SELECT id, row_number() OVER (ORDER BY email) - 1 AS n FROM "User" WHERE email LIKE 'bench.customer.%'),
            past AS (SELECT sl.id, sl."serviceId", sl."startsAt", row_number() OVER (ORDER BY sl."startsAt", sl.id) - 1 AS n
                       FROM "Slot" sl JOIN "Service" s ON s.id = sl."serviceId"
                      WHERE s.description LIKE 'Bench service %' AND sl.status = 'booked'
                      LIMIT $1::int)
       INSERT INTO "Booking" (id, "customerId", "serviceId", "slotId", "customerName", "amountCents", payment, status, "paymentProvider", "paidAt", "createdAt", "updatedAt")
       SELECT gen_random_uuid(), c.id, p."serviceId", p.id, 'Bench customer', v."priceCents", 'paid', 'complete', 'test',
              p."startsAt" - interval '2 days', p."startsAt" - interval '2 days', p."startsAt"
         FROM past p JOIN customers c ON c.n = p.n % $2::int JOIN "Service" v ON v.id = p."serviceId"`,
      [SCALE.bookings, SCALE.users],
    );
    await client.query(
      `WITH customers AS (SELECT id, row_number() OVER (ORDER BY email) - 1 AS n FROM "User" WHERE email LIKE 'bench.customer.%')
       INSERT INTO "Review" (id, "userId", rating, comment, "createdAt", "approvedAt")
       SELECT gen_random_uuid(), c.id, 1 + (i * 7) % 5, 'Review ' || i || ': ' || ($3::text[])[1 + i % 6] || ' was done well and on time.',
              now() - make_interval(mins => i * 13), now() - make_interval(mins => i * 13)
         FROM generate_series(1, $1::int) AS i JOIN customers c ON c.n = i % $2::int`,
      [SCALE.reviews, SCALE.users, DETAILS],
    );
    await client.query("COMMIT");
    await client.query("ANALYZE");
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  } finally {
    await client.end();
  }
}
