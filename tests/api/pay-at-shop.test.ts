import { api, bearer, insertCustomer, isoDay, json, pool, serviceOfItsOwn, uniqueWord } from "./support";

/**
 * Pay at the shop over REST (docs/payments.md): Business settings' `payAtShop` (every service) or a service's own
 * `payAtShop` lets `POST /api/bookings` take `payAt: "shop"`: the booking is confirmed at once with nothing to pay online
 * (`payment_url` null). An admin records what the customer paid at the counter with
 * `POST /api/bookings/{id}/counter-payment`. A call with only `service` and `slot` books online as before.
 */
type Booking = {
  _id: string;
  status: string;
  payment: string;
  payAt: string;
  payment_url: string | null;
  holdExpiresAt: string | null;
  amount: number;
  amount_due_online: number;
  amount_paid: number;
  amount_due_at_shop: number;
  paidAtShop: { amount: number; method: string; at: string } | null;
};

const own = serviceOfItsOwn({ name: `Counter wash ${uniqueWord()}`, priceCents: 4000 }, 32);
const freshSlot = own.freshSlot;

const putSettings = (body: unknown, token = own.admin.accessToken) => api<Record<string, unknown>>("/api/settings", { method: "PUT", ...json(body, bearer(token)) });
const putService = (body: unknown, token = own.admin.accessToken) => api<Record<string, unknown>>(`/api/services/${own.serviceId}`, { method: "PUT", ...json(body, bearer(token)) });
const bookIt = (token: string, slot: string, extra: Record<string, unknown> = {}) => api<Booking>("/api/bookings", { method: "POST", ...json({ service: own.serviceId, slot, ...extra }, bearer(token)) });
const counterPayment = (bookingId: string, body: unknown, token?: string) =>
  api<Booking>(`/api/bookings/${bookingId}/counter-payment`, { method: "POST", ...json(body, token ? bearer(token) : {}) });

describe("where paying at the shop is allowed", () => {
  it("is off for the shop until an admin turns it on; only an admin may, and a bad value is refused on its field", async () => {
    expect((await api<Record<string, unknown>>("/api/settings")).body.data).toMatchObject({ payAtShop: false });
    const customer = await insertCustomer("counter-setter");
    expect((await putSettings({ payAtShop: true }, customer.token)).status).toBe(403);
    const bad = await putSettings({ payAtShop: "sometimes" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((error) => error.field)).toContain("payAtShop");
    expect((await api<Record<string, unknown>>("/api/settings")).body.data).toMatchObject({ payAtShop: false });
  });

  it("a service says whether it allows it; a bad value is refused and changes nothing", async () => {
    expect((await api<{ payAtShop: boolean }>(`/api/services/${own.serviceId}`)).body.data.payAtShop).toBe(false);
    const bad = await putService({ payAtShop: "yes" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((error) => error.field)).toContain("payAtShop");
    const customer = await insertCustomer("counter-service");
    expect((await putService({ payAtShop: true }, customer.token)).status).toBe(403);
    expect((await api<{ payAtShop: boolean }>(`/api/services/${own.serviceId}`)).body.data.payAtShop).toBe(false);
  });
});

describe("POST /api/bookings with payAt", () => {
  it("refuses 'shop' where neither the shop nor the service allows it, and an unknown payAt, storing nothing", async () => {
    const customer = await insertCustomer("counter-refused");
    const slot = await freshSlot();
    const refused = await bookIt(customer.token, slot, { payAt: "shop" });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ field: "payAt", message: "This service is paid online when you book: paying at the shop is not offered for it." }]);
    const unknown = await bookIt(customer.token, slot, { payAt: "later" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.map((error) => error.field)).toEqual(["payAt"]);
    expect((await pool.query(`SELECT count(*)::int AS n FROM "Booking" WHERE "slotId" = $1`, [slot])).rows[0].n).toBe(0);
  });

  it("books to pay at the shop where the service allows it: 201, confirmed, nothing due online, no payment URL", async () => {
    expect((await putService({ payAtShop: true })).status).toBe(200);
    const customer = await insertCustomer("counter-booker");
    const slot = await freshSlot();
    const answer = await bookIt(customer.token, slot, { payAt: "shop" });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ status: "confirm", payment: "pending", payAt: "shop", payment_url: null, holdExpiresAt: null, amount: 40, amount_due_online: 0, amount_paid: 0, amount_due_at_shop: 40, paidAtShop: null });
    const mine = await api<Booking>(`/api/my-bookings/${answer.body.data._id}`, { headers: bearer(customer.token) });
    expect(mine.body.data).toMatchObject({ status: "confirm", payAt: "shop", amount_due_at_shop: 40 });
    // The slot's one place is taken.
    const slots = await api<{ _id: string; remaining: number }[]>(`/api/slots/availability?service=${own.serviceId}&date=${isoDay(32)}`);
    expect(slots.body.data.find((entry) => entry._id === slot)?.remaining).toBe(0);
  });

  it("still books online with only service and slot, as ever", async () => {
    const customer = await insertCustomer("counter-online");
    const answer = await bookIt(customer.token, await freshSlot());
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ status: "pending", payAt: "online", amount_due_online: 40 });
    expect(answer.body.data.payment_url).toEqual(expect.any(String));
  });
});

