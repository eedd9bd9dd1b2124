import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { ACTIONS, type ActionEntry } from "./actions";
import { MATRIX, type Caller, type Entry } from "./endpoints";
import { serverAction } from "./server-actions";
import { errorsOf, newRequestId } from "./server-log";
import { BASE_URL, bearer, keepShopSettings, newClientAddress, pool, registerAdmin, registerCustomer, removeCreatedUsers, webSignIn } from "./support";

/**
 * Bad input on every REST endpoint, generated (fast-check): malformed ids,
 * queries, bodies and content types (with the field names the endpoint's
 * declaration knows, lib/http/endpoints.ts), sent by a caller who is allowed in, so
 * that validation, not authorization, answers. Whatever comes in, the answer
 * is JSON with a status below 500, and an answer that refuses the input
 * writes no row to any table. (A generated input that happens to be valid
 * may change data; it must answer 2xx then.)
 *
 * FUZZ_RUNS sets the cases per endpoint (default 200; `npm run test:stress`
 * runs more). A failure prints fast-check's seed and the shrunk request.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const STRIPE_BASE_URL = process.env.STRIPE_BASE_URL;

const FIELDS = [
  "name", "description", "price", "duration", "image", "isFeatured", "isDeleted", "service", "slot", "customer", "date", "startTime",
  "endTime", "from", "to", "weekdays", "opening", "closing", "slotMinutes", "rating", "comment", "email", "password", "confirmPassword", "currentPassword",
  "firstName", "lastName", "phone", "address", "role", "token", "status", "payment", "searchTerm", "page", "limit", "sort", "type", "data",
  "hours", "action", "reason", "confirm", "confirmTimeZoneChange",
  "amount", "method", "note", "currency", "confirmCurrencyChange",
];
/** Field and query names every endpoint is sent; each also gets the ones its declaration names (tests/api/endpoints.ts). */
const QUERY_KEYS = ["searchTerm", "page", "limit", "sort", "min", "max", "date", "service", "slot", "status", "payment", "when", "summary", "from", "to"];
const NASTY = ["", " ", "0", "-1", "1e309", "NaN", "Infinity", "null", "undefined", "true", "[]", "{}", "%", "%00", "\u0000", "' OR 1=1 --", "<script>", "😀", "../..", "a".repeat(5000), "2026-02-30", "25:61", "9007199254740993", "0x10", "1e-9", "\u200b", " \u200b\u00a0\u3164 "];

