import { api, BASE_URL, json, newClientAddress, pool, registerCustomer, removeCreatedUsers, type SignedIn } from "./support";

/**
 * The REST endpoints also accept the web session (Auth.js cookie). A
 * state-changing request that rides on that cookie must come from our own
 * origin; a Bearer token needs no such check (another site cannot make a
 * browser send one).
 */
let account: SignedIn;
let sessionCookie: string;

const cookiesOf = (response: Response) =>
  response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).filter((pair) => !pair.endsWith("="));

async function webSignInResponse(email: string, password: string): Promise<Response> {
  const csrf = await fetch(`${BASE_URL}/api/auth/csrf`);
  const { csrfToken } = await csrf.json();
  const jar = cookiesOf(csrf);
  const response = await fetch(`${BASE_URL}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar.join("; "), "x-forwarded-for": newClientAddress() },
    body: new URLSearchParams({ csrfToken, email, password, callbackUrl: BASE_URL }),
  });
  return response;
}

async function webSignIn(email: string, password: string): Promise<string> {
  const response = await webSignInResponse(email, password);
  const session = cookiesOf(response).find((pair) => pair.includes("session-token"));
  if (!session) throw new Error(`Auth.js answered ${response.status} without a session cookie`);
  return session;
}

beforeAll(async () => {
  account = await registerCustomer();
  sessionCookie = await webSignIn(account.email, account.password);
});

afterAll(async () => {
  await removeCreatedUsers();
  await pool.end();
});

const update = (headers: Record<string, string>) =>
  api("/api/user/update", { method: "PUT", headers: { "content-type": "application/json", cookie: sessionCookie, ...headers }, body: JSON.stringify({ lastName: "Session" }) });

describe("the web session on REST endpoints", () => {
  it("reads the signed-in user from the session cookie", async () => {
    const answer = await api<{ _id: string }>("/api/auth/auth-state", { headers: { cookie: sessionCookie } });
    expect(answer.status).toBe(200);
    expect(answer.body.data._id).toBe(account.user._id);
  });

  it("refuses a state-changing request from another origin, or with no origin at all", async () => {
    expect((await update({ origin: "https://evil.example" })).status).toBe(403);
    expect((await update({ "sec-fetch-site": "cross-site", origin: "https://evil.example" })).status).toBe(403);
    expect((await update({})).status).toBe(403);
    const { rows } = await pool.query(`SELECT "lastName" FROM "User" WHERE id = $1`, [account.user._id]);
    expect(rows[0].lastName).toBe("Customer");
  });

  it("accepts it from our own origin", async () => {
    const answer = await update({ origin: BASE_URL });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ lastName: "Session" });
  });

  it("does not sign in with a wrong password", async () => {
    await expect(webSignIn(account.email, "Wrong#Password1")).rejects.toThrow(/without a session cookie/);
  });

  it("shares the account's sign-in limit with the REST login", async () => {
    const locked = await registerCustomer();
    for (let i = 0; i < 10; i += 1) {
      expect((await api("/api/auth/login", { method: "POST", ...json({ email: locked.email, password: `Wrong#${i}password` }) })).status).toBe(401);
    }
    const response = await webSignInResponse(locked.email, locked.password);
    expect(response.headers.get("location")).toContain("code=rate_limited");
    expect(cookiesOf(response).some((pair) => pair.includes("session-token"))).toBe(false);
  });
});
