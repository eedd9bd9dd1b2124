import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { freePort, waitForServer } from "../../scripts/net";
import {
  BASE_URL,
  bearer,
  insertCustomer,
  insertService,
  insertSlot,
  isoDay,
  json,
  newClientAddress,
  pool,
  registerCustomer,
  removeCreatedUsers,
  removeServices,
  uniqueWord,
  webSignIn,
} from "./support";
import { callServerAction } from "./server-actions";

/**
 * Spotless as several instances on one PostgreSQL. `npm test` starts two
 * (BASE_URL takes test payments, STRIPE_BASE_URL takes them through Stripe);
 * nothing that decides a booking, a rate limit or a session lives in one
 * instance's memory. The last test starts a third instance and kills it
 * (SIGKILL) in the middle of a booking load.
 */
const SECOND_URL = process.env.STRIPE_BASE_URL ?? "";
// Starting a third instance and loading it takes seconds, more on a busy machine.
jest.setTimeout(120_000);
const STRESS = process.env.STRESS === "1";
const instances = [BASE_URL, SECOND_URL];

const word = uniqueWord();
// Computed when the tests run, not when the file loads.
let day: string;
let serviceId: string;
let nextHour = 0;

const post = (baseUrl: string, route: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl}${route}`, { method: "POST", ...json(body, headers) });

async function slotsOf(count: number, date = day) {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    nextHour += 1;
    const minutes = nextHour * 5;
    const at = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
    ids.push(await insertSlot({ serviceId, date, startTime: at(minutes), endTime: at(minutes + 5) }));
  }
  return ids;
}

beforeAll(async () => {
  day = isoDay(4);
  if (!SECOND_URL) throw new Error("STRIPE_BASE_URL is not set: run the API tests through 'npm test'");
  serviceId = await insertService({ name: `Instances ${word}`, priceCents: 3000, duration: 5 });
});

afterAll(async () => {
  await removeServices([serviceId]);
  await removeCreatedUsers();
  await pool.end();
});

describe("two instances on one database", () => {
  it("the 50-way race for one slot, split across both, gives exactly one booking", async () => {
    const [slot] = await slotsOf(1);
    const racers = await Promise.all(Array.from({ length: 50 }, () => insertCustomer()));
    const answers = await Promise.all(
      racers.map((racer, i) => post(instances[i % 2], "/api/bookings", { service: serviceId, slot }, bearer(racer.token)).then((response) => response.status)),
    );
    expect(answers.filter((status) => status === 201)).toHaveLength(1);
    expect(answers.filter((status) => status === 409)).toHaveLength(49);
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM "Booking" WHERE "slotId" = $1 AND status IN ('pending', 'confirm')`, [slot]);
    expect(rows[0].n).toBe(1);
  });

  it("shares rate limits: sign-ins from one address count on both instances", async () => {
    const client = newClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const response = await post(instances[i % 2], "/api/auth/login", { email: `nobody${i}@example.test`, password: "whatever1" }, { "x-forwarded-for": client });
      statuses.push(response.status);
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    for (const instance of instances) {
      const refused = await post(instance, "/api/auth/login", { email: "x@example.test", password: "whatever1" }, { "x-forwarded-for": client });
      expect(refused.status).toBe(429);
    }
  });

  it("a session made on one instance works on the other", async () => {
    const customer = await registerCustomer();
    // The web session (Auth.js cookie), signed in on the first instance.
    const cookie = await webSignIn(customer.email, customer.password, BASE_URL);
    const viaCookie = await fetch(`${SECOND_URL}/api/auth/auth-state`, { headers: { cookie } });
    expect(viaCookie.status).toBe(200);
    expect((await viaCookie.json()).data._id).toBe(customer.user._id);
    // The REST tokens: an access token from the first, the refresh token rotated on the second, then used on the first.
    const viaBearer = await fetch(`${SECOND_URL}/api/my-bookings`, { headers: bearer(customer.accessToken) });
    expect(viaBearer.status).toBe(200);
    const refresh = (baseUrl: string, token: string) =>
      fetch(`${baseUrl}/api/auth/refreshToken`, { method: "POST", headers: { cookie: `refreshToken=${token}`, origin: baseUrl, "x-forwarded-for": newClientAddress() } });
    const rotated = await refresh(SECOND_URL, customer.refreshToken);
    expect(rotated.status).toBe(200);
    const { accessToken, refreshToken: successor } = await rotated.json();
    expect((await fetch(`${BASE_URL}/api/my-bookings`, { headers: bearer(accessToken) })).status).toBe(200);
    // Another tab refreshing with the same token at once, through the first instance, gets the same successor.
    const sameMoment = await refresh(BASE_URL, customer.refreshToken);
    expect(sameMoment.status).toBe(200);
    expect((await sameMoment.json()).refreshToken).toBe(successor);
    // Once the grace window has passed, the old token is spent on every instance: presenting it is theft.
    await pool.query(`UPDATE "RefreshToken" SET "rotatedAt" = now() - interval '11 seconds' WHERE "userId" = $1 AND "rotatedAt" IS NOT NULL`, [customer.user._id]);
    expect((await refresh(BASE_URL, customer.refreshToken)).status).toBe(401);
    expect((await refresh(SECOND_URL, successor)).status).toBe(401);
  });

  it("signing out on one instance ends the session on the other, for the web session and the REST tokens", async () => {
    const customer = await registerCustomer();
    // REST: the access token and refresh token from a sign-in, ended by a logout on the second instance.
    expect((await fetch(`${BASE_URL}/api/my-bookings`, { headers: bearer(customer.accessToken) })).status).toBe(200);
    const logout = await fetch(`${SECOND_URL}/api/auth/logout`, { method: "POST", headers: bearer(customer.refreshToken) });
    expect(logout.status).toBe(200);
    expect((await fetch(`${BASE_URL}/api/my-bookings`, { headers: bearer(customer.accessToken) })).status).toBe(401);
    const refreshed = await fetch(`${BASE_URL}/api/auth/refreshToken`, { method: "POST", headers: { ...bearer(customer.refreshToken), "x-forwarded-for": newClientAddress() } });
    expect(refreshed.status).toBe(401);

    // The web session: signed in on the first instance, signed out by the site's own sign-out (logoutAction) on the second.
    const cookie = await webSignIn(customer.email, customer.password, BASE_URL);
    expect((await fetch(`${BASE_URL}/api/auth/auth-state`, { headers: { cookie } })).status).toBe(200);
    const signedOut = await callServerAction(SECOND_URL, "logoutAction", cookie);
    expect(signedOut.status).toBe(200);
    // The copied cookie no longer signs anyone in, on either instance.
    for (const instance of instances) {
      expect((await fetch(`${instance}/api/auth/auth-state`, { headers: { cookie } })).status).toBe(401);
    }
  });
});

