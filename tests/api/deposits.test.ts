import { api, bearer, insertCustomer, json, payOnTestCheckout, pool, serviceOfItsOwn, uniqueWord } from "./support";

/**
 * Deposits over REST (docs/payments.md): admins set the rule in Business settings (bad values refused on
 * their field, customers refused); a booking then answers what its checkout asks for online, what was paid
 * and what is due at the shop, and its test checkout takes the deposit alone. A call with only `service`
 * and `slot` books as before.
 */
type Booking = { _id: string; amount: number; total: number; payment: string; status: string; amount_due_online: number; amount_paid: number; amount_due_at_shop: number; payment_url: string | null };

const own = serviceOfItsOwn({ name: `Deposit wash ${uniqueWord()}`, priceCents: 4550 }, 31);
const freshSlot = own.freshSlot;

const put = (body: unknown, token = own.admin.accessToken) => api<Record<string, unknown>>("/api/settings", { method: "PUT", ...json(body, bearer(token)) });

describe("the deposit in Business settings", () => {
  it("is the full price until an admin sets another, and only an admin may", async () => {
    expect((await api<Record<string, unknown>>("/api/settings")).body.data).toMatchObject({ deposit: "full" });
    const customer = await insertCustomer("deposit-setter");
    expect((await put({ deposit: "percent", depositPercent: 20 }, customer.token)).status).toBe(403);
    expect((await api("/api/settings", { method: "PUT", ...json({ deposit: "percent", depositPercent: 20 }) })).status).toBe(401);
    expect((await api<Record<string, unknown>>("/api/settings")).body.data).toMatchObject({ deposit: "full" });
  });

  it.each([
    [{ deposit: "half" }, "deposit"],
    [{ deposit: "percent", depositPercent: 0 }, "depositPercent"],
    [{ deposit: "percent", depositPercent: 101 }, "depositPercent"],
    [{ deposit: "percent", depositPercent: 2.5 }, "depositPercent"],
    [{ deposit: "fixed", depositAmount: -5 }, "depositAmount"],
    [{ deposit: "fixed", depositAmount: "ten" }, "depositAmount"],
    [{ deposit: "fixed", depositAmount: 10.005 }, "depositAmount"],
    [{ deposit: "fixed", depositAmount: null }, "depositAmount"],
  ])("refuses %j on its field, and changes nothing", async (body, field) => {
    const answer = await put(body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.map((error) => error.field)).toContain(field);
    expect((await api<Record<string, unknown>>("/api/settings")).body.data).toMatchObject({ deposit: "full" });
  });
});

describe("a booking with a 20% deposit", () => {
  beforeAll(async () => {
    const answer = await put({ deposit: "percent", depositPercent: 20 });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ deposit: "percent", depositPercent: 20 });
  });

  it("answers what is due online and at the shop; the checkout takes the deposit, and the booking reads paid", async () => {
    const customer = await insertCustomer("deposit-payer");
    const made = await api<Booking>("/api/bookings", { method: "POST", ...json({ service: own.serviceId, slot: await freshSlot() }, bearer(customer.token)) });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ amount: 45.5, total: 45.5, amount_due_online: 9.1, amount_paid: 0, amount_due_at_shop: 36.4, payment: "pending" });

    await payOnTestCheckout(made.body.data.payment_url!);

    const mine = await api<Booking>(`/api/my-bookings/${made.body.data._id}`, { headers: bearer(customer.token) });
    expect(mine.body.data).toMatchObject({ status: "confirm", payment: "paid", amount: 45.5, amount_due_online: 9.1, amount_paid: 9.1, amount_due_at_shop: 36.4, paymentMismatch: false });
    const shop = await api<Booking>(`/api/bookings/${made.body.data._id}`, { headers: bearer(own.admin.accessToken) });
    expect(shop.body.data).toMatchObject({ amount_due_online: 9.1, amount_paid: 9.1, amount_due_at_shop: 36.4 });
    const { rows } = await pool.query(`SELECT "amountDueOnlineCents", "amountDueAtShopCents", "paidAmountMinor" FROM "Booking" WHERE id = $1`, [made.body.data._id]);
    expect(rows).toEqual([{ amountDueOnlineCents: 910, amountDueAtShopCents: 3640, paidAmountMinor: 910 }]);
  });

  it("never takes the amounts from the request", async () => {
    const customer = await insertCustomer("deposit-chooser");
    const made = await api<Booking>("/api/bookings", { method: "POST", ...json({ service: own.serviceId, slot: await freshSlot(), amount_due_online: 0.01, amount_due_at_shop: 45.49 }, bearer(customer.token)) });
    // Fields the body does not declare are left out: the amounts are the shop's.
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ amount_due_online: 9.1, amount_due_at_shop: 36.4 });
  });
});