const text = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(...NASTY), fc.integer().map(String), fc.double().map(String), fc.uuid());
// An empty id or a dot segment would name another URL (the collection, a parent), not a bad id.
const id = fc.oneof(fc.uuid(), text).filter((value) => !["", ".", ".."].includes(value));
const queryOf = (keys: string[]) => fc.array(fc.tuple(fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...keys) }, { weight: 1, arbitrary: fc.string({ maxLength: 8 }) }), text), { maxLength: 5 });
const fieldValue = fc.oneof(text, fc.jsonValue({ maxDepth: 2 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const bodyOf = (fields: string[]) => fc.oneof(
  { weight: 4, arbitrary: fc.dictionary(fc.constantFrom(...fields), fieldValue, { maxKeys: 6 }).map((value) => JSON.stringify(value)) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
  { weight: 2, arbitrary: fc.string({ maxLength: 200 }) },
  { weight: 1, arbitrary: fc.constantFrom("{", '{"name":', "[1,2", "\u0000\u0001", '{"__proto__":{"role":"admin"}}', '{"constructor":{"prototype":{}}}', `{"name":"${"x".repeat(100_000)}"}`) },
  { weight: 1, arbitrary: fc.constant(undefined) },
);
const contentType = fc.constantFrom("application/json", "application/json; charset=utf-8", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=spotless", undefined);

/** The field and query names sent to an endpoint: the common ones and those its declaration names. */
const fieldsOf = (entry: Entry) => [...new Set([...FIELDS, ...(entry.fields ?? [])])];
const queryKeysOf = (entry: Entry) => [...new Set([...QUERY_KEYS, ...(entry.queryKeys ?? [])])];

type Request = { path: string; query: [string, string][]; body: string | undefined; contentType: string | undefined };

const tokens: Partial<Record<Caller, string>> = {};
const cookies: Partial<Record<Caller, string>> = {};

/**
 * Counts every row written to any table but the rate-limit counters (a
 * refused sign-in may use up a budget, and counts against its account from
 * its client): row triggers, installed for this file only, add one to a
 * counter in the same transaction, so a write that was rolled back does not
 * count. Writes of the servers' background jobs (a reminder sent, a hold
 * released while this file runs) are not the request's: jobs mark their
 * transactions (spotless.origin = 'job', lib/server/database/transaction.ts),
 * and those are not counted.
 */
const TRACKED_TABLES = `SELECT table_name AS table FROM information_schema.tables
  WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT IN ('RateLimitBucket', 'SignInThrottle', '_prisma_migrations', 'fuzz_writes')`;

async function trackWrites() {
  await pool.query(`CREATE TABLE fuzz_writes (n bigint NOT NULL); INSERT INTO fuzz_writes VALUES (0);
    CREATE FUNCTION fuzz_count_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      IF current_setting('spotless.origin', true) IS DISTINCT FROM 'job' THEN UPDATE fuzz_writes SET n = n + 1; END IF;
      RETURN NULL; END $$;`);
  for (const { table } of (await pool.query<{ table: string }>(TRACKED_TABLES)).rows) {
    await pool.query(`CREATE TRIGGER fuzz_count_write AFTER INSERT OR UPDATE OR DELETE ON "${table}" FOR EACH ROW EXECUTE FUNCTION fuzz_count_write()`);
  }
}

async function stopTrackingWrites() {
  for (const { table } of (await pool.query<{ table: string }>(TRACKED_TABLES)).rows) {
    await pool.query(`DROP TRIGGER IF EXISTS fuzz_count_write ON "${table}"`);
  }
  await pool.query(`DROP FUNCTION IF EXISTS fuzz_count_write() CASCADE; DROP TABLE IF EXISTS fuzz_writes`);
}

const writes = async () => String((await pool.query(`SELECT n FROM fuzz_writes`)).rows[0].n);

/**
 * Who gets past authorization: the one whose answer in the matrix is neither 401 nor 403. A sign-out is
 * sent by nobody: with a token, its first case would end the session the other endpoints' cases use.
 */
function allowedCaller(entry: Entry): Caller {
  if (entry.endsSession) return "anonymous";
  const allowed = (["admin", "customer", "anonymous"] as const).find((caller) => ![401, 403].includes(entry.expect[caller]));
  return allowed ?? "admin";
}

function fillPath(route: string, value: string): string {
  return route.replace(/\[[^\]]+\]/g, encodeURIComponent(value));
}

async function send(entry: Entry, request: Request, baseUrl: string) {
  const caller = allowedCaller(entry);
  const headers: Record<string, string> = { "x-forwarded-for": newClientAddress() };
  if (tokens[caller]) Object.assign(headers, bearer(tokens[caller]!));
  if (request.contentType) headers["content-type"] = request.contentType;
  const search = new URLSearchParams(request.query).toString();
  const hasBody = entry.method !== "GET" && request.body !== undefined;
  const response = await fetch(`${baseUrl}${request.path}${search ? `?${search}` : ""}`, {
    method: entry.method,
    headers,
    body: hasBody ? request.body : undefined,
    redirect: "manual",
  });
  const type = response.headers.get("content-type") ?? "";
  const raw = await response.text();
  let parsed = false;
  try {
    JSON.parse(raw);
    parsed = true;
  } catch {
    // reported below
  }
  return { status: response.status, json: type.includes("application/json") && parsed, raw: raw.slice(0, 300) };
}

jest.setTimeout(30_000);

let restoreShop: () => Promise<void>;

beforeAll(async () => {
  await stopTrackingWrites();
  await trackWrites();
  const [customer, admin] = [await registerCustomer(), await registerAdmin()];
  tokens.customer = customer.accessToken;
  tokens.admin = admin.accessToken;
  // Generated input that happens to be valid may change the shop's settings (its phone, say): put them back after.
  restoreShop = await keepShopSettings(admin.accessToken);
  cookies.customer = await webSignIn(customer.email, customer.password);
  cookies.admin = await webSignIn(admin.email, admin.password);
});

afterAll(async () => {
  await stopTrackingWrites();
  await restoreShop?.();
  await removeCreatedUsers();
  await pool.end();
});

describe("the write counter", () => {
  it("sees a committed write and ignores a rolled-back one", async () => {
    const touch = `UPDATE "Service" SET name = name WHERE id = (SELECT id FROM "Service" ORDER BY id LIMIT 1)`;
    const start = await writes();
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      await client.query(touch);
      await client.query("ROLLBACK");
    } finally {
      client.release();
    }
    expect(await writes()).toBe(start);
    await pool.query(touch);
    expect(await writes()).not.toBe(start);
  });

  it("does not count a background job's write (a transaction marked spotless.origin = 'job')", async () => {
    const touch = `UPDATE "Service" SET name = name WHERE id = (SELECT id FROM "Service" ORDER BY id LIMIT 1)`;
    const start = await writes();
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      await client.query(`SELECT set_config('spotless.origin', 'job', true)`);
      await client.query(touch);
      await client.query("COMMIT");
      // The mark lasts for its transaction only.
      await client.query(touch);
    } finally {
      client.release();
    }
    expect(Number(await writes())).toBe(Number(start) + 1);
  });
});

describe.each(MATRIX)("bad input: $method $route", (entry) => {
  const baseUrl = entry.route === "/api/webhooks/stripe" && STRIPE_BASE_URL ? STRIPE_BASE_URL : BASE_URL;

  it(`answers JSON below 500 and changes nothing it refuses (${RUNS} cases)`, async () => {
    let before = await writes();
    await fc.assert(
      fc.asyncProperty(id, queryOf(queryKeysOf(entry)), bodyOf(fieldsOf(entry)), contentType, async (idValue, queryValue, bodyValue, type) => {
        const request: Request = { path: fillPath(entry.route, idValue), query: queryValue, body: bodyValue, contentType: type };
        const answer = await send(entry, request, baseUrl);
        if (answer.status >= 500 || !answer.json) throw new Error(`${entry.method} ${request.path} answered ${answer.status}: ${answer.raw}`);
        const after = await writes();
        if (answer.status >= 400 && after !== before) throw new Error(`${entry.method} ${request.path} refused the input (${answer.status}) but wrote to the database`);
        before = after;
      }),
      // Always tried as well: NUL characters, which PostgreSQL cannot store in text (a generated case once found a 500 here).
      { numRuns: RUNS, examples: [[randomUUID(), [["searchTerm", "\u0000"]], JSON.stringify(Object.fromEntries(fieldsOf(entry).map((field) => [field, "a\u0000b"]))), "application/json"]] },
    );
  }, 60_000 + RUNS * 500);
});

describe("pages with a NUL character in their address", () => {
  // PostgreSQL cannot store or compare text holding one; a page must not pass it on (it once did: a 500).
  const PAGES: [Caller, string, number][] = [
    ["anonymous", "/services?searchTerm=wash%00", 200],
    ["anonymous", "/testimonials?page=%00", 200],
    ["anonymous", "/reset-password?token=%00", 200],
    ["anonymous", "/checkout/test/test_cs_%00", 404],
    ["customer", "/booking/success?session_id=cs_%00", 404],
    ["admin", "/dashboard/admin?searchTerm=%00", 200],
    ["admin", "/dashboard/admin/manage-user?searchTerm=%00", 200],
    ["admin", "/dashboard/admin/holds?page=%00", 200],
  ];
  it.each(PAGES)("%s: %s answers %i", async (caller, path, status) => {
    const response = await fetch(`${BASE_URL}${path}`, { headers: cookies[caller] ? { cookie: cookies[caller]! } : {}, redirect: "manual" });
    expect(response.status).toBe(status);
  });
});

/** Stored text that shows nothing (white space, zero-width and other invisible characters only), in any column people write. */
const INVISIBLE_CLASS = "[[:space:]\u00a0\u00ad\u034f\u115f\u1160\u180e\u200b-\u200f\u2028-\u202f\u205f-\u206f\u2800\u3000\u3164\ufeff\uffa0]";
async function invisibleTextStored(): Promise<string[]> {
  const columns: [string, string][] = [["User", "firstName"], ["User", "lastName"], ["User", "address"], ["Service", "name"], ["Service", "description"], ["Review", "comment"], ["Booking", "customerName"]];
  const found: string[] = [];
  for (const [table, column] of columns) {
    // A booking's name may be empty (old clients send none); an invisible one is still refused.
    const { rows } = await pool.query(`SELECT id FROM "${table}" WHERE "${column}" ~ $1 AND "${column}" <> '' LIMIT 1`, [`^${INVISIBLE_CLASS}*$`]);
    if (rows.length) found.push(`${table}.${column}`);
  }
  return found;
}

const invisibleText = fc
  .array(fc.constantFrom(" ", "\t", "\u00a0", "\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u3164", "\u2800", "\u2003", "\u180e"), { minLength: 1, maxLength: 40 })
  .map((characters) => characters.join(""));

describe.each(MATRIX.filter((entry) => entry.method !== "GET"))("deep nesting, huge bodies, invisible text: $method $route", (entry) => {
  const baseUrl = entry.route === "/api/webhooks/stripe" && STRIPE_BASE_URL ? STRIPE_BASE_URL : BASE_URL;
  const takesBody = entry.body !== undefined;

  it("answers JSON nested thousands deep (in any field, or as the whole body) below 500, and changes nothing it refuses", async () => {
    const nested = (depth: number) => `${"[".repeat(depth)}{}${"]".repeat(depth)}`;
    const bodies = [...(takesBody ? fieldsOf(entry) : ["data"]).map((field) => `{"${field}":${nested(5_000)}}`), nested(401), nested(25_000)];
    for (const body of bodies) {
      const before = await writes();
      const answer = await send(entry, { path: fillPath(entry.route, randomUUID()), query: [], body, contentType: "application/json" }, baseUrl);
      if (answer.status >= 500 || !answer.json) throw new Error(`${entry.method} ${entry.route} answered ${answer.status} to ${body.slice(0, 40)}…: ${answer.raw}`);
      if (answer.status >= 400) expect(await writes()).toBe(before);
    }
  });

  it("does not read a body of 3 MB: 413 where it reads JSON, and nothing changes", async () => {
    const before = await writes();
    const huge = JSON.stringify({ name: "x".repeat(3 * 1024 * 1024) });
    const answer = await send(entry, { path: fillPath(entry.route, randomUUID()), query: [], body: huge, contentType: "application/json" }, baseUrl);
    if (answer.status >= 500 || !answer.json) throw new Error(`${entry.method} ${entry.route} answered ${answer.status}: ${answer.raw}`);
    // The uploads read multipart: the avatar's limit says so in the contract's words (400), a photo or logo
    // upload refuses any other kind of body unread (415). The others read JSON.
    const refusal: Record<string, number> = { "/api/user/update-profile-image": 400, "/api/services/[id]/photos": 415, "/api/settings/logo": 415 };
    if (takesBody) expect(answer.status).toBe(refusal[entry.route] ?? 413);
    expect(await writes()).toBe(before);
  });

  it(`never stores text that shows nothing (${Math.min(RUNS, 50)} cases)`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...fieldsOf(entry)), invisibleText, { minKeys: 1, maxKeys: 8 }), async (fields) => {
        const answer = await send(entry, { path: fillPath(entry.route, randomUUID()), query: [], body: JSON.stringify(fields), contentType: "application/json" }, baseUrl);
        if (answer.status >= 500 || !answer.json) throw new Error(`${entry.method} ${entry.route} answered ${answer.status}: ${answer.raw}`);
      }),
      { numRuns: Math.min(RUNS, 50) },
    );
    expect(await invisibleTextStored()).toEqual([]);
  }, 120_000);
});

