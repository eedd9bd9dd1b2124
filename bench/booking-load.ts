/**
 * The benchmark's booking work: customers racing for places, and customers
 * cancelling and moving their bookings all at once. Every request goes
 * through the REST API as a customer's would; what it left is then counted in
 * the database, which is the judge (a 201 the database does not hold, or a
 * slot holding more than its capacity, fails the row).
 */
import { createHmac } from "node:crypto";
import pg from "pg";
import { bookAndPayAt } from "../scripts/test-checkout";

/** An access token of a session (a row in "Session", which the token names as sid). */
function accessToken(secret: string, userId: string, sessionId: string): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${encode({ alg: "HS256" })}.${encode({ sub: userId, sid: sessionId, role: "user", iss: "spotless", aud: "spotless-api", iat: now, exp: now + 900 })}`;
  return `${unsigned}.${createHmac("sha256", secret).update(unsigned).digest("base64url")}`;
}

/** `count` bench customers from the `offset`th, each signed in (a row in "Session"): their access tokens. */
export async function signedInCustomers(pool: pg.Pool, secret: string, count: number, offset: number): Promise<string[]> {
  const { rows } = await pool.query<{ id: string; userId: string }>(
    `INSERT INTO "Session" (id, "userId", "expiresAt")
     SELECT gen_random_uuid(), id, now() + interval '1 day' FROM (SELECT id FROM "User" WHERE email LIKE 'bench.customer.%' ORDER BY email OFFSET $2 LIMIT $1) c
     RETURNING id, "userId"`,
    [count, offset],
  );
  return rows.map((session) => accessToken(secret, session.userId, session.id));
}

/**
 * Which bench customers each part of the benchmark signs in, so that no two parts share one
 * (a customer holds at most one place per slot, and their bookings would mix).
 */
export const CUSTOMERS = {
  oneEach: { offset: 0, count: 200 },
  sharedBays: { offset: 200, count: 40 },
  capacity: { offset: 240, count: 200 },
  cancel: { offset: 440, count: 150 },
  reschedule: { offset: 590, count: 60 },
  /** The customer whose bookings GET /api/my-bookings lists under load (ten past bookings from the seed). */
  myBookings: { offset: 4000, count: 1 },
} as const;

type RaceSlot = { id: string; serviceId: string };

const LIVE = `status IN ('pending', 'confirm')`;

/** Slots that hold more live bookings than their capacity (none, if the rules hold). */
async function overbookedSlots(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query(
    `SELECT count(*)::int AS n FROM (SELECT b."slotId" FROM "Booking" b JOIN "Slot" s ON s.id = b."slotId" WHERE b.${LIVE} GROUP BY b."slotId", s.capacity HAVING count(*) > s.capacity) o`,
  );
  return rows[0].n as number;
}

type Call = { status: number; ms: number };

/** Runs `calls` with at most `connections` in flight at once; each answer's status and time. */
async function withConnections<T>(items: T[], connections: number, call: (item: T, index: number) => Promise<number>): Promise<{ calls: Call[]; ms: number }> {
  const calls: Call[] = new Array(items.length);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(connections, items.length) }, async () => {
      while (next < items.length) {
        const index = next;
        next += 1;
        const at = performance.now();
        const status = await call(items[index], index);
        calls[index] = { status, ms: performance.now() - at };
      }
    }),
  );
  return { calls, ms: performance.now() - started };
}

/** How many times each refusal's message came back, per run (what a 409 said, for the log). */
const refusals = new Map<string, number>();

const post = async (url: string, token: string, body: unknown, client: number) => {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}`, "x-forwarded-for": `127.0.1.${client % 250}` },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status >= 300) {
    const message = `${response.status} ${(JSON.parse(text) as { message?: string }).message ?? text.slice(0, 80)}`;
    refusals.set(message, (refusals.get(message) ?? 0) + 1);
  }
  return response.status;
};

/** The refusals since the last call, as "n × status message". */
function takeRefusals(): string {
  const text = [...refusals].map(([message, n]) => `${n} × ${message}`).join("; ");
  refusals.clear();
  return text;
}

