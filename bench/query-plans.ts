import type pg from "pg";

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
  const checks: { name: string; sql: string; params: unknown[]; expect: string[]; expected: string; forcedSql?: string }[] = [
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
      expect: ["Booking_customerId_createdAt_idx"],
      expected: "(customerId, createdAt)",
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
