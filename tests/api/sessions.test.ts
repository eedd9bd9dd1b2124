import { api, BASE_URL, bearer, claimsOf, cookiesOf, json, login, newClientAddress, pool, registerCustomer, removeCreatedUsers, signAccessToken, webSignIn } from "./support";
import { callServerAction } from "./server-actions";

/**
 * Signing out ends a session on the server: a copy of the cookie or of a
 * token stops working at once, not when it would have expired. (The instance
 * tests check the same across two instances.)
 */
afterAll(async () => {
  await removeCreatedUsers();
  await pool.end();
});

const authState = (headers: Record<string, string>) => api("/api/auth/auth-state", { headers });
const sessionsOf = async (userId: string) => (await pool.query(`SELECT count(*)::int AS n FROM "Session" WHERE "userId" = $1`, [userId])).rows[0].n as number;

describe("signing out", () => {
  it("the site's sign-out (logoutAction) ends the web session: a copied cookie no longer signs anyone in", async () => {
    const customer = await registerCustomer();
    const cookie = await webSignIn(customer.email, customer.password);
    expect((await authState({ cookie })).status).toBe(200);
    const signedOut = await callServerAction(BASE_URL, "logoutAction", `${cookie}; refreshToken=${customer.refreshToken}`);
    expect(signedOut.status).toBe(200);
    // The same cookie, as a copy of it would be sent.
    expect((await authState({ cookie })).status).toBe(401);
    // The refresh token in the browser's cookie was ended with it, and the access token of its session.
    expect((await api("/api/auth/refreshToken", { method: "POST", headers: { ...bearer(customer.refreshToken), "x-forwarded-for": newClientAddress() } })).status).toBe(401);
    expect((await authState(bearer(customer.accessToken))).status).toBe(401);
  });

  it("Auth.js's own sign-out endpoint ends the web session too", async () => {
    const customer = await registerCustomer();
    const cookie = await webSignIn(customer.email, customer.password);
    const csrf = await fetch(`${BASE_URL}/api/auth/csrf`, { headers: { cookie } });
    const { csrfToken } = await csrf.json();
    const jar = [cookie, ...cookiesOf(csrf)].join("; ");
    const response = await fetch(`${BASE_URL}/api/auth/signout`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar },
      body: new URLSearchParams({ csrfToken, callbackUrl: BASE_URL }),
    });
    expect(response.status).toBe(302);
    expect((await authState({ cookie })).status).toBe(401);
  });

  it("the REST logout ends the access token's session at once, not in 15 minutes", async () => {
    const customer = await registerCustomer();
    expect((await authState(bearer(customer.accessToken))).status).toBe(200);
    expect((await api("/api/auth/logout", { method: "POST", headers: bearer(customer.refreshToken) })).status).toBe(200);
    expect((await authState(bearer(customer.accessToken))).status).toBe(401);
  });

  it("the REST logout with the access token as Bearer (as a REST client sends every call) ends its session", async () => {
    const customer = await registerCustomer();
    const answer = await api("/api/auth/logout", { method: "POST", headers: bearer(customer.accessToken) });
    expect(answer.status).toBe(200);
    expect((await authState(bearer(customer.accessToken))).status).toBe(401);
    expect((await api("/api/auth/refreshToken", { method: "POST", headers: { ...bearer(customer.refreshToken), "x-forwarded-for": newClientAddress() } })).status).toBe(401);
    expect(await sessionsOf(customer.user._id)).toBe(0);
  });

  it("the REST logout with the refresh token in a JSON body ends its session", async () => {
    const customer = await registerCustomer();
    expect((await api("/api/auth/logout", { method: "POST", ...json({ refreshToken: customer.refreshToken }) })).status).toBe(200);
    expect((await authState(bearer(customer.accessToken))).status).toBe(401);
  });

  it("an access token that has just expired still ends its session; a forged one ends nothing", async () => {
    const customer = await registerCustomer();
    const { sub, sid } = claimsOf(customer.accessToken);
    const past = Math.floor(Date.now() / 1000) - 3600;
    const forged = signAccessToken({ sub, sid, role: "user", iat: past, exp: past + 900 }, "not-the-server-secret-not-the-server-secret");
    expect((await api("/api/auth/logout", { method: "POST", headers: bearer(forged) })).status).toBe(200);
    expect((await authState(bearer(customer.accessToken))).status).toBe(200);
    const expired = signAccessToken({ sub, sid, role: "user", iat: past, exp: past + 900 });
    expect((await api("/api/auth/logout", { method: "POST", headers: bearer(expired) })).status).toBe(200);
    expect((await authState(bearer(customer.accessToken))).status).toBe(401);
  });

  it("an access token naming another person's session ends nothing", async () => {
    const customer = await registerCustomer();
    const other = await registerCustomer();
    const now = Math.floor(Date.now() / 1000);
    const crossed = signAccessToken({ sub: other.user._id, sid: claimsOf(customer.accessToken).sid, role: "user", iat: now, exp: now + 900 });
    expect((await api("/api/auth/logout", { method: "POST", headers: bearer(crossed) })).status).toBe(200);
    expect((await authState(bearer(customer.accessToken))).status).toBe(200);
  });

  it("ends only the session signed out of: the same person's other sessions keep working", async () => {
    const customer = await registerCustomer();
    const phone = await login(customer.email, customer.password);
    await api("/api/auth/logout", { method: "POST", headers: bearer(customer.refreshToken) });
    expect((await authState(bearer(phone.accessToken))).status).toBe(200);
    // Signing out with the access token, too.
    const tablet = await login(customer.email, customer.password);
    await api("/api/auth/logout", { method: "POST", headers: bearer(tablet.accessToken) });
    expect((await authState(bearer(tablet.accessToken))).status).toBe(401);
    expect((await authState(bearer(phone.accessToken))).status).toBe(200);
  });

  it("refuses an access token whose session does not exist, even if it is validly signed", async () => {
    const customer = await registerCustomer();
    const { sid } = claimsOf(customer.accessToken);
    await pool.query(`DELETE FROM "Session" WHERE id = $1`, [sid]);
    expect((await authState(bearer(customer.accessToken))).status).toBe(401);
  });
});

