import { spawn, type ChildProcess } from "node:child_process";
import { createHmac, randomUUID } from "node:crypto";
import pg from "pg";
import { bookAndPayAt, payOnTestCheckout } from "../../scripts/test-checkout";

/** The server and database that scripts/test.ts started. */
export const BASE_URL = required("BASE_URL");
const DATABASE_URL = required("DATABASE_URL");

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the API tests through 'npm test'`);
  return value;
}

export const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });

export type ApiAnswer<T = unknown> = {
  status: number;
  contentType: string;
  body: { success: boolean; message: string; data: T; totalDoc?: number; errors?: { field: string; message: string }[] };
};

export async function api<T = unknown>(path: string, init?: RequestInit): Promise<ApiAnswer<T>> {
  const response = await fetch(`${BASE_URL}${path}`, init);
  const contentType = response.headers.get("content-type") ?? "";
  const text = await response.text();
  let body: ApiAnswer<T>["body"];
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`${path} answered ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`);
  }
  return { status: response.status, contentType, body };
}

/** A word no seeded service contains, to find only this test's fixtures. */
export const uniqueWord = () => `fx${randomUUID().slice(0, 8)}`;

export async function insertService(fields: { name: string; description?: string; priceCents: number; duration?: number; createdAt?: Date; isDeleted?: boolean }) {
  const id = randomUUID();
  await pool.query(
    `INSERT INTO "Service" (id, name, description, "priceCents", duration, "isDeleted", "createdAt", "updatedAt")
     VALUES ($1, $2, $3, $4, $5, $6, $7, now())`,
    [id, fields.name, fields.description ?? "A fixture service for the API tests", fields.priceCents, fields.duration ?? 30, fields.isDeleted ?? false, fields.createdAt ?? new Date()],
  );
  return id;
}

export async function insertSlot(fields: { serviceId: string; date: string; startTime: string; endTime: string; status?: "available" | "booked" | "cancel"; heldUntil?: Date | null }) {
  const id = randomUUID();
  // The tests run with BUSINESS_TIMEZONE unset, so local times are UTC.
  await pool.query(
    `INSERT INTO "Slot" (id, "serviceId", date, "startTime", "endTime", "startsAt", "endsAt", status, "heldUntil", "updatedAt")
     VALUES ($1, $2, $3::date, $4::text, $5::text, ($3::text || ' ' || $4::text || '+00')::timestamptz, ($3::text || ' ' || $5::text || '+00')::timestamptz, $6::"SlotStatus", $7, now())`,
    [id, fields.serviceId, fields.date, fields.startTime, fields.endTime, fields.status ?? "available", fields.heldUntil ?? null],
  );
  return id;
}

/**
 * Deleting a booking deletes its events and emails too, and the servers' job
 * workers may be writing those at that moment: PostgreSQL then picks one of
 * the two to fail with a deadlock, and the cleanup tries again.
 */
export async function withDeadlockRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if ((error as { code?: string }).code !== "40P01" || attempt === 5) throw error;
    }
  }
}

export async function removeServices(ids: string[]) {
  await watched("removing the test's services", async () => {
    await withDeadlockRetry(() => pool.query(`DELETE FROM "Booking" WHERE "serviceId" = ANY($1::uuid[])`, [ids]));
    await pool.query(`DELETE FROM "Slot" WHERE "serviceId" = ANY($1::uuid[])`, [ids]);
    await pool.query(`DELETE FROM "Service" WHERE id = ANY($1::uuid[])`, [ids]);
  });
}

/**
 * What the database's other sessions are doing, printed to the test's output: each one's state, what it waits on,
 * who blocks it, how long its transaction has run, and its statement. For a cleanup or a wait that takes far longer
 * than it should, so that its log says which session held it up.
 */
export async function reportDatabaseActivity(label: string): Promise<void> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  try {
    await client.connect();
    const { rows } = await client.query(
      `SELECT pid, application_name, state, wait_event_type, wait_event, pg_blocking_pids(pid) AS blocked_by,
              round(extract(epoch FROM now() - xact_start)::numeric, 1) AS xact_seconds, left(regexp_replace(query, '\\s+', ' ', 'g'), 160) AS query
         FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND state IS DISTINCT FROM 'idle'
        ORDER BY xact_start NULLS LAST`,
    );
    // The job queue's jobs not yet done (pg-boss's table, when the server has made it): what is running, then what is
    // waiting, due soonest first (a job retried after a failure among them; reminders due days ahead come last).
    const jobs = await client
      .query(
        `SELECT name, state, retry_count, round(extract(epoch FROM start_after - now())::numeric) AS due_in_seconds,
                round(extract(epoch FROM now() - started_on)::numeric) AS started_seconds_ago, left(data::text, 80) AS data
           FROM pgboss.job WHERE state IN ('created', 'retry', 'active') ORDER BY state <> 'active', start_after LIMIT 40`,
      )
      .then((result) => result.rows)
      .catch(() => []);
    console.error(
      `${label}: the database's other busy sessions\n${rows.map((row) => JSON.stringify(row)).join("\n") || "(none)"}\n` +
        `and the job queue's jobs not yet done\n${jobs.map((job) => JSON.stringify(job)).join("\n") || "(none)"}`,
    );
  } catch (error) {
    console.error(`${label}: the database's sessions could not be read: ${error instanceof Error ? error.message : error}`);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Runs `work`; if it has not finished after `afterMs`, reports the database's activity (once) and goes on waiting. */
export async function watched<T>(label: string, work: () => Promise<T>, afterMs = 20_000): Promise<T> {
  const timer = setTimeout(() => void reportDatabaseActivity(`Still ${label} after ${afterMs / 1000}s`), afterMs);
  try {
    return await work();
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Reads `read()` again (every 100 ms) until `done` holds for what it read,
 * and returns that; fails after `timeoutMs`. For what the server does on its
 * own time (an email sent after the answer), instead of a fixed sleep.
 */
export async function pollUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      last = await read();
      if (done(last)) return last;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await reportDatabaseActivity(`Still not there after ${timeoutMs / 1000}s`);
  throw new Error(`Still not there after ${timeoutMs / 1000}s: ${lastError instanceof Error ? lastError.message : JSON.stringify(last)}`);
}

export const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

// ---------------------------------------------------------------- accounts

/**
 * Rate limits count per client address. The servers `npm test` starts trust
 * one proxy hop (TRUSTED_PROXY_HOPS=1): the tests play the load balancer, and
 * X-Forwarded-For's last entry is the client. Each test "client" gets its own
 * address so that tests do not share budgets.
 */
let clientCounter = 0;
const runTag = Math.floor(Math.random() * 200) + 20;
export const newClientAddress = () => {
  clientCounter += 1;
  return `10.${runTag}.${Math.floor(clientCounter / 250)}.${(clientCounter % 250) + 1}`;
};

export type User = { _id: string; firstName: string; lastName: string; email: string; image: string | null; phone: string; address: string; role: "admin" | "user"; createdAt: string };
export type SignedIn = { user: User; accessToken: string; refreshToken: string; email: string; password: string; cookie: string | null };

export const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  headers: { "content-type": "application/json", "x-forwarded-for": newClientAddress(), ...headers },
  body: JSON.stringify(body),
});

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const createdEmails: string[] = [];
export const uniqueEmail = (label = "user") => `${label}.${randomUUID().slice(0, 8)}@example.test`;

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    firstName: "Test",
    lastName: "Customer",
    email: uniqueEmail(),
    address: "House 1, Road 2, Dhaka",
    phone: "+8801712345678",
    password: "Correct#Horse1",
    ...overrides,
  };
}

