import pg from "pg";

/**
 * The benchmark's shop: its catalogue and five busy years behind it, beside the demo business.
 *
 * - 1,000 services; each has five one-hour slots a day for the ten days from today (50,000), open
 *   (a share of them booked, below);
 * - 1,820 days back (five years), 110 of the services a day (each service about every ninth day),
 *   five slots each: 1,001,000 past slots, every one booked once: 1,001,000 bookings (550 a day, so
 *   that the longest range one export may cover, 366 days, holds 200,000 of them), most completed,
 *   some cancelled (refunded) or no-shows;
 * - 200,000 customers; the first 20,000 by email are regulars, who made 40% of those bookings (about
 *   23 bookings each; the others about 3);
 * - 300,000 vehicles (every customer one, every other customer a second), with plates; 40% of the
 *   past bookings name one of their customer's vehicles;
 * - 1 in 8 of the services' coming slots booked and paid (confirmed), away from the ten newest and
 *   ten oldest bench services, which the races, moves and availability rows use;
 * - 700,000 emails (a confirmation for 70% of the bookings, mostly sent) and 300,000 texts (30%);
 * - 300,000 audit log entries by the demo admin over the years (bookings, slots and services
 *   changed), and 10,000 reviews.
 */
export const SCALE = {
  services: 1_000,
  futureDays: 10,
  slotsPerDay: 5,
  pastDays: 1_820,
  pastServicesPerDay: 110,
  bookings: 1_820 * 110 * 5,
  futureBookedEvery: 8,
  users: 200_000,
  regulars: 20_000,
  vehicles: 300_000,
  emails: 700_000,
  texts: 300_000,
  audit: 300_000,
  reviews: 10_000,
};

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
const MAKES = ["Toyota", "Honda", "Nissan", "Mitsubishi", "Suzuki", "Hyundai", "Kia", "Mazda"];
const MODELS = ["Axio", "Premio", "Allion", "Corolla", "Civic", "Vezel", "X-Trail", "Pajero", "Swift", "Tucson", "Sportage", "Demio"];
const COLOURS = ["White", "Silver", "Black", "Grey", "Red", "Blue"];
const CITIES = ["DHA", "CTG", "SYL", "KHU", "RAJ"];

