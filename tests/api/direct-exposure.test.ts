import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { freePort, waitForServer } from "../../scripts/net";
import { serverAction } from "./server-actions";
import { cookiesOf, pool, registration, removeCreatedUsers } from "./support";

/**
 * Spotless as `compose.yaml` runs it by default: no proxy in front
 * (TRUSTED_PROXY_HOPS unset) and, here, a public address on https while
 * requests reach it over plain http. (The other API tests' servers trust one
 * proxy hop: the tests play the load balancer.)
 */
jest.setTimeout(120_000);

let server: ChildProcess;
let baseUrl: string;
let port: number;
const registered: string[] = [];

beforeAll(async () => {
  port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [path.join(process.cwd(), "server.mjs"), "-p", String(port), "-H", "127.0.0.1"], {
    cwd: process.cwd(),
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, TRUSTED_PROXY_HOPS: "", APP_URL: "https://book.spotless.example", NODE_ENV: "production", STRIPE_SECRET_KEY: "", ALLOW_TEST_CHECKOUT: "false" },
  });
  await waitForServer(`${baseUrl}/api/services?limit=1`, server);
});

afterAll(async () => {
  server?.kill("SIGTERM");
  await pool.query(`DELETE FROM "User" WHERE email = ANY($1::text[])`, [registered]);
  await removeCreatedUsers();
  await pool.end();
});

/** A POST from a chosen loopback address (127.0.0.0/8 all reach the server), so the connection's address is known. */
function postFrom(localAddress: string, route: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; setCookies: string[] }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, path: route, method: "POST", localAddress, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload), ...headers } },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, setCookies: ([] as string[]).concat(response.headers["set-cookie"] ?? []) }));
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

type RscClient = { encodeReply(value: unknown): Promise<string | FormData> };
// React's own encoder of server-action calls, as bundled with Next.js (what the browser runs).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const rsc: RscClient = require("next/dist/compiled/react-server-dom-webpack/client.node");

/** A server action called as the site's script calls it (its arguments encoded by React), from a chosen loopback address, posted to `page`. */
async function callActionFrom(localAddress: string, page: string, name: string, args: unknown[]): Promise<{ status: number; requestId: string | undefined }> {
  const encoded = new Request(baseUrl, { method: "POST", body: await rsc.encodeReply(args) });
  const body = Buffer.from(await encoded.arrayBuffer());
  const headers = { "next-action": serverAction(name).id, origin: baseUrl, accept: "text/x-component", "content-type": encoded.headers.get("content-type")!, "content-length": String(body.length) };
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, path: page, method: "POST", localAddress, headers }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, requestId: response.headers["x-request-id"] as string | undefined }));
    });
    request.on("error", reject);
    request.end(body);
  });
}

// A run's own loopback addresses, apart from the 127.0.0.1 the browser journeys come from.
const octet = () => 2 + Math.floor(Math.random() * 250);
const here = `127.${octet()}.${octet()}.${octet()}`;
const elsewhere = `127.${octet()}.${octet()}.${octet()}`;

describe("with no proxy in front (TRUSTED_PROXY_HOPS unset)", () => {
  it("counts the connection's address for the per-client limits, whatever X-Forwarded-For claims", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const payload = registration();
      registered.push(payload.email);
      // Whatever the client claims, in any header (the one Spotless's server writes included).
      statuses.push((await postFrom(here, "/api/auth/register/customer", payload, { "x-forwarded-for": `10.8.${i}.1`, "x-real-ip": `10.9.${i}.1`, "x-spotless-peer": `10.6.${i}.1` })).status);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    // Another connection address has its own budget.
    const payload = registration();
    registered.push(payload.email);
    expect((await postFrom(elsewhere, "/api/auth/register/customer", payload, { "x-forwarded-for": "10.8.0.1" })).status).toBe(201);
    // Nothing was counted for the addresses the client wrote.
    const { rows } = await pool.query<{ key: string }>(`SELECT key FROM "RateLimitBucket" WHERE key LIKE 'register:client:%' AND (key LIKE '%10.6.%' OR key LIKE '%10.8.%' OR key LIKE '%10.9.%' OR key LIKE $1 OR key LIKE $2)`, [`%${here}`, `%${elsewhere}`]);
    expect(rows.map((row) => row.key).sort()).toEqual([`register:client:${elsewhere}`, `register:client:${here}`].sort());
  });

  it("counts failed sign-ins at an account by the connection's address, not by a rotating X-Forwarded-For", async () => {
    const email = `sprayed.${Date.now()}@example.test`;
    for (let i = 0; i < 6; i += 1) {
      expect((await postFrom(here, "/api/auth/login", { email, password: `Wrong#${i}password` }, { "x-forwarded-for": `10.7.${i}.1` })).status).toBe(401);
    }
    const { rows } = await pool.query<{ key: string; attempts: number }>(`SELECT key, attempts FROM "SignInThrottle" WHERE key LIKE $1`, [`${email}|%`]);
    expect(rows).toEqual([{ key: `${email}|${here}`, attempts: 6 }]);
  });
});