/** Registers a new customer through the API; removed again by removeCreatedUsers(). */
export async function registerCustomer(overrides: Record<string, unknown> = {}): Promise<SignedIn> {
  const payload = registration(overrides);
  const response = await fetch(`${BASE_URL}/api/auth/register/customer`, { method: "POST", ...json(payload) });
  const body = await response.json();
  if (response.status !== 201) throw new Error(`register answered ${response.status}: ${JSON.stringify(body)}`);
  createdEmails.push(payload.email.toLowerCase());
  return { user: body.data, accessToken: body.accessToken, refreshToken: body.refreshToken, email: payload.email, password: payload.password, cookie: response.headers.get("set-cookie") };
}

export async function login(email: string, password: string): Promise<SignedIn> {
  const response = await fetch(`${BASE_URL}/api/auth/login`, { method: "POST", ...json({ email, password }) });
  const body = await response.json();
  if (response.status !== 200) throw new Error(`login answered ${response.status}: ${JSON.stringify(body)}`);
  return { user: body.data, accessToken: body.accessToken, refreshToken: body.refreshToken, email, password, cookie: response.headers.get("set-cookie") };
}

/** A customer who is an admin: registered, then promoted in the database. */
export async function registerAdmin(): Promise<SignedIn> {
  const account = await registerCustomer({ firstName: "Test", lastName: "Admin" });
  await pool.query(`UPDATE "User" SET role = 'admin' WHERE id = $1`, [account.user._id]);
  return { ...account, user: { ...account.user, role: "admin" } };
}