export type RaceRow = { name: string; customers: number; slots: number; capacity: number; expected: number; settledMs: number; created: number; conflicts: number; other: number; bookingsInDatabase: number; overbooked: number };

/** Every customer asks for a place at once, customer i for slot i mod n; then the live bookings of those slots are counted. */
async function race(name: string, appUrl: string, pool: pg.Pool, tokens: string[], slots: RaceSlot[], capacity: number, expected: number): Promise<RaceRow> {
  const { calls, ms } = await withConnections(tokens, tokens.length, (token, i) => post(`${appUrl}/api/bookings`, token, { service: slots[i % slots.length].serviceId, slot: slots[i % slots.length].id }, i));
  const { rows } = await pool.query(`SELECT count(*)::int AS n FROM "Booking" WHERE "slotId" = ANY($1::uuid[]) AND ${LIVE}`, [slots.map((slot) => slot.id)]);
  const count = (status: number) => calls.filter((call) => call.status === status).length;
  const row = {
    name,
    customers: tokens.length,
    slots: slots.length,
    capacity,
    expected,
    settledMs: ms,
    created: count(201),
    conflicts: count(409),
    other: calls.length - count(201) - count(409),
    bookingsInDatabase: rows[0].n as number,
    overbooked: await overbookedSlots(pool),
  };
  console.log(`  ${name}: ${row.customers} customers for ${row.slots} slots of ${capacity}: ${fmt(ms)} ms, ${row.created} created, ${row.conflicts} conflicts, ${row.other} other; ${row.bookingsInDatabase} live bookings (exactly ${expected} expected)`);
  console.log(`    refused: ${takeRefusals()}`);
  return row;
}

/** Free one-place bench slots at least a day ahead (SQL over "Slot" sl). */
const FREE_BENCH_SLOTS = `SELECT sl.id, sl."serviceId", sl."startsAt", sl."endsAt" FROM "Slot" sl JOIN "Service" s ON s.id = sl."serviceId"
  WHERE s.description LIKE 'Bench service %' AND sl.status = 'available' AND sl."heldUntil" IS NULL AND sl.capacity = 1 AND sl."startsAt" > now() + interval '1 day'`;

/**
 * `count` new slots of a bench service, `capacity` places each, one every two hours from
 * `daysAhead` days ahead: past every seeded slot (the demo shop's schedule runs two weeks
 * ahead), so that all the shop's bays are free then; checked, since the expected counts rest on it.
 */
async function newSlots(pool: pg.Pool, serviceId: string, daysAhead: number, count: number, capacity: number): Promise<RaceSlot[]> {
  const { rows: busy } = await pool.query(
    `SELECT count(*)::int AS n FROM "Booking" WHERE "bayId" IS NOT NULL AND ${LIVE}
        AND tstzrange("occupiedFrom", "occupiedUntil", '[)') && tstzrange(date_trunc('day', now()) + make_interval(days => $1::int), date_trunc('day', now()) + make_interval(days => $1::int, hours => 2 * $2::int))`,
    [daysAhead, count],
  );
  if (busy[0].n > 0) throw new Error(`${busy[0].n} live bookings hold bays ${daysAhead} days ahead: the benchmark's slots there would not have every bay free`);
  const { rows } = await pool.query<RaceSlot>(
    `INSERT INTO "Slot" (id, "serviceId", date, "startTime", "endTime", "startsAt", "endsAt", status, capacity, "updatedAt")
     SELECT gen_random_uuid(), $1, (t AT TIME ZONE 'UTC')::date, to_char(t AT TIME ZONE 'UTC', 'HH24:MI'), to_char((t + interval '1 hour') AT TIME ZONE 'UTC', 'HH24:MI'),
            t, t + interval '1 hour', 'available', $4, now()
       FROM (SELECT date_trunc('day', now()) + make_interval(days => $2::int, hours => 2 * i) AS t FROM generate_series(0, $3::int - 1) AS i) times
     RETURNING id, "serviceId"`,
    [serviceId, daysAhead, count, capacity],
  );
  return rows;
}

