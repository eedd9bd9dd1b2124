import { randomUUID } from "node:crypto";
import {
  api,
  BASE_URL,
  bearer,
  claimsOf,
  json,
  login,
  newClientAddress,
  pool,
  registerCustomer,
  registration,
  removeCreatedUsers,
  signAccessToken,
  type User,
} from "./support";

afterAll(async () => {
  await removeCreatedUsers();
  await pool.end();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) => api<User>(path, { method: "POST", ...json(body, headers) });
const cookieValue = (setCookie: string | null, name: string) => setCookie?.match(new RegExp(`${name}=([^;]*)`))?.[1];

describe("POST /api/auth/register/customer", () => {
  it("creates a customer and answers with the user, an access token and a refresh token (also as an HttpOnly cookie)", async () => {
    const payload = registration({ email: `New.${randomUUID().slice(0, 6)}@Example.test`, phone: "01712345678" });
    const response = await fetch(`${process.env.BASE_URL}/api/auth/register/customer`, { method: "POST", ...json(payload) });
    const body = await response.json();
    await pool.query(`DELETE FROM "User" WHERE email = $1`, [payload.email.toLowerCase()]);

    expect(response.status).toBe(201);
    expect(body).toMatchObject({ success: true, message: "User registered successfully" });
    expect(body.data).toMatchObject({ firstName: "Test", lastName: "Customer", email: payload.email.toLowerCase(), role: "user", phone: "+8801712345678" });
    expect(body.data).not.toHaveProperty("passwordHash");
    expect(JSON.stringify(body)).not.toContain(payload.password);
    expect(body.accessToken.split(".")).toHaveLength(3);
    expect(body.refreshToken.length).toBeGreaterThan(30);
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookieValue(cookie, "refreshToken")).toBe(body.refreshToken);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=2592000/);
  });

  it("stores only a slow hash of the password", async () => {
    const account = await registerCustomer();
    const { rows } = await pool.query(`SELECT "passwordHash" FROM "User" WHERE id = $1`, [account.user._id]);
    expect(rows[0].passwordHash).toMatch(/^\$argon2id\$/);
    expect(rows[0].passwordHash).not.toContain(account.password);
  });

  it("answers 409 for an email that is already registered, in any letter case", async () => {
    const account = await registerCustomer();
    const again = await post("/api/auth/register/customer", registration({ email: account.email.toUpperCase() }));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, message: "An account with this email already exists" });
  });

  it("cannot register an admin: a role in the body is ignored", async () => {
    const payload = registration({ role: "admin" });
    const answer = await post("/api/auth/register/customer", payload);
    await pool.query(`DELETE FROM "User" WHERE email = $1`, [payload.email]);
    expect(answer.status).toBe(201);
    expect(answer.body.data.role).toBe("user");
  });

  it("answers 400 with the spec's field messages for missing fields, and stores nothing", async () => {
    const email = `missing.${randomUUID().slice(0, 6)}@example.test`;
    const answer = await post("/api/auth/register/customer", { email });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(
      expect.arrayContaining([
        { field: "firstName", message: "* First name is required" },
        { field: "lastName", message: "* Last name is required" },
        { field: "address", message: "* Address is required" },
        { field: "phone", message: "Contact number is required" },
        { field: "password", message: "* Password is required" },
      ]),
    );
    const { rowCount } = await pool.query(`SELECT 1 FROM "User" WHERE email = $1`, [email]);
    expect(rowCount).toBe(0);
  });

  it.each([
    ["an empty phone", { phone: "" }, "phone", "Contact number is required"],
    ["a phone that is too short for Bangladesh", { phone: "+880171" }, "phone", "Invalid phone number"],
    ["letters as a phone", { phone: "call me" }, "phone", "Invalid phone number"],
    ["an invalid email", { email: "not-an-email" }, "email", "* Invalid email address"],
    ["a short password", { password: "short" }, "password", "* Password must be at least 8 characters"],
    ["a password of spaces alone", { password: "          " }, "password", "* Password must contain visible characters"],
    ["a password of zero-width spaces alone", { password: "\u200b".repeat(10) }, "password", "* Password must contain visible characters"],
    ["a first name that shows nothing", { firstName: "\u200b\u3164 " }, "firstName", "* First name is required"],
    ["an address that shows nothing", { address: "\u200b\u200b\u200b" }, "address", "* Address is required"],
  ])("answers 400 for %s", async (_label, override, field, message) => {
    const answer = await post("/api/auth/register/customer", registration(override));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toContainEqual({ field, message });
  });

  it("answers 400 JSON for a body that is not JSON", async () => {
    const answer = await api("/api/auth/register/customer", { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": newClientAddress() }, body: "{nope" });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message: "The request body must be JSON" });
  });
});

describe("POST /api/auth/login", () => {
  it("signs in with the right password and answers like registration", async () => {
    const account = await registerCustomer();
    const response = await fetch(`${process.env.BASE_URL}/api/auth/login`, { method: "POST", ...json({ email: account.email.toUpperCase(), password: account.password }) });
    const body = await response.json();
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ success: true, message: "User logged in successfully", data: { _id: account.user._id, email: account.email } });
    expect(typeof body.accessToken).toBe("string");
    expect(cookieValue(response.headers.get("set-cookie"), "refreshToken")).toBe(body.refreshToken);
  });

  it("gives a wrong password and an unknown email the same 401", async () => {
    const account = await registerCustomer();
    const wrongPassword = await post("/api/auth/login", { email: account.email, password: "Not#ThePassword1" });
    const unknownEmail = await post("/api/auth/login", { email: `nobody.${randomUUID().slice(0, 6)}@example.test`, password: account.password });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual({ success: false, message: "Email or password is incorrect" });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it("answers 400 for missing fields", async () => {
    const answer = await post("/api/auth/login", {});
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(
      expect.arrayContaining([
        { field: "email", message: "* Email is required" },
        { field: "password", message: "* Password is required" },
      ]),
    );
  });
});

describe("GET /api/auth/auth-state", () => {
  it("returns the signed-in user for a Bearer access token", async () => {
    const account = await registerCustomer();
    const answer = await api<User>("/api/auth/auth-state", { headers: bearer(account.accessToken) });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ _id: account.user._id, email: account.email, role: "user" });
  });

  it("answers 401 without a token, with a malformed one, or with one signed by another secret", async () => {
    const account = await registerCustomer();
    const forged = signAccessToken({ sub: account.user._id, iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 600 }, "not-the-server-secret-not-the-server-secret");
    for (const headers of [{}, bearer("garbage"), bearer(forged), { authorization: "Basic abc" }]) {
      const answer = await api("/api/auth/auth-state", { headers });
      expect(answer.status).toBe(401);
      expect(answer.body.success).toBe(false);
    }
  });

  it("answers 401 for an expired access token", async () => {
    const account = await registerCustomer();
    const now = Math.floor(Date.now() / 1000);
    const { sid } = claimsOf(account.accessToken);
    const expired = signAccessToken({ sub: account.user._id, sid, role: "user", iat: now - 1000, exp: now - 100 });
    const fresh = signAccessToken({ sub: account.user._id, sid, role: "user", iat: now, exp: now + 600 });
    const answer = await api("/api/auth/auth-state", { headers: bearer(expired) });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ success: false, message: "Your session has expired. Please sign in again." });
    // The same claims, not yet expired, are accepted: it was the expiry that counted.
    expect((await api("/api/auth/auth-state", { headers: bearer(fresh) })).status).toBe(200);
  });

  it("gives access tokens a short life (15 minutes)", async () => {
    const account = await registerCustomer();
    const payload = JSON.parse(Buffer.from(account.accessToken.split(".")[1], "base64url").toString());
    expect(payload.exp - payload.iat).toBe(15 * 60);
  });

  it("answers 401 once the account no longer exists", async () => {
    const account = await registerCustomer();
    await pool.query(`DELETE FROM "User" WHERE id = $1`, [account.user._id]);
    expect((await api("/api/auth/auth-state", { headers: bearer(account.accessToken) })).status).toBe(401);
  });
});