export const demoAdmin = () => login("admin@spotless.test", "Admin#2026");

export async function removeCreatedUsers() {
  if (!createdEmails.length) return;
  const emails = createdEmails.splice(0);
  await withDeadlockRetry(() => pool.query(`DELETE FROM "Booking" WHERE "customerId" IN (SELECT id FROM "User" WHERE email = ANY($1::text[]))`, [emails]));
  await pool.query(`DELETE FROM "User" WHERE email = ANY($1::text[])`, [emails]);
}

/**
 * A customer made straight in the database, signed in (a session row) with an
 * access token: for tests that need many customers at once (registration is
 * rate limited and slow by design). Removed again by removeCreatedUsers().
 */
export async function insertCustomer(label = "racer"): Promise<{ id: string; email: string; token: string }> {
  const id = randomUUID();
  const sessionId = randomUUID();
  const email = uniqueEmail(label);
  await pool.query(
    `INSERT INTO "User" (id, "firstName", "lastName", email, "passwordHash", phone, role, "updatedAt")
     VALUES ($1, 'Race', $2, $3, 'not-a-password-hash', '+8801712345678', 'user', now())`,
    [id, label, email],
  );
  await pool.query(`INSERT INTO "Session" (id, "userId", "expiresAt") VALUES ($1, $2, now() + interval '1 day')`, [sessionId, id]);
  createdEmails.push(email);
  const now = Math.floor(Date.now() / 1000);
  return { id, email, token: signAccessToken({ sub: id, sid: sessionId, role: "user", iat: now, exp: now + 900 }) };
}

/** The claims of a token the server issued (its session: `sid`). */
export const claimsOf = (accessToken: string): Record<string, unknown> & { sub: string; sid: string } =>
  JSON.parse(Buffer.from(accessToken.split(".")[1], "base64url").toString());

/** An HS256 access token signed with the server's secret, with any claims (e.g. already expired). */
export function signAccessToken(claims: Record<string, unknown>, secret = required("AUTH_SECRET")): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const unsigned = `${encode({ alg: "HS256" })}.${encode({ iss: "spotless", aud: "spotless-api", ...claims })}`;
  const signature = createHmac("sha256", secret).update(unsigned).digest("base64url");
  return `${unsigned}.${signature}`;
}

// ---------------------------------------------------------------- the web session (Auth.js)

export const cookiesOf = (response: Response) =>
  response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).filter((pair) => !pair.endsWith("="));

