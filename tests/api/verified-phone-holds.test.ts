import { api, bearer, insertCustomer, insertService, insertSlotAt, json, keepShopSettings, newClientAddress, pool, registerAdmin, removeCreatedUsers, removeServices, uniqueWord, type SignedIn } from "./support";

/**
 * Business settings' "require a verified phone number to hold a slot online" at the REST door
 * (docs/abuse.md): off by default and in GET /api/settings; on, a customer without a verified
 * number is refused (409, the envelope's message says what to do) and nothing is stored, and one
 * verified number holds at most five places across its accounts. The rule itself is in
 * tests/domain/verified-phone-holds.test.ts.
 */
jest.setTimeout(60_000);

const MINUTE = 60_000;
const word = uniqueWord();
let serviceId: string;
let admin: SignedIn;
let restoreSettings: () => Promise<void>;
let minute = 0;
const base = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 6, 0, 0);
const freshSlot = () => {
  minute += 20;
  return insertSlotAt(serviceId, new Date(base + minute * MINUTE), 15);
};

type Customer = { id: string; token: string };
const book = async (who: Customer) => api<{ _id: string }>("/api/bookings", { method: "POST", ...json({ service: serviceId, slot: await freshSlot() }, { ...bearer(who.token), "x-forwarded-for": newClientAddress() }) });
const putSettings = (body: unknown) => api<{ verifiedPhoneToHold: boolean }>("/api/settings", { method: "PUT", ...json(body, { ...bearer(admin.accessToken), "x-forwarded-for": newClientAddress() }) });
const verify = (who: Customer, phone: string) => pool.query(`UPDATE "User" SET phone = $2, "phoneVerifiedAt" = now() WHERE id = $1`, [who.id, phone]);
const bookingsOf = async (who: Customer) => (await pool.query(`SELECT count(*)::int AS n FROM "Booking" WHERE "customerId" = $1`, [who.id])).rows[0].n as number;

beforeAll(async () => {
  serviceId = await insertService({ name: `Verified phones ${word}`, priceCents: 2000, duration: 15 });
  admin = await registerAdmin();
  restoreSettings = await keepShopSettings(admin.accessToken);
});

afterAll(async () => {
  await restoreSettings();
  await removeServices([serviceId]);
  await removeCreatedUsers();
  await pool.end();
});

describe("requiring a verified phone number to hold a slot", () => {
  it("is off by default, and the settings route reads and writes it (true or false only)", async () => {
    expect((await api<{ verifiedPhoneToHold: boolean }>("/api/settings")).body.data.verifiedPhoneToHold).toBe(false);
    const refused = await putSettings({ verifiedPhoneToHold: "maybe" });
    expect(refused.status).toBe(400);
    expect(refused.body.success).toBe(false);
    const saved = await putSettings({ verifiedPhoneToHold: true });
    expect(saved.status).toBe(200);
    expect(saved.body.data.verifiedPhoneToHold).toBe(true);
    expect((await api<{ verifiedPhoneToHold: boolean }>("/api/settings")).body.data.verifiedPhoneToHold).toBe(true);
    expect((await putSettings({ verifiedPhoneToHold: false })).body.data.verifiedPhoneToHold).toBe(false);
  });

  it("on: an unverified customer gets 409 saying to verify the number, and nothing is stored; a verified one books", async () => {
    expect((await putSettings({ verifiedPhoneToHold: true })).status).toBe(200);
    const unverified = await insertCustomer("unverified");
    const refused = await book(unverified);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ success: false, message: "Please verify your phone number before booking: open your profile's Phone and texts section, ask for a code and enter it, then come back to book." });
    expect(await bookingsOf(unverified)).toBe(0);

    const proven = await insertCustomer("proven");
    await verify(proven, `+88017${String(Date.now()).slice(-8)}`);
    const booked = await book(proven);
    expect(booked.status).toBe(201);
    expect(booked.body.success).toBe(true);
  });

  it("on: the accounts one verified number is on hold at most five places together", async () => {
    expect((await putSettings({ verifiedPhoneToHold: true })).status).toBe(200);
    const phone = `+88018${String(Date.now()).slice(-8)}`;
    const [first, second] = [await insertCustomer("shared-a"), await insertCustomer("shared-b")];
    await verify(first, phone);
    await verify(second, phone);
    for (let i = 0; i < 3; i++) expect((await book(first)).status).toBe(201);
    for (let i = 0; i < 2; i++) expect((await book(second)).status).toBe(201);
    const refused = await book(second);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ success: false, message: "5 bookings awaiting payment are already held by accounts with your phone number. Please complete or cancel one of them first." });
    expect((await bookingsOf(first)) + (await bookingsOf(second))).toBe(5);
  });

  it("off again: an unverified customer books as before", async () => {
    expect((await putSettings({ verifiedPhoneToHold: false })).status).toBe(200);
    expect((await book(await insertCustomer("unverified-off"))).status).toBe(201);
  });
});