describe("text that shows nothing, in otherwise valid input", () => {
  // One valid body per endpoint that stores what people write; each text field in turn is made invisible.
  const TEMPLATES: { method: string; route: string; caller: Caller; body: () => Record<string, unknown>; fields: string[] }[] = [
    { method: "POST", route: "/api/auth/register/customer", caller: "anonymous", body: () => ({ firstName: "Ada", lastName: "Lovelace", email: `ada.${randomUUID().slice(0, 8)}@example.test`, address: "Road 1, Dhaka", phone: "+8801712345678", password: "Correct#Horse1" }), fields: ["firstName", "lastName", "address", "password"] },
    { method: "PUT", route: "/api/user/update", caller: "customer", body: () => ({ firstName: "Ada", lastName: "Lovelace", phone: "+8801712345678", address: "Road 1, Dhaka" }), fields: ["firstName", "lastName", "phone", "address"] },
    { method: "PUT", route: "/api/user/update", caller: "customer", body: () => ({ currentPassword: "Not#TheCurrent1", password: "Correct#Horse2" }), fields: ["password"] },
    { method: "POST", route: "/api/services", caller: "admin", body: () => ({ name: "Invisible test", description: "Should never be stored", duration: 30, price: 10 }), fields: ["name", "description"] },
    { method: "POST", route: "/api/review/create", caller: "customer", body: () => ({ rating: 5, comment: "A long enough honest review." }), fields: ["comment"] },
    { method: "POST", route: "/api/bookings", caller: "customer", body: () => ({ service: randomUUID(), slot: randomUUID(), name: "Ada Lovelace" }), fields: ["name"] },
  ];

  it.each(TEMPLATES.map((template) => [`${template.method} ${template.route} (${template.fields.join(", ")})`, template] as const))("%s refuses each text field made invisible with 400, and stores nothing", async (_label, template) => {
    const entry: Entry = { method: template.method, route: template.route, path: template.route, expect: { anonymous: 401, customer: 403, admin: 403, [template.caller]: 200 } };
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...template.fields), invisibleText, async (field, value) => {
        const before = await writes();
        const answer = await send(entry, { path: template.route, query: [], body: JSON.stringify({ ...template.body(), [field]: value }), contentType: "application/json" }, BASE_URL);
        if (answer.status !== 400) throw new Error(`${template.route} answered ${answer.status} to ${field} = ${JSON.stringify(value)}: ${answer.raw}`);
        if ((await writes()) !== before) throw new Error(`${template.route} refused ${field} = ${JSON.stringify(value)} but wrote to the database`);
      }),
      { numRuns: Math.min(RUNS, 40) },
    );
  }, 120_000);
});

