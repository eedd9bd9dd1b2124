import { api, BASE_URL, pool, registerCustomer, removeCreatedUsers, webSignIn, type SignedIn } from "./support";

/**
 * The REST endpoints also accept the web session (Auth.js cookie). A
 * state-changing request that rides on that cookie must come from our own
 * origin; a Bearer token needs no such check (another site cannot make a
 * browser send one).
 */
let account: SignedIn;
let sessionCookie: string;

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
});
