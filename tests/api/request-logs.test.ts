import { readFile } from "node:fs/promises";
import { randomBytes, randomUUID } from "node:crypto";
import http from "node:http";
import Stripe from "stripe";
import { BASE_URL, json, newClientAddress, pollUntil, pool, registerAdmin, registerCustomer, removeCreatedUsers, webSignIn } from "./support";
import { errorsOf, linesOf, newRequestId } from "./server-log";
import { serverAction } from "./server-actions";

/**
 * Operating Spotless: every answer names its request (`x-request-id`), the
 * servers' logs are JSON lines that carry that id, and no password or token
 * sent to the server shows up in them.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SERVER_LOG = process.env.SERVER_LOG!;
const logLines = async () =>
  (await readFile(SERVER_LOG, "utf8"))
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

afterAll(async () => {
  await removeCreatedUsers();
  await pool.end();
});

describe("x-request-id", () => {
  it("is on every answer, a new id per request: pages, the API, errors", async () => {
    const ids = [];
    for (const path of ["/api/health", "/api/services?limit=1", "/api/nowhere", "/", "/api/bookings"]) {
      const response = await fetch(`${BASE_URL}${path}`);
      await response.arrayBuffer();
      const id = response.headers.get("x-request-id");
      expect(id).toMatch(UUID);
      ids.push(id);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keeps a load balancer's sane id, and replaces one that is not", async () => {
    const kept = await fetch(`${BASE_URL}/api/health`, { headers: { "x-request-id": "lb-4f1c2a9e-77" } });
    expect(kept.headers.get("x-request-id")).toBe("lb-4f1c2a9e-77");
    const replaced = await fetch(`${BASE_URL}/api/health`, { headers: { "x-request-id": "no good id" } });
    expect(replaced.headers.get("x-request-id")).toMatch(UUID);
  });
});

describe("the server's log", () => {
  it("is JSON lines, the request's own carrying its id, without the passwords and tokens it was sent", async () => {
    const password = `Logged#${randomUUID().slice(0, 13)}`;
    const account = await registerCustomer({ password });
    const tokens = { accessToken: account.accessToken, refreshToken: account.refreshToken };
    const failed = await fetch(`${BASE_URL}/api/auth/login`, { method: "POST", ...json({ email: account.email, password: `${password}-wrong` }, { "x-forwarded-for": newClientAddress() }) });
    expect(failed.status).toBe(401);
    const authorised = await fetch(`${BASE_URL}/api/my-bookings?token=${tokens.refreshToken}`, { headers: { authorization: `Bearer ${tokens.accessToken}` } });
    const id = authorised.headers.get("x-request-id");

    const lines = await pollUntil(logLines, (all) => all.some((line) => line.requestId === id && line.msg === "request"));
    const mine = lines.find((line) => line.requestId === id && line.msg === "request");
    expect(mine).toMatchObject({ level: "info", method: "GET", path: "/api/my-bookings", status: 200 });
    expect(lines.every((line) => typeof line.level === "string" && typeof line.time === "string")).toBe(true);
    const text = await readFile(SERVER_LOG, "utf8");
    for (const secret of [password, tokens.accessToken, tokens.refreshToken]) expect(text).not.toContain(secret);
  });
});

describe("a server action that fails unexpectedly", () => {
  type RscClient = { encodeReply(value: unknown): Promise<string | FormData> };
  // React's own encoder of server-action calls, as bundled with Next.js (what the browser runs).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const rsc: RscClient = require("next/dist/compiled/react-server-dom-webpack/client.node");
  const word = randomUUID().slice(0, 8);

  /** Calls an action as the browser does (its id in Next-Action, its arguments encoded by React), as the holder of `cookie`. */
  async function postAction(name: string, args: unknown[], cookie: string) {
    const { id, page } = serverAction(name);
    const body = await rsc.encodeReply(args);
    const headers: Record<string, string> = { "next-action": id, origin: BASE_URL, accept: "text/x-component", cookie, "x-forwarded-for": newClientAddress() };
    if (typeof body === "string") headers["content-type"] = "text/plain;charset=UTF-8";
    const response = await fetch(`${BASE_URL}${page}`, { method: "POST", headers, body, redirect: "manual" });
    await response.arrayBuffer();
    return response.headers.get("x-request-id");
  }

  // The database refuses these writes (a trigger, for this test only): the actions meet an error that is no AppError.
  beforeAll(async () => {
    await pool.query(`CREATE FUNCTION request_logs_refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by the request-logs test'; END $$`);
    await pool.query(`CREATE TRIGGER request_logs_refuse BEFORE INSERT ON "Bay" FOR EACH ROW WHEN (NEW.name = 'Refused bay ${word}') EXECUTE FUNCTION request_logs_refuse()`);
    await pool.query(`CREATE TRIGGER request_logs_refuse BEFORE INSERT ON "WebhookEndpoint" FOR EACH ROW WHEN (NEW.url = 'http://127.0.0.1:9/refused-${word}') EXECUTE FUNCTION request_logs_refuse()`);
  });

  afterAll(async () => {
    await pool.query(`DROP TRIGGER IF EXISTS request_logs_refuse ON "Bay"; DROP TRIGGER IF EXISTS request_logs_refuse ON "WebhookEndpoint"; DROP FUNCTION IF EXISTS request_logs_refuse()`);
  });

  it("is logged at error with the action's name and the request's id, whether it answers its form or throws", async () => {
    const admin = await registerAdmin();
    const cookie = await webSignIn(admin.email, admin.password);
    const form = new FormData();
    form.set("url", `http://127.0.0.1:9/refused-${word}`);
    form.set("events", "booking.no_show");
    const calls = [
      // A plain call: the error goes on to Next.js.
      { action: "createBayAction", requestId: await postAction("createBayAction", [{ name: `Refused bay ${word}` }], cookie) },
      // A form's post (its state first): the form is told something went wrong.
      { action: "createWebhookEndpointAction", requestId: await postAction("createWebhookEndpointAction", [{ status: "idle" }, form], cookie) },
    ];
    const lines = await pollUntil(logLines, (all) => calls.every(({ requestId }) => all.some((line) => line.requestId === requestId && line.level === "error")));
    for (const { action, requestId } of calls) {
      expect(requestId).toMatch(UUID);
      expect(lines.find((line) => line.requestId === requestId && line.level === "error")).toMatchObject({
        action,
        err: expect.objectContaining({ message: expect.stringContaining("refused by the request-logs test") }),
      });
    }
  });
});