// ---------------------------------------------------------------- the web door

/**
 * Bad input at the web door: every server action called over HTTP as the
 * browser calls it (React's encoding, the Next-Action header), by a caller
 * who is let in, with arguments no form sends (numbers, objects, lists, maps,
 * dates, blobs, forms with odd fields, where text or a form belongs), and
 * bodies no browser sends (nested thousands deep, not JSON, not a form, from
 * another site). Whatever comes in, the answer is below 500, and the
 * servers log no error for it: a client's fault is not the operator's.
 */
type RscEncoder = { encodeReply(value: unknown): Promise<string | FormData> };
// React's own encoder of server-action calls, as bundled with Next.js (what the browser runs).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const rsc: RscEncoder = require("next/dist/compiled/react-server-dom-webpack/client.node");

const WEB_RUNS = Math.max(10, Math.round(RUNS / 10));

/** Who calls an action in these tests: one who is let in; nobody for those that end the caller's sessions. */
function webCaller(action: ActionEntry): Caller {
  if (action.name === "logoutAction" || action.name === "signOutEverywhereAction") return "anonymous";
  return action.allowed === "admin" ? "admin" : action.allowed ? "customer" : "anonymous";
}

const formOf = (fields: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
};
const argument = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  text,
  fc.constantFrom<unknown>(null, undefined, 0, -1, 1.5, true, "", [], {}, "$1", "$$", Number.NaN, Number.POSITIVE_INFINITY, 2n ** 70n),
  fc.array(fc.tuple(fc.constantFrom("id", "hidden", "service", "photo", "slot", "delivery", "email", "status", "0", "$ACTION_ID_0"), text), { maxLength: 4 }).map(formOf),
  fc.date({ noInvalidDate: true }),
  fc.jsonValue({ maxDepth: 2 }).map((value) => new Map<string, unknown>([["id", value]])),
  fc.string({ maxLength: 20 }).map((content) => new Blob([content], { type: "text/plain" })),
);