/** The bench services, newest first, that no part of the benchmark has used: the nth. */
async function benchService(pool: pg.Pool, nth: number): Promise<string> {
  const { rows } = await pool.query(`SELECT id FROM "Service" WHERE description LIKE 'Bench service %' ORDER BY "createdAt" ASC OFFSET $1 LIMIT 1`, [nth]);
  return rows[0].id as string;
}

/**
 * Three races. One slot each: 200 customers, 10 for each of 20 one-place slots at 20 different
 * times, so that only the slot stands between them (exactly 20). Capacity: 200 customers for 20
 * slots of three places (exactly 60). Shared bays: 40 customers, 10 for each of four services'
 * slots at one time, which all need a bay of the shop's (exactly as many as its active bays that
 * can do them).
 */
export async function bookingRaces(appUrl: string, pool: pg.Pool, secret: string) {
  const { rows: apart } = await pool.query<RaceSlot>(
    `SELECT id, "serviceId" FROM (SELECT DISTINCT ON ("startsAt") * FROM (${FREE_BENCH_SLOTS}) f ORDER BY "startsAt", id) one_per_time ORDER BY "startsAt" LIMIT 20`,
  );
  // The latest time at which no live booking (the demo shop's included) occupies any bay: the whole shop is free to race for.
  const { rows: together } = await pool.query<RaceSlot>(
    `SELECT id, "serviceId" FROM (${FREE_BENCH_SLOTS}) f
      WHERE "startsAt" = (SELECT max(g."startsAt") FROM (${FREE_BENCH_SLOTS}) g
                           WHERE NOT EXISTS (SELECT 1 FROM "Booking" o WHERE o."bayId" IS NOT NULL AND o.${LIVE}
                                               AND tstzrange(o."occupiedFrom", o."occupiedUntil", '[)') && tstzrange(g."startsAt", g."endsAt", '[)')))
      ORDER BY id LIMIT 4`,
  );
  if (together.length < 2) throw new Error("The shared-bays race found no time with every bay free and several bench services' slots");
  const { rows: bays } = await pool.query(`SELECT count(*)::int AS n FROM "Bay" WHERE active AND (("allServices") OR "serviceIds" && $1::uuid[])`, [
    together.map((slot) => slot.serviceId),
  ]);
  const shopBays = bays[0].n as number;
  const capacity = Math.min(3, shopBays);
  const threePlaces = await newSlots(pool, await benchService(pool, 0), 30, 20, capacity);

  const tokens = (part: keyof typeof CUSTOMERS) => signedInCustomers(pool, secret, CUSTOMERS[part].count, CUSTOMERS[part].offset);
  return [
    await race("one slot each", appUrl, pool, await tokens("oneEach"), apart, 1, apart.length),
    await race("three places each", appUrl, pool, await tokens("capacity"), threePlaces, capacity, threePlaces.length * capacity),
    await race("shared bays", appUrl, pool, await tokens("sharedBays"), together, 1, Math.min(shopBays, together.length)),
  ];
}

/** Books `slots` for the customers (customer i: slot i mod n) and pays each on the test checkout; the bookings' ids. */
async function paidBookings(appUrl: string, tokens: string[], slots: RaceSlot[]): Promise<string[]> {
  const ids: string[] = new Array(tokens.length);
  await withConnections(tokens, 8, async (token, i) => {
    const slot = slots[i % slots.length];
    ids[i] = await bookAndPayAt(appUrl, token, slot.serviceId, slot.id, { "x-forwarded-for": `127.0.2.${i % 250}` });
    return 201;
  });
  return ids;
}

export type ChangeRow = {
  name: string;
  bookings: number;
  requests: number;
  connections: number;
  ms: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  ok: number;
  conflicts: number;
  other: number;
  expectedOk: number;
  /** What the database shows afterwards, against what it must. */
  check: { label: string; value: number; expected: number };
  overbooked: number;
};

function percentile(calls: Call[], p: number): number {
  const sorted = calls.map((call) => call.ms).sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
}

