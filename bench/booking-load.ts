/**
 * The benchmark's booking work: customers racing for places, and customers
 * cancelling and moving their bookings all at once. Every request goes
 * through the REST API as a customer's would; what it left is then counted in
 * the database, which is the judge (a 201 the database does not hold, or a
 * slot holding more than its capacity, fails the row).
 */
import { createHmac } from "node:crypto";
import pg from "pg";
import { bookAndPayAt, payOnTestCheckout } from "../scripts/test-checkout";

/** An access token of a session (a row in "Session", which the token names as sid), for a person of `role`, as the server issues them (lib/server/auth/access-token.ts). */
export function accessToken(secret: string, userId: string, sessionId: string, role: "user" | "admin" = "user"): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${encode({ alg: "HS256" })}.${encode({ sub: userId, sid: sessionId, role, iss: "spotless", aud: "spotless-api", iat: now, exp: now + 900 })}`;
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

/** The demo shop's first admin, signed in (a row in "Session"): their access token. */
export async function signedInAdmin(pool: pg.Pool, secret: string): Promise<string> {
  const { rows } = await pool.query<{ id: string; userId: string }>(
    `INSERT INTO "Session" (id, "userId", "expiresAt")
     SELECT gen_random_uuid(), id, now() + interval '1 day' FROM (SELECT id FROM "User" WHERE role = 'admin' ORDER BY "createdAt", id LIMIT 1) a
     RETURNING id, "userId"`,
  );
  if (!rows[0]) throw new Error("The database holds no admin to sign in");
  return accessToken(secret, rows[0].userId, rows[0].id, "admin");
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
  /** The customer whose bookings GET /api/my-bookings lists under load (a regular: about 23 bookings in the seed). */
  myBookings: { offset: 4000, count: 1 },
  /** Booking (and paying) at 50 connections, each a customer of their own. */
  bookAtFifty: { offset: 2000, count: 500 },
  /** The mixed-vehicle race: classes and add-ons of different lengths for one morning in a two-bay shop. */
  mixedVehicles: { offset: 2600, count: 40 },
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

/** `client`: the customer's number, whose address (X-Forwarded-For) is 127.0.1.(n mod 250); or the address itself. */
const post = async (url: string, token: string, body: unknown, client: number | string) => {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}`, "x-forwarded-for": typeof client === "string" ? client : `127.0.1.${client % 250}` },
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

export type BookingLoadRow = {
  bookings: number;
  connections: number;
  ms: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  payP50: number;
  payP99: number;
  created: number;
  paid: number;
  other: number;
  /** Confirmed, paid bookings of the customers on their slots, in the database (exactly `bookings` expected). */
  confirmedInDatabase: number;
  bookingsInDatabase: number;
  overbooked: number;
};

/**
 * `count` one-place slots of a bench service an hour apart (back to back, an hour each), from
 * `daysAhead` days ahead: past every seeded slot, one booking at a time in the whole shop, so that
 * no two of them compete for a place or a bay. Checked free of live bookings, as newSlots is.
 */
async function hourlySlots(pool: pg.Pool, serviceId: string, daysAhead: number, count: number): Promise<RaceSlot[]> {
  const { rows: busy } = await pool.query(
    `SELECT count(*)::int AS n FROM "Booking" WHERE "bayId" IS NOT NULL AND ${LIVE}
        AND tstzrange("occupiedFrom", "occupiedUntil", '[)') && tstzrange(date_trunc('day', now()) + make_interval(days => $1::int), date_trunc('day', now()) + make_interval(days => $1::int, hours => $2::int))`,
    [daysAhead, count],
  );
  if (busy[0].n > 0) throw new Error(`${busy[0].n} live bookings hold bays ${daysAhead} days ahead: the benchmark's slots there would not be free`);
  const { rows } = await pool.query<RaceSlot>(
    `INSERT INTO "Slot" (id, "serviceId", date, "startTime", "endTime", "startsAt", "endsAt", status, capacity, "updatedAt")
     SELECT gen_random_uuid(), $1, (t AT TIME ZONE 'UTC')::date, to_char(t AT TIME ZONE 'UTC', 'HH24:MI'), to_char((t + interval '1 hour') AT TIME ZONE 'UTC', 'HH24:MI'),
            t, t + interval '1 hour', 'available', 1, now()
       FROM (SELECT date_trunc('day', now()) + make_interval(days => $2::int, hours => i) AS t FROM generate_series(0, $3::int - 1) AS i) times
     RETURNING id, "serviceId"`,
    [serviceId, daysAhead, count],
  );
  return rows;
}