/** Signs in the way the login page does (Auth.js credentials callback), on the given instance, from the given client address. */
export async function webSignInResponse(email: string, password: string, baseUrl = BASE_URL, client = newClientAddress()): Promise<Response> {
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`);
  const { csrfToken } = await csrf.json();
  const jar = cookiesOf(csrf);
  return fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar.join("; "), "x-forwarded-for": client },
    body: new URLSearchParams({ csrfToken, email, password, callbackUrl: baseUrl }),
  });
}

/** The Auth.js session cookie ("name=value") for these credentials. */
export async function webSignIn(email: string, password: string, baseUrl = BASE_URL): Promise<string> {
  const response = await webSignInResponse(email, password, baseUrl);
  const session = cookiesOf(response).find((pair) => pair.includes("session-token"));
  if (!session) throw new Error(`Auth.js answered ${response.status} without a session cookie`);
  return session;
}

export { mailCount, mailSubjects, resetTokenFrom, waitForMail } from "../support/mailbox";

/**
 * The shop's settings and pages as they are now, and a way to put them back: tests that save
 * settings (or may, like the generated bad input) leave the demo shop as they found it for the
 * journeys that follow. Put back through the API, as an admin, so that the server's own copy of the
 * settings changes with them.
 */
export async function keepShopSettings(adminToken: string): Promise<() => Promise<void>> {
  const asAdmin = (method: string, body: unknown) => ({ method, headers: { "content-type": "application/json", authorization: `Bearer ${adminToken}`, "x-forwarded-for": newClientAddress() }, body: JSON.stringify(body) });
  const { updatedAt: _updatedAt, ...settings } = (await api<Record<string, unknown>>("/api/settings")).body.data;
  const pages = await Promise.all(["faq", "privacy", "terms"].map(async (slug) => ({ slug, markdown: (await api<{ markdown: string }>(`/api/pages/${slug}`)).body.data.markdown })));
  return async () => {
    // A time zone put back moves whatever slots a test made meanwhile along with it.
    const restored = await api("/api/settings", asAdmin("PUT", { ...settings, confirmTimeZoneChange: true }));
    if (restored.status !== 200) throw new Error(`The shop's settings could not be put back: ${restored.status} ${restored.body.message}`);
    for (const page of pages.filter((page) => page.markdown.trim())) await api(`/api/pages/${page.slug}`, asAdmin("PUT", { markdown: page.markdown }));
  };
}

/**
 * A file's own service (`name`, `priceCents`) with hour-long slots, one after another from 07:00, `day` days ahead
 * (`freshSlot`), and an admin, for a file that changes the shop's settings: kept before it and put back after, with
 * the service, its bookings and the users the file made removed. Registers the file's beforeAll and afterAll.
 */
export function serviceOfItsOwn(service: { name: string; priceCents: number }, day: number) {
  const fixture = { admin: undefined as unknown as SignedIn, serviceId: "", freshSlot: async (): Promise<string> => "" };
  let restoreShop: (() => Promise<void>) | undefined;
  let hour = 6;
  fixture.freshSlot = async () => {
    hour += 1;
    const time = (h: number) => `${String(h).padStart(2, "0")}:00`;
    return insertSlot({ serviceId: fixture.serviceId, date: isoDay(day), startTime: time(hour), endTime: time(hour + 1) });
  };
  beforeAll(async () => {
    fixture.admin = await registerAdmin();
    restoreShop = await keepShopSettings(fixture.admin.accessToken);
    fixture.serviceId = await insertService(service);
  });
  afterAll(async () => {
    await restoreShop?.();
    await pool.query(`DELETE FROM "Booking" WHERE "serviceId" = $1`, [fixture.serviceId]);
    await removeServices([fixture.serviceId]);
    await removeCreatedUsers();
    await pool.end();
  });
  return fixture;
}