function changeRow(name: string, bookings: number, connections: number, result: { calls: Call[]; ms: number }, expectedOk: number, check: ChangeRow["check"], overbooked: number): ChangeRow {
  const count = (status: number) => result.calls.filter((call) => call.status === status).length;
  const row = {
    name,
    bookings,
    requests: result.calls.length,
    connections,
    ms: result.ms,
    requestsPerSecond: result.calls.length / (result.ms / 1000),
    p50: percentile(result.calls, 50),
    p99: percentile(result.calls, 99),
    ok: count(200),
    conflicts: count(409),
    other: result.calls.length - count(200) - count(409),
    expectedOk,
    check,
    overbooked,
  };
  console.log(
    `  ${name}: ${row.requests} requests at ${connections} connections in ${fmt(row.ms)} ms (${fmt(row.requestsPerSecond)}/s, p50 ${row.p50} ms, p99 ${row.p99} ms): ${row.ok} done, ${row.conflicts} conflicts, ${row.other} other; ${check.label} ${check.value} (${check.expected} expected), ${overbooked} slots over capacity`,
  );
  console.log(`    refused: ${takeRefusals()}`);
  return row;
}

/**
 * Customers changing their confirmed bookings under 50 connections, each request sent twice at
 * once (a double click, or two tabs):
 * - cancel: 150 bookings (50 slots of three places), 300 requests: each booking cancelled once
 *   (150 × 200, 150 × 409) and every one of its slots free again;
 * - reschedule: 60 bookings (20 slots of three places) moving to 10 other slots of three places,
 *   six customers for each, 120 requests: exactly 30 moves (each target full, nothing over capacity).
 */
export async function changesUnderLoad(appUrl: string, pool: pg.Pool, secret: string): Promise<ChangeRow[]> {
  const connections = 50;
  const twice = <T>(items: T[]) => items.flatMap((item) => [item, item]);

  const cancelTokens = await signedInCustomers(pool, secret, CUSTOMERS.cancel.count, CUSTOMERS.cancel.offset);
  const cancelSlots = await newSlots(pool, await benchService(pool, 1), 34, 50, 3);
  const cancelIds = await paidBookings(appUrl, cancelTokens, cancelSlots);
  const cancels = await withConnections(twice(cancelIds.map((id, i) => ({ id, token: cancelTokens[i] }))), connections, ({ id, token }, i) =>
    post(`${appUrl}/api/my-bookings/${id}/cancel`, token, {}, i),
  );
  const { rows: stillLive } = await pool.query(`SELECT count(*)::int AS n FROM "Booking" WHERE "slotId" = ANY($1::uuid[]) AND ${LIVE}`, [cancelSlots.map((slot) => slot.id)]);
  const cancel = changeRow("cancel", cancelIds.length, connections, cancels, cancelIds.length, { label: "live bookings left on their slots", value: stillLive[0].n as number, expected: 0 }, await overbookedSlots(pool));

  const moveService = await benchService(pool, 2);
  const moveTokens = await signedInCustomers(pool, secret, CUSTOMERS.reschedule.count, CUSTOMERS.reschedule.offset);
  const fromSlots = await newSlots(pool, moveService, 40, 20, 3);
  const toSlots = await newSlots(pool, moveService, 44, 10, 3);
  const moveIds = await paidBookings(appUrl, moveTokens, fromSlots);
  const moves = await withConnections(twice(moveIds.map((id, i) => ({ id, token: moveTokens[i], slot: toSlots[i % toSlots.length].id }))), connections, ({ id, token, slot }, i) =>
    post(`${appUrl}/api/my-bookings/${id}/reschedule`, token, { slot }, i),
  );
  const { rows: moved } = await pool.query(`SELECT count(*)::int AS n FROM "Booking" WHERE "slotId" = ANY($1::uuid[]) AND ${LIVE}`, [toSlots.map((slot) => slot.id)]);
  const places = toSlots.length * 3;
  const reschedule = changeRow("reschedule", moveIds.length, connections, moves, places, { label: "live bookings on the target slots", value: moved[0].n as number, expected: places }, await overbookedSlots(pool));
  return [cancel, reschedule];
}

const fmt = (n: number) => n.toFixed(0);
