import { readFile } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import { BASE_URL, json, newClientAddress, pollUntil, pool, registerCustomer, removeCreatedUsers } from "./support";

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