/**
 * Waits until a server shows the shop's settings as the database holds them. A server other than the one an
 * earlier file changed them through reads them through its own cache for up to 30 seconds
 * (lib/server/settings/business-settings.ts): a file that checks words taken from the settings (the shop's
 * name in an email's subject) on that server waits first, instead of seeing what another file left a moment ago.
 */
export async function settingsCurrentOn(baseUrl: string): Promise<void> {
  const [row] = (await pool.query<{ updatedAt: Date }>(`SELECT "updatedAt" FROM "BusinessSettings" WHERE id = 1`)).rows;
  if (!row) return;
  const stored = row.updatedAt.toISOString();
  const shown = async () => ((await (await fetch(`${baseUrl}/api/settings`)).json()) as { data: { updatedAt: string | null } }).data.updatedAt;
  await pollUntil(shown, (updatedAt) => updatedAt === stored, 40_000);
}

// ---------------------------------------------------------------- after the booking

/** Headers that set the time of one request (lib/server/clock.ts): honoured because the suite's servers have TEST_CLOCK_SECRET. */
export function clockAt(instant: Date | number): Record<string, string> {
  return { "x-test-now": new Date(instant).toISOString(), "x-test-clock-secret": required("TEST_CLOCK_SECRET") };
}

export { payOnTestCheckout };

/** A customer books a slot on the first server and pays on its test checkout; returns the booking's id. */
export const bookAndPay = (token: string, service: string, slot: string, baseUrl = BASE_URL): Promise<string> => bookAndPayAt(baseUrl, token, service, slot);

/**
 * A slot at an exact instant (tests of reminders and windows need seconds):
 * its 'HH:MM' label is the minute it falls in, business time being UTC here.
 */
export async function insertSlotAt(serviceId: string, startsAt: Date, minutes = 30, status: "available" | "booked" | "cancel" = "available", label?: string) {
  const id = randomUUID();
  const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
  const hhmm = (at: Date) => at.toISOString().slice(11, 16);
  await pool.query(
    `INSERT INTO "Slot" (id, "serviceId", date, "startTime", "endTime", "startsAt", "endsAt", status, "updatedAt")
     VALUES ($1, $2, $3::date, $4, $5, $6, $7, $8::"SlotStatus", now())`,
    [id, serviceId, startsAt.toISOString().slice(0, 10), label ?? hhmm(startsAt), hhmm(endsAt), startsAt, endsAt, status],
  );
  return id;
}

/** Polls until `check` returns a value other than undefined (or throws after `timeoutMs`). */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 15_000, what = "the condition"): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) {
      await reportDatabaseActivity(`Gave up waiting for ${what}`);
      throw new Error(`Gave up waiting for ${what} after ${timeoutMs / 1000}s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The suite's two servers' process ids: a test pauses them (SIGSTOP) to be sure which worker takes a job. */
export const SERVER_PIDS = (process.env.SERVER_PIDS ?? "").split(",").filter(Boolean).map(Number);

/** What `npm run worker` runs, as a child of the test (its pid is the worker's: tsx is a loader here, not a launcher), once it has started. */
export function startWorker(): Promise<ChildProcess> {
  const worker = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", "scripts/worker.ts"], {
    cwd: process.cwd(),
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let output = "";
    worker.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Job worker started")) resolve(worker);
    });
    worker.once("exit", (code) => reject(new Error(`The worker exited (${code}) before it started: ${output}`)));
  });
}

/** Whether a worker holds this email delivery's claim (the advisory lock lib/server/mail/deliveries.ts takes while it sends one: SENDING_LOCKS). */
export async function beingSent(key: string): Promise<boolean> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    const { rows } = await client.query<{ free: boolean }>(`SELECT pg_try_advisory_xact_lock(${0x5e4d}, hashtext($1)) AS free`, [key]);
    return !rows[0].free;
  } finally {
    await client.query("ROLLBACK");
    client.release();
  }
}