describe("sign out everywhere (the profile page)", () => {
  it("is offered on the profile page", async () => {
    const customer = await registerCustomer();
    const cookie = await webSignIn(customer.email, customer.password);
    const page = await fetch(`${BASE_URL}/dashboard/user`, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Sign out everywhere");
  });

  it("ends every session of the account, web and REST, and no one else's", async () => {
    const customer = await registerCustomer();
    const other = await registerCustomer();
    const laptop = await webSignIn(customer.email, customer.password);
    const tablet = await webSignIn(customer.email, customer.password);
    const phone = await login(customer.email, customer.password);
    expect(await sessionsOf(customer.user._id)).toBeGreaterThanOrEqual(4);

    const answer = await callServerAction(BASE_URL, "signOutEverywhereAction", laptop, [null]);
    expect(answer.status).toBeLessThan(400);
    expect(await sessionsOf(customer.user._id)).toBe(0);
    for (const cookie of [laptop, tablet]) expect((await authState({ cookie })).status).toBe(401);
    for (const token of [phone.accessToken, customer.accessToken]) expect((await authState(bearer(token))).status).toBe(401);
    for (const token of [phone.refreshToken, customer.refreshToken]) {
      expect((await api("/api/auth/refreshToken", { method: "POST", headers: { ...bearer(token), "x-forwarded-for": newClientAddress() } })).status).toBe(401);
    }
    expect((await authState(bearer(other.accessToken))).status).toBe(200);
  });

  it("does nothing for someone signed out", async () => {
    const before = (await pool.query(`SELECT count(*)::int AS n FROM "Session"`)).rows[0].n;
    const answer = await callServerAction(BASE_URL, "signOutEverywhereAction", "", [null]);
    expect(answer.status).toBeLessThan(500);
    expect((await pool.query(`SELECT count(*)::int AS n FROM "Session"`)).rows[0].n).toBe(before);
  });
});