describe("a Stripe webhook with a refused signature", () => {
  const STRIPE_BASE_URL = process.env.STRIPE_BASE_URL!;
  const signer = new Stripe("sk_test_only_for_signing");

  it("is logged at warn with the reason, never the payload", async () => {
    const marker = `evt_logged_${randomUUID()}`;
    const payload = JSON.stringify({ id: marker, object: "event", type: "checkout.session.completed", data: { object: { id: `cs_${marker}` } } });
    const send = (headers: Record<string, string>) =>
      fetch(`${STRIPE_BASE_URL}/api/webhooks/stripe`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: payload }).then(async (response) => {
        expect(response.status).toBe(400);
        await response.arrayBuffer();
        return response.headers.get("x-request-id");
      });
    const stale = signer.webhooks.generateTestHeaderString({ payload, secret: process.env.STRIPE_WEBHOOK_SECRET!, timestamp: Math.floor(Date.now() / 1000) - 3600 });
    const forged = signer.webhooks.generateTestHeaderString({ payload, secret: "whsec_not_ours" });
    const refused = [
      { requestId: await send({ "stripe-signature": stale }), reason: "Timestamp outside the tolerance zone" },
      { requestId: await send({ "stripe-signature": forged }), reason: "No signatures found matching the expected signature for payload." },
      { requestId: await send({}), reason: "The Stripe-Signature header is missing" },
    ];
    const lines = await pollUntil(logLines, (all) => refused.every(({ requestId }) => all.some((line) => line.requestId === requestId && line.level === "warn")));
    for (const { requestId, reason } of refused) expect(lines.find((line) => line.requestId === requestId && line.level === "warn")).toMatchObject({ reason });
    expect(await readFile(SERVER_LOG, "utf8")).not.toContain(marker);
  });
});

/**
 * Sends a POST whose chunked body is never finished: `hangUp` says when the
 * client closes the connection (as soon as an answer begins, or right after
 * sending `bytes`, before any answer).
 */
function unfinishedPost(route: string, headers: Record<string, string>, bytes: number, hangUp: "on-answer" | "at-once"): Promise<number | null> {
  const url = new URL(route, BASE_URL);
  return new Promise((resolve) => {
    const request = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: "POST", agent: false, headers: { ...headers, "transfer-encoding": "chunked" } }, (response) => {
      request.destroy();
      resolve(response.statusCode ?? 0);
    });
    // The server closes its end, or this end does: either way the line must be written.
    request.on("error", () => resolve(null));
    request.write(Buffer.alloc(bytes, "7"), () => {
      if (hangUp === "at-once") {
        request.destroy();
        resolve(null);
      }
    });
  });
}

describe("every request's line", () => {
  it("is written for a body refused while it streams in, the client hanging up as the answer comes", async () => {
    const id = newRequestId();
    const status = await unfinishedPost("/api/auth/login", { "content-type": "application/json", "x-request-id": id, "x-forwarded-for": newClientAddress() }, 200 * 1024, "on-answer");
    expect(status).toBe(413);
    const [line] = (await linesOf([id])).filter((entry) => entry.msg === "request");
    expect(line).toMatchObject({ method: "POST", path: "/api/auth/login", status: 413 });
  });

  it("is written when the client hangs up before any answer, with what it was sent to and that it was cut short", async () => {
    const { id: action, page } = serverAction("updateInfoAction");
    const ids = [newRequestId(), newRequestId()];
    await unfinishedPost("/api/auth/login", { "content-type": "application/json", "x-request-id": ids[0], "x-forwarded-for": newClientAddress() }, 1024, "at-once");
    await unfinishedPost(page, { "next-action": action, "content-type": "text/plain;charset=UTF-8", origin: BASE_URL, "x-request-id": ids[1] }, 1024, "at-once");
    const lines = (await linesOf(ids)).filter((entry) => entry.msg === "request");
    expect(lines.map(({ requestId, method, path, aborted }) => ({ requestId, method, path, aborted })).sort((a, b) => ids.indexOf(a.requestId!) - ids.indexOf(b.requestId!))).toEqual([
      { requestId: ids[0], method: "POST", path: "/api/auth/login", aborted: true },
      { requestId: ids[1], method: "POST", path: page, aborted: true },
    ]);
    // A client that hangs up is no fault of the server's.
    expect(await errorsOf(ids)).toEqual([]);
  });

  it("never holds a test checkout's session id, which pays or cancels its booking", async () => {
    const session = `test_cs_${randomBytes(24).toString("base64url")}`;
    const id = newRequestId();
    const response = await fetch(`${BASE_URL}/checkout/test/${session}`, { headers: { "x-request-id": id } });
    await response.arrayBuffer();
    const [line] = (await linesOf([id])).filter((entry) => entry.msg === "request");
    expect(line).toMatchObject({ method: "GET", path: "/checkout/test/[redacted]" });
    expect(await readFile(SERVER_LOG, "utf8")).not.toContain(session);
  });
});
