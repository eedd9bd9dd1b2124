import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { freePort, waitForServer } from "../../scripts/net";
import { bearer, json, pool, registerAdmin, removeCreatedUsers, type SignedIn } from "./support";

/**
 * The webhook address rule as production runs it: the suite's own servers
 * allow private addresses (their listeners are on loopback), so this file
 * starts an instance that does not (WEBHOOK_ALLOW_PRIVATE unset) and runs no
 * job worker (JOB_WORKER=off: it never delivers anything). Every spelling of
 * an address that can reach a private one is refused with 400 on `url`, and
 * nothing is stored.
 */
jest.setTimeout(120_000);

let server: ChildProcess;
let baseUrl: string;
let admin: SignedIn;

beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [path.join(process.cwd(), "server.mjs"), "-p", String(port), "-H", "127.0.0.1"], {
    cwd: process.cwd(),
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, APP_URL: baseUrl, NODE_ENV: "production", WEBHOOK_ALLOW_PRIVATE: "", JOB_WORKER: "off" },
  });
  await waitForServer(`${baseUrl}/api/services?limit=1`, server);
  admin = await registerAdmin();
});

afterAll(async () => {
  server?.kill("SIGTERM");
  await removeCreatedUsers();
  await pool.end();
});

describe("POST /api/webhook-endpoints in production", () => {
  it.each([
    ["loopback", "http://127.0.0.1:8080/hook"],
    ["loopback by name", "http://localhost/hook"],
    ["IPv4 in decimal", "http://2130706433/hook"],
    ["IPv4 in hex", "http://0x7f.0.0.1/hook"],
    ["IPv4 in octal", "http://0177.0.0.1/hook"],
    ["IPv4 shortened", "http://10.1/hook"],
    ["IPv4-compatible IPv6, dotted", "http://[::127.0.0.1]/hook"],
    ["IPv4-compatible IPv6, hex", "http://[::7f00:1]/hook"],
    ["IPv4-mapped IPv6", "https://[::ffff:169.254.169.254]/latest/meta-data"],
    ["NAT64 of a private address", "http://[64:ff9b::10.0.0.1]/hook"],
    ["NAT64's local-use prefix", "http://[64:ff9b:1::808:808]/hook"],
    ["6to4 of loopback", "http://[2002:7f00:1::1]/hook"],
    ["Teredo", "http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hook"],
    ["site-local IPv6", "http://[fec0::1]/hook"],
    ["unique-local IPv6", "http://[fd12:3456::1]/hook"],
    ["link-local IPv6", "http://[fe80::1]/hook"],
    ["multicast IPv6", "http://[ff02::1]/hook"],
    ["the unspecified address", "http://[::]/hook"],
  ])("refuses %s (%s) with 400, and stores nothing", async (_label, url) => {
    const answer = await fetch(`${baseUrl}/api/webhook-endpoints`, { method: "POST", ...json({ url, events: ["booking.created"] }, bearer(admin.accessToken)) });
    expect(answer.status).toBe(400);
    const body = await answer.json();
    expect(body.success).toBe(false);
    expect(body.errors).toEqual([{ field: "url", message: "must be a public address: private, loopback and link-local addresses are refused" }]);
    const { rows } = await pool.query(`SELECT count(*)::int AS stored FROM "WebhookEndpoint" WHERE url = $1`, [url]);
    expect(rows[0].stored).toBe(0);
  });
});