describe("a server action posted to a page that does not own it (Next.js forwards it over loopback)", () => {
  const resetRequest = () => {
    const form = new FormData();
    form.set("email", `forwarded.${Math.random().toString(36).slice(2)}@example.test`);
    return [{ status: "idle" }, form];
  };
  const budgets = async () =>
    Object.fromEntries(
      (await pool.query<{ key: string; count: number }>(`SELECT key, count FROM "RateLimitBucket" WHERE key = ANY($1::text[])`, [[here, elsewhere, "127.0.0.1"].map((address) => `reset:client:${address}`)])).rows.map((row) => [row.key, row.count]),
    );

  it("counts it against the client that sent it, not against the server's own address: two clients, two budgets", async () => {
    expect(serverAction("forgotPasswordAction").page).not.toBe("/");
    const before = await budgets();
    for (let i = 0; i < 3; i += 1) expect((await callActionFrom(here, "/", "forgotPasswordAction", resetRequest())).status).toBe(200);
    expect((await callActionFrom(elsewhere, "/", "forgotPasswordAction", resetRequest())).status).toBe(200);
    expect(await budgets()).toEqual({
      ...before,
      [`reset:client:${here}`]: (before[`reset:client:${here}`] ?? 0) + 3,
      [`reset:client:${elsewhere}`]: (before[`reset:client:${elsewhere}`] ?? 0) + 1,
    });
  });
});

describe("x-request-id", () => {
  it("is the server's own when no proxy is trusted: a client cannot name its request's log lines", async () => {
    const response = await fetch(`${baseUrl}/api/health`, { headers: { "x-request-id": "client-chosen-id-0001" } });
    await response.arrayBuffer();
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
});

describe("with APP_URL on https, reached over plain http", () => {
  it("sends the web session's cookies Secure (with their __Secure- and __Host- names), and reads them back", async () => {
    const account = registration();
    registered.push(account.email);
    expect((await postFrom(elsewhere, "/api/auth/register/customer", account)).status).toBe(201);

    const csrf = await fetch(`${baseUrl}/api/auth/csrf`);
    const { csrfToken } = await csrf.json();
    const signIn = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookiesOf(csrf).join("; ") },
      body: new URLSearchParams({ csrfToken, email: account.email, password: account.password, callbackUrl: "https://book.spotless.example/" }),
    });
    const setCookies = [...csrf.headers.getSetCookie(), ...signIn.headers.getSetCookie()];
    const session = setCookies.find((cookie) => cookie.startsWith("__Secure-authjs.session-token="));
    expect(session).toBeDefined();
    for (const cookie of setCookies) expect({ cookie: cookie.split("=")[0], secure: /;\s*Secure/i.test(cookie) }).toEqual({ cookie: cookie.split("=")[0], secure: true });

    const state = await fetch(`${baseUrl}/api/auth/auth-state`, { headers: { cookie: session!.split(";")[0] } });
    expect(state.status).toBe(200);
  });

  it("sends the refresh token's cookie Secure too", async () => {
    const account = registration();
    registered.push(account.email);
    const answer = await postFrom(elsewhere, "/api/auth/register/customer", account);
    expect(answer.status).toBe(201);
    expect(answer.setCookies.find((cookie) => cookie.startsWith("refreshToken="))).toMatch(/;\s*Secure/i);
  });
});
