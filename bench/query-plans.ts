import type pg from "pg";
import type { ListingSubjects } from "./listings";

export type PlanCheck = {
  name: string;
  indexes: string[];
  ms: number;
  /** The expected index serves the query: the planner chose it, or (when it preferred reading the table) it is what the planner takes with sequential scans off. */
  ok: boolean;
  expected: string;
  /** When the planner chose to read the table instead: the same query with sequential scans disabled, to show the index serves it. */
  withIndex?: { indexes: string[]; ms: number; sql: string };
};

type PlanNode = { "Index Name"?: string; Plans?: PlanNode[] };

function indexesIn(node: PlanNode, found = new Set<string>()): Set<string> {
  if (node["Index Name"]) found.add(node["Index Name"]);
  for (const child of node.Plans ?? []) indexesIn(child, found);
  return found;
}

/**
 * The searches and listings Spotless runs, as SQL with the same clauses as
 * Prisma's, under EXPLAIN ANALYZE: which indexes the planner picks at the
 * benchmark's scale, and how long each takes.
 */
export async function checkQueryPlans(pool: pg.Pool, serviceId: string, date: string): Promise<PlanCheck[]> {
  const { rows: someone } = await pool.query(`SELECT "customerId" AS id FROM "Booking" GROUP BY "customerId" ORDER BY count(*) DESC LIMIT 1`);
  const { rows: someSlot } = await pool.query(`SELECT "slotId" AS id FROM "Booking" LIMIT 1`);
  // As listServices searches: every word in the name or the description ($1 the first word's pattern, $2 the second's).
  const search = (words: number) =>
    ['"isDeleted" = false', ...Array.from({ length: words }, (_, i) => `(name ILIKE $${i + 1} OR description ILIKE $${i + 1})`)].join(" AND ");
  const checks: Check[] = [
    {
      name: "catalogue search, count (\"Headlight\")",
      sql: `SELECT count(*) FROM "Service" WHERE ${search(1)}`,
      params: ["%Headlight%"],
      expect: ["Service_name_trgm_idx", "Service_description_trgm_idx"],
      expected: "trigram indexes",
      forcedSql: `SELECT count(*) FROM "Service" WHERE name ILIKE $1`,
    },
    {
      name: "catalogue search, a page (\"restoration 7\": two words)",
      sql: `SELECT * FROM "Service" WHERE ${search(2)} ORDER BY "createdAt" DESC, id LIMIT 10`,
      params: ["%restoration%", "%7%"],
      expect: ["Service_name_trgm_idx", "Service_description_trgm_idx"],
      expected: "trigram indexes",
      forcedSql: `SELECT * FROM "Service" WHERE name ILIKE $1 ORDER BY "createdAt" DESC, id LIMIT 10`,
    },
    {
      name: "a service's slots on a date",
      sql: `SELECT * FROM "Slot" WHERE "serviceId" = $1 AND date = $2::date ORDER BY "startTime", "endTime"`,
      params: [serviceId, date],
      expect: ["Slot_serviceId_date_startTime_key"],
      expected: "(serviceId, date, startTime)",
    },
    {
      name: "a customer's bookings",
      sql: `SELECT * FROM "Booking" WHERE "customerId" = $1 ORDER BY "createdAt" DESC LIMIT 10`,
      params: [someone[0].id],
      expect: ["Booking_customerId_createdAt_id_idx"],
      expected: "(customerId, createdAt, id)",
    },
    {
      name: "a slot's live bookings",
      sql: `SELECT * FROM "Booking" WHERE "slotId" = $1 AND status IN ('pending', 'confirm')`,
      params: [someSlot[0].id],
      // The live places' unique index (slotId, customerId) serves it as well as (slotId, status) would.
      expect: ["Booking_slotId_status_idx", "Booking_one_place_per_customer"],
      expected: "(slotId, status) or the live places' (slotId, customerId)",
    },
    {
      name: "Booking Management, newest first",
      sql: `SELECT * FROM "Booking" ORDER BY "createdAt" DESC, id LIMIT 10`,
      params: [],
      expect: ["Booking_createdAt_idx"],
      expected: "(createdAt)",
    },
    {
      // Prisma asks for the customers inside the bookings' query ("customerId" IN (SELECT ...)): this is that part.
      name: "Booking Management search, the customers (\"No 4242 Customer\", a phone typed 01700004242)",
      sql: `SELECT id FROM "User" WHERE "searchName" ILIKE $1 OR email ILIKE $1 OR "phoneDigits" LIKE $2`,
      params: ["%No 4242 Customer%", "%1700004242%"],
      expect: ["User_searchName_trgm_idx", "User_phoneDigits_trgm_idx", "User_email_trgm_idx"],
      expected: "trigram indexes on the names, the email and the phone's digits",
    },
    {
      name: "Booking Management search, the name given at checkout or a reference",
      sql: `SELECT * FROM "Booking" WHERE "customerName" ILIKE $1 OR reference = $2`,
      params: ["%Tanvir Ahmed%", "SP-7K2Q9"],
      expect: ["Booking_customerName_trgm_idx", "Booking_reference_key"],
      expected: "the trigram index on the name given, the reference's unique index",
    },
    {
      // As a payment's report is settled (settle-payment.ts, lockBookings): its booking, or its group's bookings by the group's id.
      name: "a checkout's bookings, by its payment session",
      sql: `SELECT k.id FROM "Booking" k
             WHERE k."paymentSessionId" = $1 OR k."checkoutGroupId" = (SELECT g.id FROM "CheckoutGroup" g WHERE g."paymentSessionId" = $1)
             ORDER BY k.id`,
      params: ["test_cs_bench_not_a_session"],
      expect: ["Booking_paymentSessionId_key"],
      expected: "the checkout's unique index, and the group's bookings by (checkoutGroupId)",
    },
    {
      // As the job that completes ended bookings asks, every minute (lifecycle-jobs.ts).
      name: "confirmed bookings whose slot has ended (the job completing them)",
      sql: `SELECT b.id FROM "Booking" b JOIN "Slot" s ON s.id = b."slotId"
             WHERE b.status = 'confirm' AND b."slotStartsAt" <= now() AND s."endsAt" <= now() AND (b."checkedInAt" IS NOT NULL OR s."endsAt" <= now() - interval '24 hours')
             ORDER BY b."slotStartsAt" LIMIT 500`,
      params: [],
      expect: ["Booking_confirmed_slotStartsAt_idx"],
      expected: "the confirmed bookings' (slotStartsAt), each joined to its slot by Slot_pkey",
    },
    {
      // As the aamarPay sweep asks, every minute (settle-aamarpay.ts): holds ending within two minutes, and checkouts
      // that ended three to five minutes ago (the hold and 2 minutes, or 31 minutes after it was made, whichever is later).
      name: "aamarPay checkouts to ask about (the sweep)",
      sql: `SELECT DISTINCT coalesce(g."paymentSessionId", b."paymentSessionId") AS session
              FROM "Booking" b LEFT JOIN "CheckoutGroup" g ON g.id = b."checkoutGroupId"
             WHERE b."paymentProvider" = 'aamarpay' AND b.payment = 'pending' AND coalesce(g."paymentSessionId", b."paymentSessionId") IS NOT NULL
               AND ((b.status = 'pending' AND b."holdExpiresAt" > now() AND b."holdExpiresAt" <= now() + interval '2 minutes')
                 OR (b.status IN ('pending', 'cancel') AND b."holdExpiresAt" BETWEEN now() - interval '7 minutes' AND now() - interval '5 minutes'
                     AND greatest(b."holdExpiresAt" + interval '2 minutes', b."createdAt" + interval '31 minutes') BETWEEN now() - interval '5 minutes' AND now() - interval '3 minutes')
                 OR (b.status IN ('pending', 'cancel') AND b."createdAt" BETWEEN now() - interval '36 minutes' AND now() - interval '34 minutes'
                     AND greatest(b."holdExpiresAt" + interval '2 minutes', b."createdAt" + interval '31 minutes') BETWEEN now() - interval '5 minutes' AND now() - interval '3 minutes'))
             LIMIT 20`,
      params: [],
      // The sweep's old form read every cancelled booking through (status, holdExpiresAt) and never (createdAt).
      expect: ["Booking_createdAt_idx"],
      expected: "(status, holdExpiresAt) and (createdAt), or-ed",
    },
    {
      name: "Slot Management, upcoming first",
      sql: `SELECT * FROM "Slot" WHERE "startsAt" >= now() ORDER BY "startsAt", id LIMIT 10`,
      params: [],
      expect: ["Slot_startsAt_idx"],
      expected: "(startsAt)",
    },
    {
      name: "newest reviews",
      sql: `SELECT * FROM "Review" WHERE hidden = false AND "approvedAt" IS NOT NULL ORDER BY "createdAt" DESC, id LIMIT 2`,
      params: [],
      expect: ["Review_hidden_createdAt_idx"],
      expected: "(hidden, createdAt)",
    },
  ];
  return runChecks(pool, checks);
}