/** How long each step took, for the log. */
async function timed(client: pg.Client, label: string, sql: string, params: unknown[] = [], log: string[]): Promise<void> {
  const started = performance.now();
  const result = await client.query(sql, params);
  log.push(`${label} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (process.env.BENCH_SEED_LOG) console.log(`  ${label}: ${result.rowCount ?? ""} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Fills a migrated database (with the demo data) up to SCALE in set-based statements (generate_series),
 * in one transaction. The rows are made consistent by construction (a slot of one place holds one
 * booking, every vehicle is its booking's customer's), so the transaction runs without the
 * per-row triggers (foreign-key checks, the capacity trigger, the audit trigger, which writes nothing
 * without an admin's request anyway, and the one that copies a booking's slot date and start, written
 * here instead): session_replication_role = replica. Indexes and the exclusion
 * constraints are kept up as the rows go in. Logs each step's time.
 */
export async function seedLargeCatalogue(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const log: string[] = [];
  const started = performance.now();
  const step = (label: string, sql: string, params: unknown[] = []) => timed(client, label, sql, params, log);
  try {
    await client.query("BEGIN");
    await client.query("SET LOCAL session_replication_role = replica");
    await client.query("SET LOCAL maintenance_work_mem = '512MB'");
    await client.query("SET LOCAL work_mem = '256MB'");
    await step(
      "customers",
      `INSERT INTO "User" (id, "firstName", "lastName", email, "passwordHash", phone, address, role, "createdAt", "updatedAt")
       SELECT gen_random_uuid(), 'Customer', 'No ' || i, 'bench.customer.' || i || '@example.test', 'not-a-password-hash',
              '+88017' || lpad(i::text, 8, '0'), 'Dhaka', 'user', now() - make_interval(days => i % 2000), now()
         FROM generate_series(1, $1::int) AS i`,
      [SCALE.users],
    );
    await step(
      "services",
      `INSERT INTO "Service" (id, name, description, "priceCents", duration, "isFeatured", "createdAt", "updatedAt")
       SELECT gen_random_uuid(),
              ($2::text[])[1 + i % 8] || ' ' || ($3::text[])[1 + (i / 8) % 10] || ' ' || i,
              'Bench service ' || i || ': ' || ($4::text[])[1 + i % 6] || ', then ' || ($4::text[])[1 + (i / 6) % 6] || '.',
              1000 + (i * 37) % 20000, 60, false, now() - make_interval(hours => i), now()
         FROM generate_series(1, $1::int) AS i`,
      [SCALE.services, KINDS, WORKS, DETAILS],
    );
    // The bench services numbered 0.. (newest first: number 0 is 'Bench service 1'), and the customers by email order.
    await client.query(
      `CREATE TEMP TABLE bench_service ON COMMIT DROP AS
       SELECT id, "priceCents", row_number() OVER (ORDER BY "createdAt" DESC) - 1 AS n FROM "Service" WHERE description LIKE 'Bench service %'`,
    );
    await client.query(`CREATE UNIQUE INDEX ON bench_service (n)`);
    await client.query(
      `CREATE TEMP TABLE bench_customer ON COMMIT DROP AS
       SELECT id, phone, row_number() OVER (ORDER BY email) - 1 AS n FROM "User" WHERE email LIKE 'bench.customer.%'`,
    );
    await client.query(`CREATE UNIQUE INDEX ON bench_customer (n)`);
    // Vehicle i (0-based) is customer (i mod customers)'s: every customer one, the first ones two. Plates 'DHA 12-3456', all different.
    await step(
      "vehicles",
      `INSERT INTO "Vehicle" (id, "customerId", "vehicleClassId", make, model, colour, plate, "createdAt", "updatedAt")
       SELECT gen_random_uuid(), c.id, (SELECT array_agg(id ORDER BY position) FROM "VehicleClass")[1 + (i * 7) % (SELECT count(*) FROM "VehicleClass")::int],
              ($3::text[])[1 + i % 8], ($4::text[])[1 + (i / 8) % 12], ($5::text[])[1 + (i / 3) % 6],
              ($6::text[])[1 + i % 5] || ' ' || lpad((i % 100)::text, 2, '0') || '-' || lpad((i / 100)::text, 4, '0'),
              now() - make_interval(days => i % 2000), now()
         FROM generate_series(0, $1::int - 1) AS i JOIN bench_customer c ON c.n = i % $2::int`,
      [SCALE.vehicles, SCALE.users, MAKES, MODELS, COLOURS, CITIES],
    );
    // The coming days: five slots a day of every bench service, from today.
    await step(
      "coming slots",
      `INSERT INTO "Slot" (id, "serviceId", date, "startTime", "endTime", "startsAt", "endsAt", status, "createdAt", "updatedAt")
       SELECT gen_random_uuid(), s.id, current_date + d, lpad(h::text, 2, '0') || ':00', lpad((h + 1)::text, 2, '0') || ':00',
              ((current_date + d)::timestamp + make_interval(hours => h)) AT TIME ZONE 'UTC',
              ((current_date + d)::timestamp + make_interval(hours => h + 1)) AT TIME ZONE 'UTC',
              'available', now(), now()
         FROM bench_service s, generate_series(0, $1::int - 1) AS d, unnest(ARRAY[8, 10, 12, 14, 16]) AS h`,
      [SCALE.futureDays],
    );
    // The past: day d back, services (d × 100 + j) mod 1000 for j < 100, five slots each, all booked.
    await step(
      "past slots",
      `INSERT INTO "Slot" (id, "serviceId", date, "startTime", "endTime", "startsAt", "endsAt", status, "createdAt", "updatedAt")
       SELECT gen_random_uuid(), s.id, current_date - d, lpad(h::text, 2, '0') || ':00', lpad((h + 1)::text, 2, '0') || ':00',
              ((current_date - d)::timestamp + make_interval(hours => h)) AT TIME ZONE 'UTC',
              ((current_date - d)::timestamp + make_interval(hours => h + 1)) AT TIME ZONE 'UTC',
              'booked', (current_date - d - 30)::timestamp AT TIME ZONE 'UTC', (current_date - d)::timestamp AT TIME ZONE 'UTC'
         FROM generate_series(1, $1::int) AS d CROSS JOIN generate_series(0, $2::int - 1) AS j
         JOIN bench_service s ON s.n = (d * $2::int + j) % $3::int, unnest(ARRAY[8, 10, 12, 14, 16]) AS h`,
      [SCALE.pastDays, SCALE.pastServicesPerDay, SCALE.services],
    );
    // Booking k of the past (by slot time): 2 in 5 a regular's (one of the first 20,000 customers by email), the rest anyone's;
    // 2 in 5 name a vehicle of their customer's; 1 in 20 cancelled and refunded, 1 in 50 a no-show, the rest completed.
    await step(
      "past bookings",
      `WITH past AS (
         SELECT sl.id, sl."serviceId", sl.date, sl."startsAt", row_number() OVER (ORDER BY sl."startsAt", sl.id) - 1 AS k
           FROM "Slot" sl JOIN bench_service s ON s.id = sl."serviceId" WHERE sl.status = 'booked' AND sl.date < current_date),
       chosen AS (
         SELECT p.*, CASE WHEN k % 5 < 2 THEN ((k / 5) * 2 + k % 5) * 7919 % $1::bigint ELSE ((k / 5) * 3 + k % 5 - 2) * 104729 % $2::bigint END AS cn FROM past p)
       INSERT INTO "Booking" (id, "customerId", "serviceId", "slotId", "customerName", "amountCents", payment, status, "paymentProvider", "paidAt",
                              "vehicleId", "vehicleClassId", "slotDate", "slotStartsAt", "createdAt", "updatedAt")
       SELECT gen_random_uuid(), c.id, p."serviceId", p.id, 'Customer No ' || (c.n + 1), v."priceCents",
              (CASE WHEN p.k % 20 = 7 THEN 'refunded' ELSE 'paid' END)::"PaymentStatus",
              (CASE WHEN p.k % 20 = 7 THEN 'cancel' WHEN p.k % 50 = 11 THEN 'no-show' ELSE 'complete' END)::"BookingStatus",
              'test', p."startsAt" - interval '2 days', vh.id, vh."vehicleClassId", p.date, p."startsAt", p."startsAt" - interval '2 days', p."startsAt"
         FROM chosen p JOIN bench_customer c ON c.n = p.cn JOIN bench_service v ON v.id = p."serviceId"
         LEFT JOIN LATERAL (SELECT id, "vehicleClassId" FROM "Vehicle" WHERE "customerId" = c.id AND p.k % 5 IN (1, 3) ORDER BY plate LIMIT 1) vh ON true`,
      [SCALE.regulars, SCALE.users],
    );
    // A share of the coming slots booked and paid, away from the services the races, moves and availability rows take.
    await step(
      "coming bookings",
      `WITH coming AS (
         SELECT sl.id, sl."serviceId", sl.date, sl."startsAt", row_number() OVER (ORDER BY sl."startsAt", sl.id) - 1 AS k
           FROM "Slot" sl JOIN bench_service s ON s.id = sl."serviceId"
          WHERE sl.date >= current_date AND s.n >= 10 AND s.n < $3::int - 10),
       booked AS (
         INSERT INTO "Booking" (id, "customerId", "serviceId", "slotId", "customerName", "amountCents", payment, status, "paymentProvider", "paidAt",
                                "slotDate", "slotStartsAt", "createdAt", "updatedAt")
         SELECT gen_random_uuid(), c.id, p."serviceId", p.id, 'Customer No ' || (c.n + 1), v."priceCents", 'paid', 'confirm', 'test',
                now() - make_interval(hours => (p.k % 200)::int), p.date, p."startsAt",
                now() - make_interval(hours => (p.k % 200)::int), now()
           FROM coming p JOIN bench_customer c ON c.n = (p.k * 7919) % $1::bigint JOIN bench_service v ON v.id = p."serviceId"
          WHERE p.k % $2::int = 0
         RETURNING "slotId")
       UPDATE "Slot" SET status = 'booked' WHERE id IN (SELECT "slotId" FROM booked)`,
      [SCALE.users, SCALE.futureBookedEvery, SCALE.services],
    );
    // Emails: a confirmation for 7 bookings in 10 (mostly sent, a few failed or skipped), written when the booking was made.
    await step(
      "emails",
      `INSERT INTO "EmailDelivery" (key, kind, "bookingId", state, attempts, "sentAt", "notBefore", "createdAt", "updatedAt")
       SELECT 'confirmation:' || b.id, 'confirmation', b.id,
              CASE WHEN b.k % 97 = 0 THEN 'failed' WHEN b.k % 89 = 0 THEN 'skipped' ELSE 'sent' END,
              CASE WHEN b.k % 97 = 0 THEN 3 ELSE 1 END,
              CASE WHEN b.k % 97 = 0 OR b.k % 89 = 0 THEN NULL ELSE b."createdAt" + interval '4 seconds' END,
              b."createdAt", b."createdAt", b."createdAt" + interval '4 seconds'
         FROM (SELECT id, "createdAt", row_number() OVER (ORDER BY "createdAt", id) AS k FROM "Booking" WHERE "customerName" LIKE 'Customer No %') b
        WHERE b.k % 10 < 7 LIMIT $1::int`,
      [SCALE.emails],
    );
    // Texts: a confirmation for 3 bookings in 10, to the customer's phone, mostly delivered.
    await step(
      "texts",
      `INSERT INTO "SmsDelivery" (key, kind, "bookingId", recipient, state, attempts, segments, "sentAt", "deliveredAt", "notBefore", "createdAt", "updatedAt")
       SELECT 'sms:confirmation:' || b.id, 'confirmation', b.id, u.phone,
              CASE WHEN b.k % 53 = 0 THEN 'failed' WHEN b.k % 7 = 0 THEN 'sent' ELSE 'delivered' END, 1, 1,
              CASE WHEN b.k % 53 = 0 THEN NULL ELSE b."createdAt" + interval '3 seconds' END,
              CASE WHEN b.k % 53 = 0 OR b.k % 7 = 0 THEN NULL ELSE b."createdAt" + interval '9 seconds' END,
              b."createdAt", b."createdAt", b."createdAt" + interval '9 seconds'
         FROM (SELECT id, "customerId", "createdAt", row_number() OVER (ORDER BY "createdAt", id) AS k FROM "Booking" WHERE "customerName" LIKE 'Customer No %') b
         JOIN "User" u ON u.id = b."customerId"
        WHERE b.k % 10 >= 7 LIMIT $1::int`,
      [SCALE.texts],
    );
    // The audit log: the demo admin changing bookings (6 in 10: checked in), slots (3 in 10: their capacity) and services (their price), over the years.
    const { rows: admins } = await client.query<{ id: string; email: string }>(`SELECT id, email FROM "User" WHERE role = 'admin' ORDER BY "createdAt" LIMIT 1`);
    await step(
      "audit log",
      `WITH targets AS (SELECT id, "slotId", "serviceId", "createdAt", row_number() OVER (ORDER BY "createdAt", id) AS k FROM "Booking" WHERE "customerName" LIKE 'Customer No %')
       INSERT INTO "AuditLogEntry" (id, at, "actorId", "actorEmail", action, "targetType", "targetId", changes, "clientAddress")
       SELECT gen_random_uuid(), t."createdAt" + interval '3 hours', $2::uuid, $3,
              CASE WHEN t.k % 10 < 6 THEN 'booking.updated' WHEN t.k % 10 < 9 THEN 'slot.updated' ELSE 'service.updated' END,
              CASE WHEN t.k % 10 < 6 THEN 'booking' WHEN t.k % 10 < 9 THEN 'slot' ELSE 'service' END,
              (CASE WHEN t.k % 10 < 6 THEN t.id WHEN t.k % 10 < 9 THEN t."slotId" ELSE t."serviceId" END)::text,
              CASE WHEN t.k % 10 < 6 THEN jsonb_build_object('checkedInAt', jsonb_build_object('before', null, 'after', t."createdAt" + interval '3 hours'))
                   WHEN t.k % 10 < 9 THEN jsonb_build_object('capacity', jsonb_build_object('before', 1, 'after', 2))
                   ELSE jsonb_build_object('priceCents', jsonb_build_object('before', 2500, 'after', 2700)) END,
              '203.0.113.' || (t.k % 250)
         FROM targets t
        WHERE t.k % 3 = 0 LIMIT $1::int`,
      [SCALE.audit, admins[0].id, admins[0].email],
    );
    await step(
      "reviews",
      `INSERT INTO "Review" (id, "userId", rating, comment, "createdAt", "approvedAt")
       SELECT gen_random_uuid(), c.id, 1 + (i * 7) % 5, 'Review ' || i || ': ' || ($3::text[])[1 + i % 6] || ' was done well and on time.',
              now() - make_interval(mins => i * 13), now() - make_interval(mins => i * 13)
         FROM generate_series(1, $1::int) AS i JOIN bench_customer c ON c.n = i % $2::int`,
      [SCALE.reviews, SCALE.users, DETAILS],
    );
    await step("commit", "COMMIT");
    // As autovacuum keeps a shop's database that has run for years: statistics, and the visibility map that lets
    // a count or a listing read an index alone.
    await step("vacuum", "VACUUM (ANALYZE)");
    console.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(0)} s: ${log.join(", ")}`);
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  } finally {
    await client.end();
  }
}