describe("POST /api/bookings/{id}/counter-payment", () => {
  let bookingId: string;
  let customerToken: string;

  beforeAll(async () => {
    expect((await putService({ payAtShop: true })).status).toBe(200);
    const customer = await insertCustomer("counter-payer");
    customerToken = customer.token;
    const answer = await bookIt(customer.token, await freshSlot(), { payAt: "shop" });
    expect(answer.status).toBe(201);
    bookingId = answer.body.data._id;
  });

  it("needs an admin", async () => {
    expect((await counterPayment(bookingId, { method: "cash", amount: 40 })).status).toBe(401);
    expect((await counterPayment(bookingId, { method: "cash", amount: 40 }, customerToken)).status).toBe(403);
  });

  it.each([
    [{ method: "cheque", amount: 40 }, "method"],
    [{ amount: 40 }, "method"],
    [{ method: "cash", amount: 0 }, "amount"],
    [{ method: "cash", amount: "forty" }, "amount"],
    [{ method: "cash", amount: 10.005 }, "amount"],
    [{ method: "cash", amount: 40.01 }, "amount"],
  ])("refuses %j on its field, and records nothing", async (body, field) => {
    const answer = await counterPayment(bookingId, body, own.admin.accessToken);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.map((error) => error.field)).toContain(field);
    expect((await pool.query(`SELECT "paidAtShopAt", payment FROM "Booking" WHERE id = $1`, [bookingId])).rows[0]).toEqual({ paidAtShopAt: null, payment: "pending" });
  });

  it("records it once: the booking reads paid at the shop, and a second record is a 409", async () => {
    const answer = await counterPayment(bookingId, { method: "wallet", amount: 40 }, own.admin.accessToken);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe("Payment recorded: $40 by mobile wallet at the counter.");
    expect(answer.body.data).toMatchObject({ payment: "paid", payAt: "shop", amount_paid: 40, amount_due_at_shop: 0, paidAtShop: { amount: 40, method: "wallet" } });
    expect((await api<Booking>(`/api/my-bookings/${bookingId}`, { headers: bearer(customerToken) })).body.data).toMatchObject({ payment: "paid", paidAtShop: { amount: 40, method: "wallet" } });
    const again = await counterPayment(bookingId, { method: "cash", amount: 40 }, own.admin.accessToken);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("A payment at the counter is already recorded for this booking.");
  });

  it("is a 409 for a booking with nothing due at the shop", async () => {
    const customer = await insertCustomer("counter-nothing");
    const answer = await bookIt(customer.token, await freshSlot());
    const refused = await counterPayment(answer.body.data._id, { method: "cash", amount: 40 }, own.admin.accessToken);
    expect(refused.status).toBe(409);
  });
});

describe("GET /api/bookings?money=", () => {
  const listed = async (money: string, email: string) =>
    (await api<Booking[]>(`/api/bookings?money=${money}&searchTerm=${encodeURIComponent(email)}`, { headers: bearer(own.admin.accessToken) })).body.data.map((booking) => booking._id);

  it("finds a booking by the state of its money: due at the shop until paid at the counter, then paid in full", async () => {
    expect((await putService({ payAtShop: true })).status).toBe(200);
    const customer = await insertCustomer("counter-filter");
    const answer = await bookIt(customer.token, await freshSlot(), { payAt: "shop" });
    const id = answer.body.data._id;
    expect(await listed("due-at-shop", customer.email)).toEqual([id]);
    expect(await listed("paid", customer.email)).toEqual([]);
    expect((await counterPayment(id, { method: "card", amount: 40 }, own.admin.accessToken)).status).toBe(200);
    expect(await listed("due-at-shop", customer.email)).toEqual([]);
    expect(await listed("paid", customer.email)).toEqual([id]);
    expect(await listed("deposit-paid", customer.email)).toEqual([]);
    expect(await listed("refunded", customer.email)).toEqual([]);
    expect(await listed("mismatch", customer.email)).toEqual([]);
  });

  it("refuses an unknown state on its field", async () => {
    const answer = await api(`/api/bookings?money=owed`, { headers: bearer(own.admin.accessToken) });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.map((error) => error.field)).toEqual(["money"]);
  });
});
