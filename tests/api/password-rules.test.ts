import { api, json, pool, registerCustomer, registration, removeCreatedUsers, resetTokenFrom, waitForMail } from "./support";

/**
 * New passwords that would be guessed first (the most common and leaked ones,
 * and near copies such as 'password1' or 'P@ssw0rd') are refused, with the
 * length rule kept; nothing is stored or spent when they are.
 */
afterAll(async () => {
  await removeCreatedUsers();
  await pool.end();
});

const TOO_COMMON = "* This password is one of the most common (or close to one) and would be guessed quickly: choose another";

describe("common passwords", () => {
  it.each(["password1", "P@ssw0rd", "qwerty123", "iloveyou", "Password123"])("refuses to register with %s, and stores nothing", async (password) => {
    const payload = registration({ password });
    const { status, body } = await api("/api/auth/register/customer", { method: "POST", ...json(payload) });
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ field: "password", message: TOO_COMMON }]);
    expect((await pool.query(`SELECT count(*)::int AS n FROM "User" WHERE email = $1`, [payload.email.toLowerCase()])).rows[0].n).toBe(0);
  });

  it("keeps the length rule, and accepts a password that is not on the lists", async () => {
    const short = await api("/api/auth/register/customer", { method: "POST", ...json(registration({ password: "Ab#1" })) });
    expect(short.status).toBe(400);
    expect(short.body.errors?.map((error: { field: string }) => error.field)).toEqual(["password"]);
    await expect(registerCustomer({ password: "Lantern#Orbit42" })).resolves.toMatchObject({ user: { role: "user" } });
  });

  it("refuses one as a new password on reset, and the link still works for a better one", async () => {
    const account = await registerCustomer();
    const since = Date.now();
    await api("/api/auth/forgot-password", { method: "POST", ...json({ email: account.email }) });
    const token = resetTokenFrom((await waitForMail(account.email, since)).text);
    const weak = await api("/api/auth/reset-password", { method: "PUT", ...json({ token, password: "password1" }) });
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual([{ field: "password", message: TOO_COMMON }]);
    const strong = await api("/api/auth/reset-password", { method: "PUT", ...json({ token, password: "Harbour#Kite77" }) });
    expect(strong.status).toBe(200);
  });
});
