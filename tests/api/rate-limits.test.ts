import { api, json, newClientAddress, pool, registerCustomer, registration, removeCreatedUsers } from "./support";

afterAll(async () => {
  await removeCreatedUsers();
  await pool.end();
});

const attempt = (path: string, body: unknown, client: string) => api(path, { method: "POST", ...json(body, { "x-forwarded-for": client }) });

describe("rate limits (counted in PostgreSQL)", () => {
  it("locks an account after 10 failed sign-ins, even for the right password and from new addresses", async () => {
    const account = await registerCustomer();
    for (let i = 0; i < 10; i += 1) {
      const answer = await attempt("/api/auth/login", { email: account.email, password: `Wrong#${i}password` }, newClientAddress());
      expect(answer.status).toBe(401);
    }
    const locked = await api("/api/auth/login", { method: "POST", ...json({ email: account.email, password: account.password }) });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ success: false, message: "Too many attempts. Please wait a few minutes and try again." });
  });

  it("answers 429 with Retry-After once one address has tried to sign in 30 times", async () => {
    const client = newClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push((await attempt("/api/auth/login", { email: `nobody${i}@example.test`, password: "whatever1" }, client)).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    const response = await fetch(`${process.env.BASE_URL}/api/auth/login`, { method: "POST", ...json({ email: "x@example.test", password: "whatever1" }, { "x-forwarded-for": client }) });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await attempt("/api/auth/login", { email: "x@example.test", password: "whatever1" }, newClientAddress())).status).toBe(401);
  });

  it("limits registrations per address (10 per hour) and stores nothing for the refused one", async () => {
    const client = newClientAddress();
    const emails: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      const payload = registration();
      emails.push(payload.email);
      expect((await attempt("/api/auth/register/customer", payload, client)).status).toBe(201);
    }
    const refused = registration();
    const answer = await attempt("/api/auth/register/customer", refused, client);
    await pool.query(`DELETE FROM "User" WHERE email = ANY($1::text[])`, [emails]);
    expect(answer.status).toBe(429);
    const { rowCount } = await pool.query(`SELECT 1 FROM "User" WHERE email = $1`, [refused.email]);
    expect(rowCount).toBe(0);
  });

  it("limits password-reset requests per account (3 per 15 minutes), known or not", async () => {
    const email = `unknown.${Date.now()}@example.test`;
    for (let i = 0; i < 3; i += 1) expect((await attempt("/api/auth/forgot-password", { email }, newClientAddress())).status).toBe(200);
    expect((await attempt("/api/auth/forgot-password", { email }, newClientAddress())).status).toBe(429);
  });
});