/** Sends a body to the action's page as its call, as `caller`; the answer's status. */
async function sendToAction(action: ActionEntry, caller: Caller, body: string | FormData | Buffer, headers: Record<string, string>, requestId: string): Promise<number> {
  const { id, page } = serverAction(action.name);
  const sent: Record<string, string> = { "next-action": id, origin: BASE_URL, accept: "text/x-component", "x-forwarded-for": newClientAddress(), "x-request-id": requestId, ...headers };
  if (cookies[caller]) sent.cookie = cookies[caller]!;
  const response = await fetch(`${BASE_URL}${page}`, { method: "POST", headers: sent, body: body as BodyInit, redirect: "manual" });
  await response.arrayBuffer();
  return response.status;
}

async function callWithArgs(action: ActionEntry, args: unknown[], requestId: string): Promise<number> {
  const body = await rsc.encodeReply(args);
  return sendToAction(action, webCaller(action), body, typeof body === "string" ? { "content-type": "text/plain;charset=UTF-8" } : {}, requestId);
}

describe.each(ACTIONS.map((action) => [action.name, action] as const))("bad input at the web door: %s", (_name, action) => {
  it(`answers arguments no form sends below 500, and logs no error (${WEB_RUNS} cases)`, async () => {
    const ids: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(argument, { maxLength: 4 }), async (args) => {
        const requestId = newRequestId();
        ids.push(requestId);
        const status = await callWithArgs(action, args, requestId);
        if (status >= 500) throw new Error(`${action.name} answered ${status} to ${JSON.stringify(args, (_key, value) => (typeof value === "bigint" ? String(value) : value))}`);
      }),
      // Always tried as well: the arguments that crashed actions which read them as a form or as text.
      { numRuns: WEB_RUNS, examples: [[[]], [[123]], [[null]], [["text"]], [[{ id: "x" }]], [[["a"]]], [[{ status: "idle" }, 7]], [[new Map([["id", "x"]])]]] },
    );
    expect(await errorsOf(ids)).toEqual([]);
  }, 60_000 + WEB_RUNS * 2_000);
});