describe("POST /api/auth/refreshToken", () => {
  // As a browser sends them: a request riding on the cookie comes with the site's own Origin.
  const refresh = (headers: Record<string, string>) => api<User & { accessToken: string }>("/api/auth/refreshToken", { method: "POST", headers: { "x-forwarded-for": newClientAddress(), origin: BASE_URL, ...headers } });

  it("rotates the token from the cookie: a new access token and user, a new refresh token, and the old one stops working", async () => {
    const account = await registerCustomer();
    const response = await fetch(`${process.env.BASE_URL}/api/auth/refreshToken`, { method: "POST", headers: { cookie: `refreshToken=${account.refreshToken}`, origin: BASE_URL } });
    const body = await response.json();
    expect(response.status).toBe(200);
    expect(body.data).toMatchObject({ _id: account.user._id, email: account.email });
    expect(typeof body.data.accessToken).toBe("string");
    const next = cookieValue(response.headers.get("set-cookie"), "refreshToken");
    expect(next).toBeTruthy();
    expect(next).not.toBe(account.refreshToken);
    expect((await api("/api/auth/auth-state", { headers: bearer(body.data.accessToken) })).status).toBe(200);
    // The next token works once, as Bearer too.
    expect((await refresh(bearer(next!))).status).toBe(200);
  });

  it("treats a rotated token presented again after the grace window as theft: 401, and its whole family is revoked", async () => {
    const account = await registerCustomer();
    const first = await refresh({ cookie: `refreshToken=${account.refreshToken}` });
    expect(first.status).toBe(200);
    // The 10-second grace window for parallel refreshes has passed.
    await pool.query(`UPDATE "RefreshToken" SET "rotatedAt" = now() - interval '11 seconds' WHERE "userId" = $1 AND "rotatedAt" IS NOT NULL`, [account.user._id]);
    const stolenReplay = await refresh({ cookie: `refreshToken=${account.refreshToken}` });
    expect(stolenReplay.status).toBe(401);
    const { rows } = await pool.query(`SELECT count(*)::int AS live FROM "RefreshToken" WHERE "userId" = $1 AND "revokedAt" IS NULL`, [account.user._id]);
    expect(rows[0].live).toBe(0);
  });

  it("keeps other sign-ins (families) working when one family is revoked", async () => {
    const account = await registerCustomer();
    const other = await login(account.email, account.password);
    await refresh({ cookie: `refreshToken=${account.refreshToken}` });
    await pool.query(`UPDATE "RefreshToken" SET "rotatedAt" = now() - interval '11 seconds' WHERE "userId" = $1 AND "rotatedAt" IS NOT NULL`, [account.user._id]);
    expect((await refresh({ cookie: `refreshToken=${account.refreshToken}` })).status).toBe(401);
    expect((await refresh(bearer(other.refreshToken))).status).toBe(200);
  });

  it("gives parallel refreshes with one token (two tabs at once) the same successor, which then works", async () => {
    const account = await registerCustomer();
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh({ cookie: `refreshToken=${account.refreshToken}` })));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const successors = new Set(answers.map((answer) => (answer.body as unknown as { refreshToken: string }).refreshToken));
    expect(successors.size).toBe(1);
    const [successor] = successors;
    expect(successor).not.toBe(account.refreshToken);
    for (const answer of answers) expect((await api("/api/auth/auth-state", { headers: bearer(answer.body.data.accessToken) })).status).toBe(200);
    expect((await refresh({ cookie: `refreshToken=${successor}` })).status).toBe(200);
  });

  it("refuses a refresh riding on the cookie from another origin (or none), and spends nothing", async () => {
    const account = await registerCustomer();
    const cookie = `refreshToken=${account.refreshToken}`;
    const notOurs: Record<string, string>[] = [{ cookie, origin: "https://evil.example" }, { cookie, "sec-fetch-site": "cross-site" }, { cookie }];
    for (const headers of notOurs) {
      const answer = await api("/api/auth/refreshToken", { method: "POST", headers: { "x-forwarded-for": newClientAddress(), ...headers } });
      expect(answer.status).toBe(403);
    }
    const { rows } = await pool.query(`SELECT count(*)::int AS spent FROM "RefreshToken" WHERE "userId" = $1 AND "rotatedAt" IS NOT NULL`, [account.user._id]);
    expect(rows[0].spent).toBe(0);
    // A Bearer token cannot be sent by another site: it needs no such check.
    expect((await api("/api/auth/refreshToken", { method: "POST", headers: { "x-forwarded-for": newClientAddress(), origin: "https://evil.example", ...bearer(account.refreshToken) } })).status).toBe(200);
  });

  it("answers 401 without a token, with an unknown one, or with an expired one", async () => {
    const account = await registerCustomer();
    await pool.query(`UPDATE "RefreshToken" SET "expiresAt" = now() - interval '1 second' WHERE "userId" = $1`, [account.user._id]);
    const presented: Record<string, string>[] = [{}, bearer("unknown-token"), { cookie: `refreshToken=${account.refreshToken}` }];
    for (const headers of presented) {
      const answer = await refresh(headers);
      expect(answer.status).toBe(401);
      expect(answer.body.success).toBe(false);
    }
  });
});

describe("POST /api/auth/logout", () => {
  it("refuses a logout riding on the cookie from another origin, and the session goes on", async () => {
    const account = await registerCustomer();
    const response = await fetch(`${process.env.BASE_URL}/api/auth/logout`, { method: "POST", headers: { cookie: `refreshToken=${account.refreshToken}`, origin: "https://evil.example" } });
    expect(response.status).toBe(403);
    expect((await api("/api/auth/auth-state", { headers: bearer(account.accessToken) })).status).toBe(200);
  });

  it("revokes the refresh token and clears its cookie", async () => {
    const account = await registerCustomer();
    const response = await fetch(`${process.env.BASE_URL}/api/auth/logout`, { method: "POST", headers: { cookie: `refreshToken=${account.refreshToken}`, origin: BASE_URL } });
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(/refreshToken=;.*Max-Age=0/i);
    const after = await api("/api/auth/refreshToken", { method: "POST", headers: bearer(account.refreshToken) });
    expect(after.status).toBe(401);
  });
});