/**
 * Booking at 50 connections: 500 customers, each booking a slot of their own (free, an hour apart)
 * through POST /api/bookings and paying it on the test checkout, 50 customers at a time; each from
 * an address of their own (holds are capped per address). Timed: the booking request (req/s over
 * the whole run, p50 and p99) and the payment apart. The database must then hold exactly those
 * bookings, confirmed and paid, and no slot over its capacity.
 */
export async function bookingsAtFifty(appUrl: string, pool: pg.Pool, secret: string): Promise<BookingLoadRow> {
  const connections = 50;
  const { offset, count } = CUSTOMERS.bookAtFifty;
  const tokens = await signedInCustomers(pool, secret, count, offset);
  const slots = await hourlySlots(pool, await benchService(pool, 5), 60, tokens.length);
  const bookingCalls: Call[] = [];
  const pays: Call[] = [];
  let paid = 0;
  const address = (i: number) => `10.50.${Math.floor(i / 250)}.${1 + (i % 250)}`;
  const result = await withConnections(tokens, connections, async (token, i) => {
    const slot = slots[i];
    const asked = performance.now();
    const response = await fetch(`${appUrl}/api/bookings`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}`, "x-forwarded-for": address(i) },
      body: JSON.stringify({ service: slot.serviceId, slot: slot.id }),
    });
    const body = (await response.json()) as { message?: string; data?: { payment_url: string } };
    bookingCalls.push({ status: response.status, ms: performance.now() - asked });
    if (response.status !== 201) {
      const message = `${response.status} ${body.message ?? ""}`;
      refusals.set(message, (refusals.get(message) ?? 0) + 1);
      return response.status;
    }
    const at = performance.now();
    try {
      await payOnTestCheckout(body.data!.payment_url);
      paid += 1;
    } catch (error) {
      const message = `payment: ${(error as Error).message.slice(0, 120)}`;
      refusals.set(message, (refusals.get(message) ?? 0) + 1);
    }
    pays.push({ status: 200, ms: performance.now() - at });
    return response.status;
  });
  const ids = slots.map((slot) => slot.id);
  const { rows } = await pool.query(
    `SELECT count(*) FILTER (WHERE status = 'confirm' AND payment = 'paid')::int AS confirmed, count(*)::int AS total
       FROM "Booking" WHERE "slotId" = ANY($1::uuid[])`,
    [ids],
  );
  const created = result.calls.filter((call) => call.status === 201).length;
  const row: BookingLoadRow = {
    bookings: tokens.length,
    connections,
    ms: result.ms,
    requestsPerSecond: tokens.length / (result.ms / 1000),
    p50: percentile(bookingCalls, 50),
    p99: percentile(bookingCalls, 99),
    payP50: percentile(pays, 50),
    payP99: percentile(pays, 99),
    created,
    paid,
    other: result.calls.length - created,
    confirmedInDatabase: rows[0].confirmed as number,
    bookingsInDatabase: rows[0].total as number,
    overbooked: await overbookedSlots(pool),
  };
  console.log(
    `  booking at ${connections} connections: ${row.bookings} customers in ${fmt(row.ms)} ms (${fmt(row.requestsPerSecond)} bookings/s, each booked and paid); ` +
      `POST /api/bookings p50 ${row.p50} ms, p99 ${row.p99} ms; payment p50 ${row.payP50} ms, p99 ${row.payP99} ms; ` +
      `${row.created} created, ${row.paid} paid, ${row.other} other; ${row.confirmedInDatabase} confirmed and paid in the database (${row.bookingsInDatabase} on the slots), ${row.overbooked} slots over capacity`,
  );
  console.log(`    refused: ${takeRefusals()}`);
  return row;
}

export type MixedRaceRow = {
  customers: number;
  slots: number;
  bays: number;
  settledMs: number;
  created: number;
  conflicts: number;
  other: number;
  /** The 201s whose booking the database holds live. */
  createdInDatabase: number;
  /** Pairs of live bookings on one bay whose times overlap: by the bay time stored, and by each booking's own length (its lines' minutes). */
  overlaps: number;
  overlapsByLength: number;
  /** 409s whose slot kept a place and for whose whole length one of the bays stayed free (refused though it fitted). */
  refusedWithRoom: number;
  /** Live bookings whose stored bay time is not their slot's start plus their lines' minutes plus the service's buffer. */
  wrongLength: number;
};

/**
 * The mixed-vehicle race, all at once: 40 customers for one morning (08:00 to 12:00, 90 days ahead)
 * of four bench services, a slot of two places each hour for each, in a shop cut down to two bays
 * for the race (its other bays inactive until it ends). Each customer names a vehicle class
 * (the default hour; an SUV 30 minutes more; a pickup an hour more; a motorbike half an hour less)
 * and none, one or two add-ons (20 and 45 minutes), so their bookings end at different times and
 * run into the next hours' slots. Only the bays stand between them: every answer is 201 or 409,
 * every 201 is live in the database, and no bay holds two live bookings whose times overlap.
 */
export async function mixedVehicleRace(appUrl: string, pool: pg.Pool, secret: string): Promise<MixedRaceRow> {
  const services: string[] = [];
  for (let nth = 6; nth < 10; nth += 1) services.push(await benchService(pool, nth));
  const { rows: classes } = await pool.query<{ id: string; name: string; isDefault: boolean }>(`SELECT id, name, "isDefault" FROM "VehicleClass" ORDER BY position`);
  const extra = [30, 60, -30];
  /** The minutes each class adds to the services' hour. */
  const classMinutes = new Map(classes.map((c) => [c.id, 0]));
  for (const [index, vehicleClass] of classes.filter((c) => !c.isDefault).slice(0, 3).entries()) {
    classMinutes.set(vehicleClass.id, extra[index]);
    await pool.query(
      `INSERT INTO "ServicePrice" ("serviceId", "vehicleClassId", "priceCents", duration)
       SELECT id, $2, "priceCents" + $3::int * 50, duration + $3::int FROM "Service" WHERE id = ANY($1::uuid[])
       ON CONFLICT ("serviceId", "vehicleClassId") DO UPDATE SET "priceCents" = EXCLUDED."priceCents", duration = EXCLUDED.duration`,
      [services, vehicleClass.id, extra[index]],
    );
  }
  const { rows: addOns } = await pool.query<{ id: string; minutes: number }>(
    `INSERT INTO "AddOn" (id, name, "priceCents", minutes, "serviceIds", "updatedAt")
     VALUES (gen_random_uuid(), 'Bench race interior', 1500, 20, $1::uuid[], now()), (gen_random_uuid(), 'Bench race ceramic', 4000, 45, $1::uuid[], now())
     RETURNING id, minutes`,
    [services],
  );
  const { rows: morning } = await pool.query<RaceSlot>(
    `INSERT INTO "Slot" (id, "serviceId", date, "startTime", "endTime", "startsAt", "endsAt", status, capacity, "updatedAt")
     SELECT gen_random_uuid(), v.id, (t AT TIME ZONE 'UTC')::date, to_char(t AT TIME ZONE 'UTC', 'HH24:MI'), to_char((t + interval '1 hour') AT TIME ZONE 'UTC', 'HH24:MI'),
            t, t + interval '1 hour', 'available', 2, now()
       FROM unnest($1::uuid[]) AS v(id),
            (SELECT date_trunc('day', now()) + make_interval(days => 90, hours => h) AS t FROM generate_series(8, 11) AS h) times
      ORDER BY t, v.id
     RETURNING id, "serviceId"`,
    [services],
  );
  const { rows: bays } = await pool.query<{ id: string }>(`SELECT id FROM "Bay" WHERE active AND "allServices" ORDER BY position, "createdAt", id`);
  if (bays.length < 2) throw new Error("The mixed-vehicle race needs two bays that do every service");
  const { rows: others } = await pool.query<{ id: string }>(`SELECT id FROM "Bay" WHERE active AND id <> ALL($1::uuid[])`, [bays.slice(0, 2).map((bay) => bay.id)]);
  const otherBays = others.map((bay) => bay.id);
  const tokens = await signedInCustomers(pool, secret, CUSTOMERS.mixedVehicles.count, CUSTOMERS.mixedVehicles.offset);
  // Customer i: slot i mod 16; its class and add-ons turn with i and with each round of the slots.
  const addOnSets = [[], [addOns[0]], [addOns[1]], [addOns[0], addOns[1]]];
  const choice = (i: number) => {
    const round = Math.floor(i / morning.length);
    const vehicleClass = classes[(i + round) % classes.length];
    const chosen = addOnSets[(Math.floor(i / classes.length) + round) % 4];
    return {
      service: morning[i % morning.length].serviceId,
      slot: morning[i % morning.length].id,
      ...(vehicleClass.isDefault ? {} : { vehicleClass: vehicleClass.id }),
      addOns: chosen.map((addOn) => addOn.id),
      /** Its length, in minutes: the hour, its class's minutes, its add-ons'. */
      minutes: 60 + classMinutes.get(vehicleClass.id)! + chosen.reduce((sum, addOn) => sum + addOn.minutes, 0),
    };
  };
  await pool.query(`UPDATE "Bay" SET active = false WHERE id = ANY($1::uuid[])`, [otherBays]);
  let result: { calls: Call[]; ms: number };
  try {
    result = await withConnections(tokens, tokens.length, (token, i) => post(`${appUrl}/api/bookings`, token, (({ minutes: _minutes, ...body }) => body)(choice(i)), `10.40.0.${1 + i}`));
  } finally {
    await pool.query(`UPDATE "Bay" SET active = true WHERE id = ANY($1::uuid[])`, [otherBays]);
  }
  const created = result.calls.filter((call) => call.status === 201).length;
  const conflicts = result.calls.filter((call) => call.status === 409).length;
  const { rows: live } = await pool.query(`SELECT count(*)::int AS n FROM "Booking" WHERE "slotId" = ANY($1::uuid[]) AND ${LIVE}`, [morning.map((slot) => slot.id)]);
  // Every live booking's own bay time: its slot's start, plus its lines' minutes (service for its class, add-ons), plus its service's buffer.
  const { rows: checks } = await pool.query(
    `WITH own AS (
       SELECT b.id, b."bayId", tstzrange(b."occupiedFrom", b."occupiedUntil", '[)') AS stored,
              tstzrange(s."startsAt", s."startsAt" + make_interval(mins => (SELECT sum(i.minutes)::int FROM "BookingItem" i WHERE i."bookingId" = b.id) + v."bufferMinutes"), '[)') AS computed
         FROM "Booking" b JOIN "Slot" s ON s.id = b."slotId" JOIN "Service" v ON v.id = b."serviceId"
        WHERE b.${LIVE} AND b."bayId" IS NOT NULL
          AND b."occupiedUntil" > date_trunc('day', now()) + interval '90 days' AND b."occupiedFrom" < date_trunc('day', now()) + interval '91 days')
     SELECT (SELECT count(*)::int FROM own a JOIN own b ON a."bayId" = b."bayId" AND a.id < b.id AND a.stored && b.stored) AS overlaps,
            (SELECT count(*)::int FROM own a JOIN own b ON a."bayId" = b."bayId" AND a.id < b.id AND a.computed && b.computed) AS "overlapsByLength",
            (SELECT count(*)::int FROM own WHERE computed IS DISTINCT FROM stored) AS "wrongLength"`,
  );
  // A refusal the end state does not explain: its slot had a place left and one of the two bays is free for its whole length.
  const refused = tokens.map((_, i) => i).filter((i) => result.calls[i].status === 409);
  const { rows: unexplained } = await pool.query(
    `SELECT count(*)::int AS n FROM unnest($1::uuid[], $2::int[]) AS r("slotId", minutes) JOIN "Slot" s ON s.id = r."slotId" JOIN "Service" v ON v.id = s."serviceId"
      WHERE (SELECT count(*) FROM "Booking" k WHERE k."slotId" = s.id AND k.${LIVE}) < s.capacity
        AND EXISTS (SELECT 1 FROM unnest($3::uuid[]) AS bay(id) WHERE NOT EXISTS (
              SELECT 1 FROM "Booking" o WHERE o."bayId" = bay.id AND o.${LIVE}
                AND tstzrange(o."occupiedFrom", o."occupiedUntil", '[)') && tstzrange(s."startsAt", s."startsAt" + make_interval(mins => r.minutes + v."bufferMinutes"), '[)')))`,
    [refused.map((i) => choice(i).slot), refused.map((i) => choice(i).minutes), bays.slice(0, 2).map((bay) => bay.id)],
  );
  const row: MixedRaceRow = {
    refusedWithRoom: unexplained[0].n as number,
    customers: tokens.length,
    slots: morning.length,
    bays: 2,
    settledMs: result.ms,
    created,
    conflicts,
    other: result.calls.length - created - conflicts,
    createdInDatabase: live[0].n as number,
    overlaps: checks[0].overlaps as number,
    overlapsByLength: checks[0].overlapsByLength as number,
    wrongLength: checks[0].wrongLength as number,
  };
  console.log(
    `  mixed vehicles: ${row.customers} customers for ${row.slots} slots of 2 in a two-bay shop: ${fmt(row.settledMs)} ms, ${row.created} created, ${row.conflicts} conflicts (${row.refusedWithRoom} with a place and a bay free to the end), ${row.other} other; ` +
      `${row.createdInDatabase} live in the database; ${row.overlaps} overlapping pairs on a bay (${row.overlapsByLength} by each booking's own length), ${row.wrongLength} bay times not their length`,
  );
  console.log(`    refused: ${takeRefusals()}`);
  return row;
}

const fmt = (n: number) => n.toFixed(0);
