import Stripe from "stripe";
import { api, bearer, insertCustomer, insertService, insertSlot, isoDay, json, pool, registerAdmin, removeCreatedUsers, removeServices, uniqueWord, type SignedIn } from "./support";

/**
 * Several cars in one visit over REST, paid through Stripe Checkout (the suite's Stripe server and its
 * loopback stand-in, scripts/test-stripe.ts): `POST /api/bookings` with `vehicles`, its refusals, the
 * webhook settling every car's booking once, a late payment and a wrong amount, and cancelling one car,
 * which refunds that car's amount alone. The rules themselves are in tests/domain/vehicle-group.test.ts.
 */
// Its clean-up deletes its bookings, and waited over a minute for their rows in a full, loaded run (the
// server's work on them: emails, refunds); the cause was not found.
jest.setTimeout(120_000);

const APP = required("STRIPE_BASE_URL");
const FAKE = required("FAKE_STRIPE_URL");
const WEBHOOK_SECRET = required("STRIPE_WEBHOOK_SECRET");

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the API tests through 'npm test'`);
  return value;
}

type Booking = { _id: string; total: number; status: string; payment: string; checkoutGroup: string | null; vehicleClass: { name: string } | null };
type Created = Booking & { payment_url: string; bookings: Booking[]; checkoutGroup: string; groupTotal: number };
type Answer<T> = { status: number; body: { success: boolean; message: string; data: T; errors?: { field: string; message: string }[] } };

async function call<T = Record<string, unknown>>(path: string, init: RequestInit = {}): Promise<Answer<T>> {
  const response = await fetch(`${APP}${path}`, init);
  return { status: response.status, body: await response.json() };
}

type FakeRequest = { method: string; path: string; params: Record<string, string>; idempotencyKey: string | null };
const fakeRequests = async (): Promise<FakeRequest[]> => (await fetch(`${FAKE}/__fake/requests`)).json();
const fakeRefunds = async (): Promise<{ payment_intent: string; amount: number }[]> => (await fetch(`${FAKE}/__fake/refunds`)).json();
const payOnStripe = async (sessionId: string, took: { amount_total?: string } = {}): Promise<{ payment_intent: string; amount_total: number }> =>
  (await fetch(`${FAKE}/__fake/sessions/${sessionId}/pay`, { method: "POST", body: new URLSearchParams(took) })).json();

const signer = new Stripe("sk_test_only_for_signing");
let eventCounter = 0;
/** Stripe's checkout.session.completed for a paid session, signed as Stripe signs it. */
function completed(session: { id: string; payment_intent: string; amount_total: number }) {
  eventCounter += 1;
  const payload = JSON.stringify({
    id: `evt_group_${Date.now()}_${eventCounter}`,
    object: "event",
    type: "checkout.session.completed",
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    data: { object: { object: "checkout.session", status: "complete", payment_status: "paid", currency: "usd", ...session } },
  });
  return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
}
const deliver = async (event: { payload: string; signature: string }) =>
  call<{ outcome: string }>("/api/webhooks/stripe", { method: "POST", headers: { "content-type": "application/json", "stripe-signature": event.signature }, body: event.payload });

const word = uniqueWord();
let admin: SignedIn;
let serviceId: string;
let standard: { _id: string; name: string };
let suv: { _id: string; name: string };
let engineBay: { _id: string };
let hour = 6;
const bays: string[] = [];

const as = (token: string, method: string, body?: unknown): RequestInit => (body === undefined ? { method, headers: bearer(token) } : { method, ...json(body, bearer(token)) });

/** A slot of two places, at an hour of its own. */
async function freshSlot(): Promise<string> {
  hour += 1;
  const time = (h: number) => `${String(h).padStart(2, "0")}:00`;
  const slot = await insertSlot({ serviceId, date: isoDay(30), startTime: time(hour), endTime: time(hour + 1) });
  await pool.query(`UPDATE "Slot" SET capacity = 2 WHERE id = $1`, [slot]);
  return slot;
}

/** A customer with a saved SUV. */
async function suvOwner(label: string) {
  const who = await insertCustomer(label);
  const vehicle = await call<{ _id: string; plate: string }>("/api/my-vehicles", as(who.token, "POST", { vehicleClass: suv._id, make: "Toyota", model: "RAV4", plate: `GRP ${hour}${eventCounter}${label.length}` }));
  expect(vehicle.status).toBe(201);
  return { who, vehicle: vehicle.body.data };
}

/** Books the SUV (with the engine bay) and a hatchback into a fresh slot; answers the group and its Stripe session. */
async function bookTwo(label: string) {
  const { who, vehicle } = await suvOwner(label);
  const slot = await freshSlot();
  const answer = await call<Created>("/api/bookings", as(who.token, "POST", { service: serviceId, slot, vehicles: [{ vehicle: vehicle._id, addOns: [engineBay._id] }, { vehicleClass: standard._id }] }));
  expect(answer.status).toBe(201);
  const { rows } = await pool.query<{ paymentSessionId: string; amountCents: number }>(`SELECT "paymentSessionId", "amountCents" FROM "CheckoutGroup" WHERE id = $1`, [answer.body.data.checkoutGroup]);
  return { who, vehicle, slot, created: answer.body.data, sessionId: rows[0].paymentSessionId, totalCents: rows[0].amountCents };
}

const bookingRow = async (id: string) => (await pool.query(`SELECT status::text, payment::text, "refundDue" FROM "Booking" WHERE id = $1`, [id])).rows[0];

beforeAll(async () => {
  admin = await registerAdmin();
  serviceId = await insertService({ name: `Group ${word}`, priceCents: 10_000, duration: 60 });
  standard = (await api<{ _id: string; name: string; isDefault: boolean }[]>("/api/vehicle-classes")).body.data.find((one) => one.isDefault)!;
  suv = (await api<{ _id: string; name: string }>("/api/vehicle-classes", as(admin.accessToken, "POST", { name: `SUV ${word}` }))).body.data;
  expect((await api(`/api/services/${serviceId}`, as(admin.accessToken, "PUT", { prices: [{ vehicleClass: suv._id, price: 150, duration: 90 }] }))).status).toBe(200);
  engineBay = (await api<{ _id: string }>("/api/add-ons", as(admin.accessToken, "POST", { name: `Engine bay ${word}`, price: 30, minutes: 30, services: [serviceId] }))).body.data;
  // Two bays of this file's own, whatever the shop has: each car takes one.
  for (const name of ["A", "B"]) bays.push((await api<{ _id: string }>("/api/bays", as(admin.accessToken, "POST", { name: `Bay ${name} ${word}` }))).body.data._id);
});

afterAll(async () => {
  await removeServices([serviceId]);
  await removeCreatedUsers();
  await pool.query(`DELETE FROM "AddOn" WHERE name LIKE $1`, [`%${word}%`]);
  await pool.query(`DELETE FROM "VehicleClass" WHERE name LIKE $1`, [`%${word}%`]);
  await pool.query(`DELETE FROM "Bay" WHERE id = ANY($1::uuid[])`, [bays]);
  await pool.end();
});

describe("POST /api/bookings with vehicles", () => {
  it("books each car into the slot and opens one Checkout Session with a line per item per car", async () => {
    const { vehicle, created, sessionId, totalCents } = await bookTwo("ada");

    expect(created.bookings.map((one) => [one.vehicleClass?.name, one.total, one.status, one.checkoutGroup])).toEqual([
      [suv.name, 180, "pending", created.checkoutGroup],
      [standard.name, 100, "pending", created.checkoutGroup],
    ]);
    // What an old client reads is the first car's booking, with where to pay.
    expect(created).toMatchObject({ _id: created.bookings[0]._id, total: 180, groupTotal: 280, payment_url: `${FAKE}/pay/${sessionId}` });
    expect(totalCents).toBe(28_000);
    const asked = (await fakeRequests()).find((request) => request.path === "/v1/checkout/sessions" && request.params.client_reference_id === created.checkoutGroup)!;
    expect(asked.idempotencyKey).toBe(`checkout-${created.checkoutGroup}`);
    const lines = [0, 1, 2].map((i) => [asked.params[`line_items[${i}][price_data][product_data][name]`], asked.params[`line_items[${i}][price_data][unit_amount]`]]);
    expect(lines).toEqual([
      [`Group ${word} — ${suv.name} (${vehicle.plate})`, "15000"],
      [`Engine bay ${word} — ${suv.name} (${vehicle.plate})`, "3000"],
      [`Group ${word} — ${standard.name} (car 2)`, "10000"],
    ]);
    expect(asked.params["line_items[3][price_data][unit_amount]"]).toBeUndefined();
  });

  it("refuses the same vehicle twice, someone else's vehicle, an unknown class, too many cars and an empty list, and stores nothing", async () => {
    const { who, vehicle } = await suvOwner("bo");
    const other = await suvOwner("cy");
    const slot = await freshSlot();
    const book = (vehicles: unknown) => call("/api/bookings", as(who.token, "POST", { service: serviceId, slot, vehicles }));

    const twice = await book([{ vehicle: vehicle._id }, { vehicle: vehicle._id }]);
    expect(twice.status).toBe(400);
    expect(twice.body.message).toContain("Each saved vehicle may be booked once in a visit");
    const othersCar = await book([{ vehicle: vehicle._id }, { vehicle: other.vehicle._id }]);
    expect(othersCar.status).toBe(400);
    expect(othersCar.body.errors).toEqual([expect.objectContaining({ field: "vehicles.1.vehicle" })]);
    expect((await book([{}, { vehicleClass: "00000000-0000-4000-8000-000000000000" }])).status).toBe(400);
    expect((await book(Array.from({ length: 6 }, () => ({})))).status).toBe(400);
    expect((await book([])).status).toBe(400);
    expect((await call("/api/bookings", as(who.token, "POST", { service: serviceId, slot, vehicleClass: suv._id, vehicles: [{}, {}] }))).status).toBe(400);

    const stored = await pool.query(`SELECT count(*)::int AS count FROM "Booking" WHERE "customerId" = $1`, [who.id]);
    expect(stored.rows[0].count).toBe(0);
  });

  it("without vehicles means what it always meant: one booking of the default class", async () => {
    const who = await insertCustomer("old");
    const answer = await call<Booking & { payment_url: string }>("/api/bookings", as(who.token, "POST", { service: serviceId, slot: await freshSlot() }));

    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ total: 100, vehicleClass: { name: standard.name }, checkoutGroup: null });
    expect(answer.body.data).not.toHaveProperty("bookings");
  });
});

describe("paying for several cars through Stripe", () => {
  it("the webhook confirms every car's booking once, however often it comes; My Bookings says they were paid together", async () => {
    const { who, created, sessionId } = await bookTwo("dee");
    const paid = await payOnStripe(sessionId);
    const event = completed({ id: sessionId, payment_intent: paid.payment_intent, amount_total: paid.amount_total });

    const first = await deliver(event);
    const again = await deliver(completed({ id: sessionId, payment_intent: paid.payment_intent, amount_total: paid.amount_total }));

    expect([first.body.data.outcome, again.body.data.outcome]).toEqual(["confirmed", "already-settled"]);
    for (const one of created.bookings) expect(await bookingRow(one._id)).toMatchObject({ status: "confirm", payment: "paid" });
    const mine = await call<Booking[]>("/api/my-bookings", { headers: bearer(who.token) });
    expect(mine.body.data.map((one) => one.checkoutGroup)).toEqual([created.checkoutGroup, created.checkoutGroup]);
  });

  it("a payment that is not the group's total confirms neither car, and the whole payment goes back once", async () => {
    const { created, sessionId } = await bookTwo("eve");
    const paid = await payOnStripe(sessionId, { amount_total: "10000" });

    const answer = await deliver(completed({ id: sessionId, payment_intent: paid.payment_intent, amount_total: 10_000 }));

    expect(answer.body.data.outcome).toBe("payment-mismatch");
    for (const one of created.bookings) expect((await bookingRow(one._id)).status).toBe("cancel");
    expect((await fakeRefunds()).filter((refund) => refund.payment_intent === paid.payment_intent)).toEqual([expect.objectContaining({ amount: 10_000 })]);
  });

  it("paid late, after a rival took one of the two places: one car kept, the other's own amount refunded", async () => {
    const { created, slot, sessionId } = await bookTwo("fay");
    await pool.query(`UPDATE "Booking" SET "holdExpiresAt" = now() - interval '1 minute' WHERE "checkoutGroupId" = $1`, [created.checkoutGroup]);
    await pool.query(`UPDATE "Slot" SET "heldUntil" = now() - interval '1 minute' WHERE id = $1`, [slot]);
    const rival = await insertCustomer("rival");
    expect((await call("/api/bookings", as(rival.token, "POST", { service: serviceId, slot }))).status).toBe(201);
    const paid = await payOnStripe(sessionId);

    const answer = await deliver(completed({ id: sessionId, payment_intent: paid.payment_intent, amount_total: paid.amount_total }));

    expect(answer.body.data.outcome).toBe("refund-owed");
    expect(await bookingRow(created.bookings[0]._id)).toMatchObject({ status: "confirm", payment: "paid" });
    expect(await bookingRow(created.bookings[1]._id)).toMatchObject({ status: "cancel", payment: "refunded", refundDue: null });
    expect((await fakeRefunds()).filter((refund) => refund.payment_intent === paid.payment_intent).map((refund) => refund.amount)).toEqual([10_000]);
  });

  it("cancelling one car refunds exactly that car's amount; the other stays confirmed", async () => {
    const { who, created, sessionId } = await bookTwo("gus");
    const paid = await payOnStripe(sessionId);
    expect((await deliver(completed({ id: sessionId, payment_intent: paid.payment_intent, amount_total: paid.amount_total }))).body.data.outcome).toBe("confirmed");
    const [kept, cancelled] = created.bookings;

    const answer = await call(`/api/my-bookings/${cancelled._id}/cancel`, as(who.token, "POST"));
    const twice = await call(`/api/my-bookings/${cancelled._id}/cancel`, as(who.token, "POST"));

    expect(answer.status).toBe(200);
    expect(twice.status).toBe(409);
    expect(await bookingRow(cancelled._id)).toMatchObject({ status: "cancel", payment: "refunded", refundDue: null });
    expect(await bookingRow(kept._id)).toMatchObject({ status: "confirm", payment: "paid" });
    expect((await fakeRefunds()).filter((refund) => refund.payment_intent === paid.payment_intent).map((refund) => refund.amount)).toEqual([10_000]);
    const asked = (await fakeRequests()).filter((request) => request.path === "/v1/refunds" && request.params.payment_intent === paid.payment_intent);
    expect(asked.map((request) => [request.params.amount, request.idempotencyKey])).toEqual([["10000", `refund-${sessionId}-${cancelled._id}`]]);
  });
});
