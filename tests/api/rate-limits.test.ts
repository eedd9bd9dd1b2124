import { api, BASE_URL, cookiesOf, json, newClientAddress, pool, registerCustomer, registration, removeCreatedUsers, webSignInResponse } from "./support";

afterAll(async () => {
  await removeCreatedUsers();
  await pool.end();
});

const attempt = (path: string, body: unknown, client: string) => api(path, { method: "POST", ...json(body, { "x-forwarded-for": client }) });

describe("rate limits (counted in PostgreSQL)", () => {
  // The throttle's state for one account and client: the delay set by the last attempt is notBefore - (expiresAt - 1 hour).
  const throttle = async (email: string, client: string) =>
    (
      await pool.query<{ attempts: number; delay: number }>(
        `SELECT attempts, round(EXTRACT(EPOCH FROM ("notBefore" - ("expiresAt" - interval '1 hour'))))::int AS delay FROM "SignInThrottle" WHERE key = $1`,
        [`${email.toLowerCase()}|${client}`],
      )
    ).rows[0];
  const setThrottle = (email: string, client: string, assignments: string) =>
    pool.query(`UPDATE "SignInThrottle" SET ${assignments} WHERE key = $1`, [`${email.toLowerCase()}|${client}`]);

  it("never locks the owner out: wrong passwords from many addresses leave the right one from another address working", async () => {
    const account = await registerCustomer();
    // Guessers at rotating addresses (ten failures used to lock the account for everyone).
    for (let i = 0; i < 15; i += 1) {
      expect((await attempt("/api/auth/login", { email: account.email, password: `Wrong#${i}password` }, newClientAddress())).status).toBe(401);
    }
    // And one guesser who is being slowed down right now.
    const guesser = newClientAddress();
    for (let i = 0; i < 6; i += 1) await attempt("/api/auth/login", { email: account.email, password: `Wrong#${i}guess` }, guesser);
    await setThrottle(account.email, guesser, `"notBefore" = now() + interval '10 minutes'`);
    expect((await attempt("/api/auth/login", { email: account.email, password: "Wrong#again1" }, guesser)).status).toBe(429);
    // The owner, at their own address, gets in at once.
    expect((await attempt("/api/auth/login", { email: account.email, password: account.password }, newClientAddress())).status).toBe(200);
  });

  it("slows a guesser at one account down with a delay that doubles, and tells them how long to wait", async () => {
    const account = await registerCustomer();
    const guesser = newClientAddress();
    const guess = (i: number) => attempt("/api/auth/login", { email: account.email, password: `Wrong#${i}password` }, guesser);
    // Five attempts are free; the sixth goes through too, and sets the first wait.
    for (let i = 0; i < 6; i += 1) expect((await guess(i)).status).toBe(401);
    const delays = [(await throttle(account.email, guesser)).delay];
    // Each time the wait is over (moved into the past here), one more attempt, and a wait twice as long.
    for (let round = 0; round < 3; round += 1) {
      await setThrottle(account.email, guesser, `"notBefore" = now() - interval '1 millisecond'`);
      expect((await guess(10 + round)).status).toBe(401);
      delays.push((await throttle(account.email, guesser)).delay);
    }
    expect(delays).toEqual([1, 2, 4, 8]);

    // Before the wait is over: 429 with Retry-After, even for the right password (a guesser learns nothing then).
    await setThrottle(account.email, guesser, `"notBefore" = now() + interval '1 minute'`);
    const early = await fetch(`${process.env.BASE_URL}/api/auth/login`, { method: "POST", ...json({ email: account.email, password: account.password }, { "x-forwarded-for": guesser }) });
    expect(early.status).toBe(429);
    expect(await early.json()).toEqual({ success: false, message: "Too many attempts. Please wait a few minutes and try again." });
    expect(Number(early.headers.get("retry-after"))).toBeGreaterThanOrEqual(55);
    expect(Number(early.headers.get("retry-after"))).toBeLessThanOrEqual(60);

    // The longest wait is 15 minutes.
    await setThrottle(account.email, guesser, `attempts = 40, "notBefore" = now() - interval '1 millisecond'`);
    expect((await guess(40)).status).toBe(401);
    expect((await throttle(account.email, guesser)).delay).toBe(15 * 60);

    // When the wait is over, the right password gets in, and this client starts afresh.
    await setThrottle(account.email, guesser, `"notBefore" = now() - interval '1 millisecond'`);
    expect((await attempt("/api/auth/login", { email: account.email, password: account.password }, guesser)).status).toBe(200);
    expect(await throttle(account.email, guesser)).toBeUndefined();
  });

  it("lets only one of many parallel attempts through when a wait is over", async () => {
    const account = await registerCustomer();
    const guesser = newClientAddress();
    for (let i = 0; i < 6; i += 1) await attempt("/api/auth/login", { email: account.email, password: `Wrong#${i}password` }, guesser);
    // Far into the count: the attempt let through sets a 15-minute wait for the rest.
    await setThrottle(account.email, guesser, `attempts = 20, "notBefore" = now() - interval '1 millisecond'`);
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, i) => attempt("/api/auth/login", { email: account.email, password: `Wrong#${i}burst` }, guesser).then((answer) => answer.status)),
    );
    expect(burst.filter((status) => status === 401)).toHaveLength(1);
    expect(burst.filter((status) => status === 429)).toHaveLength(9);
  });

  it("counts sign-ins through the web door and the REST door together", async () => {
    const account = await registerCustomer();
    const guesser = newClientAddress();
    for (let i = 0; i < 6; i += 1) expect((await attempt("/api/auth/login", { email: account.email, password: `Wrong#${i}password` }, guesser)).status).toBe(401);
    await setThrottle(account.email, guesser, `"notBefore" = now() + interval '10 minutes'`);
    const slowed = await webSignInResponse(account.email, account.password, BASE_URL, guesser);
    expect(slowed.headers.get("location")).toContain("code=rate_limited");
    expect(cookiesOf(slowed).some((pair) => pair.includes("session-token"))).toBe(false);
    const owner = await webSignInResponse(account.email, account.password, BASE_URL, newClientAddress());
    expect(cookiesOf(owner).some((pair) => pair.includes("session-token"))).toBe(true);
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

  it("limits password-reset requests per account and address (3 per 15 minutes), known or not, alike", async () => {
    const known = await registerCustomer();
    const unknown = `unknown.${Date.now()}@example.test`;
    for (const email of [known.email, unknown]) {
      const client = newClientAddress();
      for (let i = 0; i < 3; i += 1) expect((await attempt("/api/auth/forgot-password", { email }, client)).status).toBe(200);
      const refused = await fetch(`${BASE_URL}/api/auth/forgot-password`, { method: "POST", ...json({ email }, { "x-forwarded-for": client }) });
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ success: false, message: "Too many attempts. Please wait a few minutes and try again." });
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });

  it("never stops the owner from resetting their password: others' requests do not use up theirs", async () => {
    const account = await registerCustomer();
    // Three requests from other addresses used to leave the owner 429 (Retry-After: 900) for a quarter of an hour.
    for (let i = 0; i < 3; i += 1) expect((await attempt("/api/auth/forgot-password", { email: account.email }, newClientAddress())).status).toBe(200);
    expect((await attempt("/api/auth/forgot-password", { email: account.email }, newClientAddress())).status).toBe(200);
  });
});
