import { mailsTo } from "../support/mailbox";
import { api, bearer, claimsOf, json, login, mailCount, newClientAddress, pollUntil, pool, registerCustomer, removeCreatedUsers, resetTokenFrom, signAccessToken, waitForMail } from "./support";

afterAll(async () => {
  await removeCreatedUsers();
  await pool.end();
});

/** Asks for a link, from a client address of its own unless one is given. */
const forgot = (email: string, client = newClientAddress()) => api("/api/auth/forgot-password", { method: "POST", ...json({ email }, { "x-forwarded-for": client }) });
const reset = (token: string, password: string) => api("/api/auth/reset-password", { method: "PUT", ...json({ token, password }) });

describe("password reset by email", () => {
  it("answers the same whether or not the account exists, and emails only real accounts", async () => {
    const account = await registerCustomer();
    const since = Date.now();
    const known = await forgot(account.email);
    const unknownEmail = `nobody.${since}@example.test`;
    const unknown = await forgot(unknownEmail);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const mail = await waitForMail(account.email, since);
    expect(mail.subject).toBe("Set a new password for Spotless Car Care");
    expect(mail.text).toContain(`${process.env.BASE_URL}/reset-password?token=`);
    // An account that chose no language: the page it opens follows the browser that opens it.
    expect(mail.text).not.toContain("lang=");
    expect(mail.text).toContain("30 minutes");
    expect(await mailCount(unknownEmail, since)).toBe(0);
  });

  it("writes to an account that chose Bangla in Bangla, with a link that opens the page in Bangla on any browser", async () => {
    const account = await registerCustomer();
    await pool.query(`UPDATE "User" SET locale = 'bn' WHERE id = $1`, [account.user._id]);
    const since = Date.now();
    await forgot(account.email);
    const mail = await waitForMail(account.email, since);
    expect(mail.text).toMatch(/\/reset-password\?token=[A-Za-z0-9_%-]+&lang=bn\b/);
    const link = mail.text.match(/https?:\/\/\S+\/reset-password\?\S+/)![0];
    const page = await fetch(link, { headers: { cookie: "spotless-locale=en" } });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<html[^>]*\slang="bn"/);
  });

  it("sets a new password once per link and signs the account out everywhere", async () => {
    const account = await registerCustomer();
    const oldAccess = signAccessToken({ sub: account.user._id, sid: claimsOf(account.accessToken).sid, role: "user", iat: Math.floor(Date.now() / 1000) - 60, exp: Math.floor(Date.now() / 1000) + 600 });
    expect((await api("/api/auth/auth-state", { headers: bearer(oldAccess) })).status).toBe(200);
    const since = Date.now();
    await forgot(account.email);
    const token = resetTokenFrom((await waitForMail(account.email, since)).text);

    const done = await reset(token, "Brand#NewPassword9");
    expect(done.status).toBe(200);
    expect(done.body.success).toBe(true);

    await expect(login(account.email, account.password)).rejects.toThrow(/401/);
    await expect(login(account.email, "Brand#NewPassword9")).resolves.toMatchObject({ user: { _id: account.user._id } });
    // Refresh tokens and access tokens from before the change no longer work.
    expect((await api("/api/auth/refreshToken", { method: "POST", headers: bearer(account.refreshToken) })).status).toBe(401);
    expect((await api("/api/auth/auth-state", { headers: bearer(oldAccess) })).status).toBe(401);
    // The link is spent.
    const again = await reset(token, "Another#Password9");
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("This link is invalid or has expired. Ask for a new one.");
  });

  it("makes a link that lasts 30 minutes from when it was asked for", async () => {
    const account = await registerCustomer();
    const since = Date.now();
    await forgot(account.email);
    await waitForMail(account.email, since);
    const { rows } = await pool.query(`SELECT "createdAt", "expiresAt" FROM "PasswordResetToken" WHERE "userId" = $1`, [account.user._id]);
    expect(rows).toHaveLength(1);
    const lifeMinutes = (rows[0].expiresAt.getTime() - rows[0].createdAt.getTime()) / 60_000;
    expect(lifeMinutes).toBeGreaterThan(29.9);
    expect(lifeMinutes).toBeLessThan(30.1);
    // Asked for now, so it ends about 30 minutes from the request.
    expect(rows[0].expiresAt.getTime() - since).toBeGreaterThan(29 * 60_000);
    expect(rows[0].expiresAt.getTime() - since).toBeLessThan(31 * 60_000);
  });

  it("replaces older links with a new one asked for from the same address: only the newest works", async () => {
    const account = await registerCustomer();
    const client = newClientAddress();
    const firstSince = Date.now();
    await forgot(account.email, client);
    const first = resetTokenFrom((await waitForMail(account.email, firstSince)).text);
    // The first email is in: anything received from the next millisecond on is newer.
    const secondSince = Date.now() + 1;
    await forgot(account.email, client);
    const second = resetTokenFrom((await pollUntil(() => waitForMail(account.email, secondSince), (mail) => resetTokenFrom(mail.text) !== first)).text);
    expect(second).not.toBe(first);

    const withOld = await reset(first, "Old#LinkPassword1");
    expect(withOld.status).toBe(400);
    expect(withOld.body.message).toBe("This link is invalid or has expired. Ask for a new one.");
    await expect(login(account.email, "Old#LinkPassword1")).rejects.toThrow(/401/);
    expect((await reset(second, "New#LinkPassword1")).status).toBe(200);
    await expect(login(account.email, "New#LinkPassword1")).resolves.toBeTruthy();
  });

  it("lets nobody spoil the link the owner was just sent: others' requests leave it working for a minute", async () => {
    const account = await registerCustomer();
    const owner = newClientAddress();
    const since = Date.now();
    await forgot(account.email, owner);
    const ownLink = resetTokenFrom((await waitForMail(account.email, since)).text);
    // Someone else asks for links to the same account, from two other addresses; their emails reach the owner too.
    await forgot(account.email, newClientAddress());
    await forgot(account.email, newClientAddress());
    const mails = await pollUntil(() => mailsTo(account.email, since), (all) => all.length === 3);
    const othersLinks = mails.map((mail) => resetTokenFrom(mail.text)).filter((token) => token !== ownLink);
    expect(othersLinks).toHaveLength(2);

    // The owner's link still works, and using it spends every other link of the account.
    expect((await reset(ownLink, "Owner#NewPassword9")).status).toBe(200);
    for (const token of othersLinks) expect((await reset(token, "Other#NewPassword9")).status).toBe(400);
    await expect(login(account.email, "Owner#NewPassword9")).resolves.toBeTruthy();
  });

  it("lets another address's request replace a link once it is a minute old", async () => {
    const account = await registerCustomer();
    const since = Date.now();
    await forgot(account.email, newClientAddress());
    const older = resetTokenFrom((await waitForMail(account.email, since)).text);
    await pool.query(`UPDATE "PasswordResetToken" SET "createdAt" = "createdAt" - interval '61 seconds' WHERE "userId" = $1`, [account.user._id]);
    const newerSince = Date.now() + 1;
    await forgot(account.email, newClientAddress());
    const newer = resetTokenFrom((await pollUntil(() => waitForMail(account.email, newerSince), (mail) => resetTokenFrom(mail.text) !== older)).text);
    expect((await reset(older, "Older#LinkPassword1")).status).toBe(400);
    expect((await reset(newer, "Newer#LinkPassword1")).status).toBe(200);
  });

  it("refuses an expired link and leaves the password as it was", async () => {
    const account = await registerCustomer();
    const since = Date.now();
    await forgot(account.email);
    const token = resetTokenFrom((await waitForMail(account.email, since)).text);
    await pool.query(`UPDATE "PasswordResetToken" SET "expiresAt" = now() - interval '1 second' WHERE "userId" = $1`, [account.user._id]);
    expect((await reset(token, "Too#LatePassword1")).status).toBe(400);
    await expect(login(account.email, account.password)).resolves.toBeTruthy();
  });

  it("answers 400 for an unknown token, a missing token or a short password", async () => {
    expect((await reset("not-a-real-token", "Valid#Password1")).status).toBe(400);
    const missing = await api("/api/auth/reset-password", { method: "PUT", ...json({ password: "Valid#Password1" }) });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toContainEqual({ field: "token", message: "A token is required" });
    const short = await reset("whatever", "short");
    expect(short.status).toBe(400);
    expect(short.body.errors).toContainEqual({ field: "password", message: "* Password must be at least 8 characters" });
  });

  it("answers 400 for a malformed email", async () => {
    const answer = await api("/api/auth/forgot-password", { method: "POST", ...json({ email: "nope" }, { "x-forwarded-for": newClientAddress() }) });
    expect(answer.status).toBe(400);
  });
});