type Check = { name: string; sql: string; params: unknown[]; expect: string[]; expected: string; forcedSql?: string };

async function runChecks(pool: pg.Pool, checks: Check[]): Promise<PlanCheck[]> {
  const explain = async (sql: string, params: unknown[], withoutSeqScan = false) => {
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      if (withoutSeqScan) await client.query("SET LOCAL enable_seqscan = off");
      const { rows } = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
      const plan = rows[0]["QUERY PLAN"][0];
      return { indexes: [...indexesIn(plan.Plan)], ms: plan["Execution Time"] as number };
    } finally {
      await client.query("ROLLBACK");
      client.release();
    }
  };
  const results: PlanCheck[] = [];
  for (const check of checks) {
    const chosen = await explain(check.sql, check.params);
    const usesExpected = (indexes: string[]) => check.expect.some((name) => indexes.includes(name));
    const result: PlanCheck = { name: check.name, ...chosen, ok: usesExpected(chosen.indexes), expected: check.expected };
    if (!result.ok && chosen.indexes.length === 0) {
      result.withIndex = { ...(await explain(check.forcedSql ?? check.sql, check.params, true)), sql: check.forcedSql ?? check.sql };
      result.ok = usesExpected(result.withIndex.indexes);
    }
    results.push(result);
  }
  return results;
}