// ------------------------------------------------------------ an instance killed mid-load

async function startInstance(): Promise<{ url: string; server: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(process.cwd(), "server.mjs"), "-p", String(port), "-H", "127.0.0.1"], {
    cwd: process.cwd(),
    stdio: "ignore",
    env: { ...process.env, APP_URL: url, NODE_ENV: "production", STRIPE_SECRET_KEY: "", ALLOW_TEST_CHECKOUT: "true" },
  });
  try {
    await waitForServer(`${url}/api/services?limit=1`, server);
  } catch (error) {
    server.kill("SIGKILL");
    throw error;
  }
  return { url, server };
}

describe("an instance killed in the middle of a booking load", () => {
  it("leaves no half-made booking, and the holds it left behind expire and free their slots", async () => {
    const customers = STRESS ? 400 : 120;
    const slotCount = STRESS ? 100 : 40;
    const slots = await slotsOf(slotCount, isoDay(5));
    const racers = await Promise.all(Array.from({ length: customers }, () => insertCustomer("killed")));
    const { url, server } = await startInstance();

    // Every customer tries for one slot (three or so per slot), all at once; the instance dies while they are answered.
    let answered = 0;
    const load = racers.map((racer, i) =>
      post(url, "/api/bookings", { service: serviceId, slot: slots[i % slotCount] }, bearer(racer.token))
        .then((response) => {
          answered += 1;
          return response.status;
        })
        .catch(() => "connection lost" as const),
    );
    while (answered < customers / 10) await new Promise((resolve) => setTimeout(resolve, 5));
    server.kill("SIGKILL");
    const outcomes = await Promise.all(load);
    expect(outcomes).toContain("connection lost");
    expect(outcomes.filter((outcome) => typeof outcome === "number" && outcome >= 500)).toEqual([]);

    // No half-made booking: every held slot has exactly one booking awaiting payment that holds it until the same moment, and the other way round.
    const { rows } = await pool.query<{ id: string; heldUntil: Date | null; pending: number; holdsMatch: boolean }>(
      `SELECT s.id, s."heldUntil",
              count(b.id) FILTER (WHERE b.status = 'pending')::int AS pending,
              bool_and(b.status <> 'pending' OR b."holdExpiresAt" = s."heldUntil") AS "holdsMatch"
         FROM "Slot" s LEFT JOIN "Booking" b ON b."slotId" = s.id
        WHERE s.id = ANY($1::uuid[]) GROUP BY s.id, s."heldUntil"`,
      [slots],
    );
    expect(rows).toHaveLength(slotCount);
    for (const slot of rows) {
      expect({ slot: slot.id, pending: slot.pending, held: slot.heldUntil !== null }).toEqual({ slot: slot.id, pending: slot.heldUntil ? 1 : 0, held: slot.pending === 1 });
      if (slot.pending === 1) expect(slot.holdsMatch).toBe(true);
    }
    const held = rows.filter((slot) => slot.heldUntil !== null).map((slot) => slot.id);
    expect(held.length).toBeGreaterThan(0);

    // Half an hour later (the holds moved into the past): the slots read as free on the surviving instance, and can be booked again.
    await pool.query(`UPDATE "Booking" SET "holdExpiresAt" = now() - interval '1 second', "createdAt" = now() - interval '31 minutes' WHERE "slotId" = ANY($1::uuid[]) AND status = 'pending'`, [held]);
    await pool.query(`UPDATE "Slot" SET "heldUntil" = now() - interval '1 second' WHERE id = ANY($1::uuid[])`, [held]);
    for (const slot of held.slice(0, 10)) {
      const state = await (await fetch(`${BASE_URL}/api/slots/availability/${slot}`)).json();
      expect(state.data.bookable).toBe(true);
    }
    const again = await Promise.all(held.slice(0, 10).map(async (slot) => (await post(BASE_URL, "/api/bookings", { service: serviceId, slot }, bearer((await insertCustomer("after")).token))).status));
    expect(again).toEqual(held.slice(0, 10).map(() => 201));
  });
});