describe("password reset by text", () => {
  type Taken = { to: string; text: string };
  const textsTo = async (phone: string): Promise<Taken[]> => ((await (await fetch(`${process.env.FAKE_SMS_URL}/__fake/messages`)).json()) as Taken[]).filter((text) => text.to === phone);
  const numberOf = async (userId: string, verified: boolean) => {
    const phone = `+88017${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
    await pool.query(`UPDATE "User" SET phone = $2, "phoneVerifiedAt" = $3 WHERE id = $1`, [userId, phone, verified ? new Date() : null]);
    return phone;
  };

  it("texts the link as well to a verified number, answering as for any address; the texted link sets the password", async () => {
    const account = await registerCustomer();
    const phone = await numberOf(account.user._id, true);
    const since = Date.now();
    const known = await forgot(account.email);
    expect(known.body).toEqual((await forgot(`nobody.${since}@example.test`)).body);
    await waitForMail(account.email, since);
    const [text] = await pollUntil(() => textsTo(phone), (texts) => texts.length === 1, 20_000);
    expect(text.text).toContain(`${process.env.BASE_URL}/reset-password?token=`);
    expect(text.text).toContain("30 minutes");
    // The prepared text is cleared once the gateway took it.
    const row = await pollUntil(() => pool.query(`SELECT state, body FROM "SmsDelivery" WHERE recipient = $1 AND kind = 'password-reset'`, [phone]).then((result) => result.rows[0]), (found) => found?.state === "sent");
    expect(row.body).toBeNull();
    expect((await reset(resetTokenFrom(text.text), "Texted#Password9")).status).toBe(200);
    await expect(login(account.email, "Texted#Password9")).resolves.toMatchObject({ user: { _id: account.user._id } });
  });

  it("texts nothing to a number that is not verified", async () => {
    const account = await registerCustomer();
    const phone = await numberOf(account.user._id, false);
    const since = Date.now();
    await forgot(account.email);
    await waitForMail(account.email, since);
    expect((await pool.query(`SELECT count(*)::int AS n FROM "SmsDelivery" WHERE recipient = $1`, [phone])).rows[0].n).toBe(0);
    expect(await textsTo(phone)).toEqual([]);
  });
});

describe("the development mailbox", () => {
  it("does not exist in production", async () => {
    const response = await fetch(`${process.env.BASE_URL}/dev/mailbox`);
    expect(response.status).toBe(404);
  });
});