/** Bind parameters $from..$to: Prisma names each value of an `in` list on its own (IN ($2,$3,...)). */
const inList = (from: number, count: number) => Array.from({ length: count }, (_, i) => `$${from + i}`).join(",");

/**
 * The listings of bench/listings.ts, as the app sends them at five busy years' scale (the clauses of
 * Prisma's SQL, which selects every column by name where these say *): Booking Management's "from
 * today" page and its count, its searches by phone and by plate (the customers or vehicles first,
 * then their bookings), the calendar's week, a regular's My Bookings and the audit log's first page (its
 * total, unfiltered, is the sum of AuditLogTally's 16 rows: no count, no index).
 */
export async function checkListingPlans(pool: pg.Pool, subjects: ListingSubjects): Promise<PlanCheck[]> {
  const phoneDigits = subjects.phoneTyped.replace(/^0/, "");
  const plateKey = subjects.plateTyped.toUpperCase().replace(/\s+/g, "");
  // As customersFound asks: the names and email apart from the phone, which is found by its four-digit runs.
  const customersSql = `SELECT id FROM "User" WHERE "searchName" ILIKE ('%' || $1 || '%') OR email ILIKE ('%' || $1 || '%')
    UNION SELECT id FROM "User" WHERE phone_digit_runs("phoneDigits") @> phone_digit_runs($2) AND "phoneDigits" LIKE ('%' || $2 || '%') ORDER BY id LIMIT 501`;
  const vehiclesSql = `SELECT id FROM "Vehicle" WHERE "plateKey" ILIKE ('%' || $1 || '%') ORDER BY id LIMIT 501`;
  const customers = (await pool.query<{ id: string }>(customersSql, [subjects.phoneTyped, phoneDigits])).rows.map((row) => row.id);
  const vehicles = (await pool.query<{ id: string }>(vehiclesSql, [plateKey])).rows.map((row) => row.id);
  const { rows: regular } = await pool.query<{ id: string }>(`SELECT id FROM "User" WHERE email LIKE 'bench.customer.%' ORDER BY email OFFSET 4000 LIMIT 1`);
  const { rows: week } = await pool.query<{ from: Date; until: Date; days: string[] }>(
    `SELECT (monday::timestamp AT TIME ZONE zone) AS from, ((monday + 7)::timestamp AT TIME ZONE zone) AS until,
            ARRAY(SELECT to_char(monday + i, 'YYYY-MM-DD') FROM generate_series(0, 6) AS i) AS days
       FROM (SELECT zone, (today - ((extract(isodow FROM today)::int + 6) % 7))::date AS monday
               FROM (SELECT zone, (now() AT TIME ZONE zone)::date AS today
                       FROM (SELECT coalesce((SELECT "timeZone" FROM "BusinessSettings" LIMIT 1), 'Asia/Dhaka') AS zone) z) t) w`,
  );
  const live = `(status IN ('confirm', 'complete', 'no-show') OR (status = 'pending' AND "holdExpiresAt" > now()))`;
  const checks: Check[] = [
    {
      name: "Booking Management from today, a page",
      sql: `SELECT * FROM "Booking" WHERE "slotDate" >= $1 ORDER BY "slotDate" ASC, "slotStartsAt" ASC, "createdAt" ASC, id ASC LIMIT 10 OFFSET 0`,
      params: [subjects.today],
      expect: ["Booking_slotDate_slotStartsAt_idx"],
      expected: "(slotDate, slotStartsAt)",
    },
    {
      name: "Booking Management from today, the count",
      sql: `SELECT count(*) FROM (SELECT id FROM "Booking" WHERE "slotDate" >= $1 OFFSET 0) AS sub`,
      params: [subjects.today],
      expect: ["Booking_slotDate_slotStartsAt_idx"],
      expected: "(slotDate, slotStartsAt)",
    },
    {
      name: `Booking Management search by phone ("${subjects.phoneTyped}"), the customers`,
      sql: customersSql,
      params: [subjects.phoneTyped, phoneDigits],
      expect: ["User_searchName_trgm_idx", "User_email_trgm_idx", "User_phoneDigits_runs_idx"],
      expected: "trigram indexes on the names and the email, the index of the phone's four-digit runs",
    },
    {
      // The page: each part of the search in the bookings' order from its own index, as far as the page goes (searchPageIds).
      name: `Booking Management search by phone, their bookings (${customers.length} customers)`,
      sql: `SELECT id FROM ((SELECT id, "createdAt" FROM "Booking" WHERE "customerName" ILIKE $1 ORDER BY "createdAt" DESC, id ASC LIMIT 10)
              UNION (SELECT b.id, b."createdAt" FROM unnest($2::uuid[]) AS k(id) CROSS JOIN LATERAL
                      (SELECT id, "createdAt" FROM "Booking" WHERE "customerId" = k.id ORDER BY "createdAt" DESC, id ASC LIMIT 10) b)) AS found
             ORDER BY "createdAt" DESC, id ASC LIMIT 10 OFFSET 0`,
      params: [`%${subjects.phoneTyped}%`, customers],
      expect: ["Booking_customerId_createdAt_id_idx"],
      expected: "an index-only scan of (customerId, createdAt, id) with the name given's trigram index",
    },
    {
      // The count: the customers' bookings from their index alone, then the rest of the search apart from them (countSearch).
      name: "Booking Management search by phone, the count of their bookings",
      sql: `SELECT count(*) FROM (SELECT id FROM "Booking" WHERE "customerId" IN (${inList(1, customers.length)}) OFFSET 0) AS sub`,
      params: customers,
      expect: ["Booking_customerId_createdAt_id_idx"],
      expected: "an index-only scan of (customerId, createdAt, id)",
    },
    {
      name: "Booking Management search by phone, the count of the rest",
      sql: `SELECT count(*) FROM (SELECT id FROM "Booking" WHERE "customerName" ILIKE ('%' || $1 || '%') AND "customerId" NOT IN (${inList(2, customers.length)}) OFFSET 0) AS sub`,
      params: [subjects.phoneTyped, ...customers],
      expect: ["Booking_customerName_trgm_idx"],
      expected: "the name given's trigram index",
    },
    {
      name: `Booking Management search by plate ("${subjects.plateTyped}"), the vehicles`,
      sql: vehiclesSql,
      params: [plateKey],
      expect: ["Vehicle_plateKey_trgm_idx"],
      expected: "the plate's trigram index",
    },
    {
      name: `Booking Management search by plate, its bookings (${vehicles.length} vehicle${vehicles.length === 1 ? "" : "s"})`,
      sql: `SELECT * FROM "Booking" WHERE ("customerName" ILIKE ('%' || $1 || '%') OR "vehicleId" IN (${inList(2, vehicles.length)})) ORDER BY "createdAt" DESC, id ASC LIMIT 10 OFFSET 0`,
      params: [subjects.plateTyped, ...vehicles],
      expect: ["Booking_vehicleId_idx"],
      expected: "(vehicleId) with the name given's trigram index",
    },
    {
      // Each day's first bookings and its count (weekCards).
      name: "calendar week, the bookings",
      sql: `SELECT d.day, t.total, f.id FROM unnest($3::date[]) AS d(day)
             CROSS JOIN LATERAL (SELECT count(*) AS total FROM "Booking" b WHERE b."slotDate" = d.day AND b."slotStartsAt" >= $1 AND b."slotStartsAt" < $2 AND ${live}) t
              LEFT JOIN LATERAL (SELECT b.id FROM "Booking" b WHERE b."slotDate" = d.day AND b."slotStartsAt" >= $1 AND b."slotStartsAt" < $2 AND ${live}
                                  ORDER BY b."slotStartsAt", b."createdAt", b.id LIMIT 12) f ON true`,
      params: [week[0].from, week[0].until, week[0].days],
      expect: ["Booking_slotDate_slotStartsAt_idx"],
      expected: "(slotDate, slotStartsAt)",
    },
    {
      // Each day's first slots of live services and its count, from the index alone (weekCards).
      name: "calendar week, the slots",
      sql: `SELECT d.day, t.total, f.id FROM unnest($1::date[]) AS d(day)
             CROSS JOIN LATERAL (SELECT count(*) AS total FROM "Slot" s WHERE s.date = d.day AND s."serviceId" NOT IN (SELECT v.id FROM "Service" v WHERE v."isDeleted")) t
              LEFT JOIN LATERAL (SELECT s.id FROM "Slot" s JOIN "Service" v ON v.id = s."serviceId" WHERE s.date = d.day AND NOT v."isDeleted"
                                  ORDER BY s."startsAt", s."serviceId", s.id LIMIT 12) f ON true`,
      params: [week[0].days],
      expect: ["Slot_date_startsAt_serviceId_idx"],
      expected: "(date, startsAt, serviceId)",
    },
    {
      name: `My Bookings of a regular (${subjects.myBookings} bookings)`,
      sql: `SELECT b.* FROM "Booking" b LEFT JOIN "Slot" o ON o.id = b."slotId" WHERE b."customerId" = $1 ORDER BY o."startsAt" ASC, b."createdAt" DESC OFFSET 0`,
      params: [regular[0].id],
      expect: ["Booking_customerId_createdAt_id_idx"],
      expected: "(customerId, createdAt, id)",
    },
    {
      name: "audit log, the first page",
      sql: `SELECT * FROM "AuditLogEntry" WHERE 1=1 ORDER BY at DESC, id DESC LIMIT 20 OFFSET 0`,
      params: [],
      expect: ["AuditLogEntry_at_idx"],
      expected: "(at)",
    },
  ];
  return runChecks(pool, checks);
}