describe("bodies no browser sends, at the web door", () => {
  // A customer's action and an admin's: the refusals come before either is run.
  const actions = ACTIONS.filter((action) => ["updateInfoAction", "setReviewHiddenAction"].includes(action.name));
  const deep = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
  type Sent = { body: string | Buffer; headers: Record<string, string>; withoutScript?: boolean };
  const text = (body: string, headers: Record<string, string> = {}): Sent => ({ body, headers: { "content-type": "text/plain;charset=UTF-8", ...headers } });
  const multipart = (parts: [string, string][], withoutScript = false): Sent => {
    const boundary = "spotless-web-door";
    return {
      body: Buffer.from(`${parts.map(([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join("")}--${boundary}--\r\n`),
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      withoutScript,
    };
  };
  const TOO_DEEP = "The request body is nested too deeply";
  const TOO_MANY_PARTS = "The form holds too many fields";
  const UNREADABLE = "The request body could not be read";
  const FOREIGN = "This form was sent from another site";
  const CASES: [string, Sent, number, string][] = [
    ["arguments nested just past the limit", text(`[${deep(32)}]`), 400, TOO_DEEP],
    ["arguments nested 5,000 deep", text(`[${deep(5_000)}]`), 400, TOO_DEEP],
    ["arguments nested 30,000 deep", text(deep(30_000)), 400, TOO_DEEP],
    ["a multipart part nested 5,000 deep", multipart([["0", `[${deep(5_000)}]`]]), 400, TOO_DEEP],
    ["a form's bound arguments nested 5,000 deep (posted without JavaScript)", multipart([["$ACTION_REF_1", ""], ["$ACTION_1:0", `{"id":"x","bound":"$@1"}`], ["$ACTION_1:1", deep(5_000)]], true), 400, TOO_DEEP],
    ["parts that refer to one another, 500 deep", multipart(Array.from({ length: 500 }, (_, index) => [String(index), `["$${(index + 1).toString(16)}"]`])), 400, TOO_DEEP],
    ["2,000 parts (more than any form of the site has fields)", multipart(Array.from({ length: 2_000 }, (_, index) => [String(index), `["$${(index + 1).toString(16)}"]`])), 400, TOO_MANY_PARTS],
    ["arguments that are not JSON", text("[1,"), 400, UNREADABLE],
    ["an empty body", text(""), 400, UNREADABLE],
    ["a NUL character", text("\u0000"), 400, UNREADABLE],
    ["arguments that are not a list", text('"just text"'), 400, UNREADABLE],
    ["a reference to a part that is not there", text('["$1"]'), 400, UNREADABLE],
    ["a promise of a part that is not there", text('[{"status":"idle"},"$@5"]'), 400, UNREADABLE],
    ["a map, a server reference, a temporary reference", text('["$Q1","$h2","$T"]'), 400, UNREADABLE],
    ["a big integer past React's limit", text(`["$n${"9".repeat(400)}"]`), 400, UNREADABLE],
    ["arrays of more than a million items and characters", text(`["${"x".repeat(1_100_000)}",1]`), 400, UNREADABLE],
    ["a multipart body that is not a form", { body: "--elsewhere\r\nnot a part", headers: { "content-type": "multipart/form-data; boundary=spotless" } }, 400, UNREADABLE],
    ["a multipart call without its arguments' part", multipart([["1", "[]"]]), 400, UNREADABLE],
    ["a multipart part that is not JSON", multipart([["0", "{"]]), 400, UNREADABLE],
    ["a bound action whose description is missing (posted without JavaScript)", multipart([["$ACTION_REF_1", ""]], true), 400, UNREADABLE],
    ["no content type", { body: Buffer.from("[]"), headers: {} }, 400, UNREADABLE],
    ["another site's origin", text("[]", { origin: "https://evil.example" }), 403, FOREIGN],
    ["a null origin", text("[]", { origin: "null" }), 403, FOREIGN],
    ["an origin that is no address", text("[]", { origin: "::" }), 403, FOREIGN],
  ];

  it.each(actions.flatMap((action) => CASES.map(([label, sent, status, message]) => [`${action.name}: ${label}`, action, sent, status, message] as const)))(
    "%s: refused with a 4xx in JSON, and no error logged",
    async (_label, action, sent, status, message) => {
      const requestId = newRequestId();
      const { id, page } = serverAction(action.name);
      const caller = webCaller(action);
      const headers: Record<string, string> = { origin: BASE_URL, accept: "text/x-component", "x-request-id": requestId, ...sent.headers };
      if (!sent.withoutScript) headers["next-action"] = id;
      if (cookies[caller]) headers.cookie = cookies[caller]!;
      const response = await fetch(`${BASE_URL}${page}`, { method: "POST", headers, body: sent.body as BodyInit, redirect: "manual" });
      expect({ status: response.status, body: await response.json() }).toEqual({ status, body: { success: false, message } });
      expect(await errorsOf([requestId])).toEqual([]);
    },
  );

  it("lets what the site's own forms send through: a script's call, and a bound action's form posted without JavaScript", async () => {
    const action = ACTIONS.find((entry) => entry.name === "updateInfoAction")!;
    const requestId = newRequestId();
    const form = new FormData();
    form.set("firstName", "Still");
    form.set("lastName", "Customer");
    expect(await callWithArgs(action, [{ status: "idle" }, form], requestId)).toBe(200);
    // The shape React gives a form of a bound action (action.bind(null, id)) without JavaScript.
    const cancel = ACTIONS.find((entry) => entry.name === "cancelMyBookingAction")!;
    const { id } = serverAction(cancel.name);
    const bookingId = randomUUID();
    const bound = multipart([["$ACTION_REF_1", ""], ["$ACTION_1:0", JSON.stringify({ id, bound: "$@1" })], ["$ACTION_1:1", JSON.stringify([bookingId])], ["$ACTION_KEY", "k1"]], true);
    // Posted to the page whose form it is (other pages' bundles may hold the action too, e.g. an admin's).
    const posted = await fetch(`${BASE_URL}/dashboard/user/my-bookings/${bookingId}/cancel`, { method: "POST", headers: { ...bound.headers, origin: BASE_URL, cookie: cookies.customer!, "x-request-id": newRequestId() }, body: bound.body as BodyInit, redirect: "manual" });
    await posted.arrayBuffer();
    // Past the screening (which answers JSON), the page answers: here 404, its booking being made up.
    expect({ page: (posted.headers.get("content-type") ?? "").startsWith("text/html"), status: posted.status }).toEqual({ page: true, status: 404 });
  });
});
