import { api, bearer, insertService, insertSlotAt, json, pool, registerAdmin, registerCustomer, removeCreatedUsers, removeServices, type SignedIn } from "./support";
import { mailsTo } from "../support/mailbox";
import { eventually } from "./support";

/**
 * A booking paid outside the online checkout (the demo data's, say) has no
 * provider to refund it: cancelling it with a refund says the refund must be
 * made by hand (never "retried automatically"), its customer is told the shop
 * will refund them directly, and the admin records the refund once made
 * (`POST /api/bookings/{id}/manual-refund`), audited, in the booking's
 * history and fields, and the customer is told it has been recorded.
 */
jest.setTimeout(60_000);

type Booking = {
  _id: string;
  status: string;
  payment: string;
  amount: number;
  currency: string;
  refundableOnline: boolean;
  refundByHand: boolean;
  manualRefund: { amount: number; currency: string; method: string; note: string | null; at: string } | null;
  history: { type: string; actor: { role: string }; details: Record<string, unknown> }[];
};

let admin: SignedIn;
let customer: SignedIn;
let serviceId: string;
let minute = 0;

/** A booking paid at the counter (no checkout), confirmed, weeks ahead (each slot after the last, as two slots of a service never overlap). */
async function paidOutsideCheckout(amountCents = 4000): Promise<string> {
  const slot = await insertSlotAt(serviceId, new Date(Math.ceil(Date.now() / 86_400_000) * 86_400_000 + 45 * 86_400_000 + 8 * 3_600_000 + (minute += 30) * 60_000), 30, "booked");
  const { rows } = await pool.query(
    `INSERT INTO "Booking" (id, "customerId", "serviceId", "slotId", "amountCents", currency, payment, status, "paymentProvider", "paidAt", "updatedAt")
     VALUES (gen_random_uuid(), $1, $2, $3, $4, 'usd', 'paid', 'confirm', 'demo', now(), now()) RETURNING id`,
    [customer.user._id, serviceId, slot, amountCents],
  );
  return rows[0].id;
}

const asAdmin = (path: string, body: unknown) => api<Booking>(path, { method: "POST", ...json(body, bearer(admin.accessToken)) });
const read = async (id: string) => (await api<Booking>(`/api/bookings/${id}`, { headers: bearer(admin.accessToken) })).body.data;

beforeAll(async () => {
  admin = await registerAdmin();
  customer = await registerCustomer({ firstName: "Counter" });
  serviceId = await insertService({ name: `Counter wash ${Date.now()}`, priceCents: 4000, duration: 30 });
});

afterAll(async () => {
  await removeServices([serviceId]);
  await removeCreatedUsers();
  await pool.end();
});

describe("cancelling a booking paid outside the online checkout", () => {
  it("says the refund must be made by hand, with the amount, and emails the customer that the shop will refund them", async () => {
    const id = await paidOutsideCheckout();
    const since = Date.now();
    const answer = await asAdmin(`/api/bookings/${id}/cancel`, { refund: true, reason: "Flooded" });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe("Booking cancelled. Its payment cannot be refunded online (it was taken outside the online checkout, or by a provider that refunds only by hand): refund $40 to the customer by hand, then record it on the booking's page.");
    expect(answer.body.message).not.toContain("retried automatically");
    expect(answer.body.data).toMatchObject({ status: "cancel", payment: "paid", refundableOnline: false, refundByHand: true, manualRefund: null });
    expect(answer.body.data.history.findLast((entry: { type: string }) => entry.type === "booking.cancelled")).toMatchObject({ type: "booking.cancelled", details: { refund: "by-hand" } });

    const mail = await eventually(async () => (await mailsTo(customer.email, since)).find((message) => message.subject.includes("was cancelled")));
    expect(mail.text).toContain("Your payment of $40 was not made online, so the shop will refund it to you directly.");
    expect(mail.text).not.toContain("we will email you when it is done");
    // Nothing is left for the refund job to retry for ever.
    expect((await pool.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'retry-refund' AND data->>'bookingId' = $1`, [id])).rows[0].n).toBe(0);
  });
});

describe("POST /api/bookings/{id}/manual-refund", () => {
  it("records a refund made by hand, up to what was paid: the booking reads refunded, with the refund in its fields, history and audit log, and the customer is told", async () => {
    const id = await paidOutsideCheckout();
    expect((await asAdmin(`/api/bookings/${id}/cancel`, { refund: true, reason: "Closed that day" })).status).toBe(200);

    const tooMuch = await asAdmin(`/api/bookings/${id}/manual-refund`, { method: "cash", amount: 40.01 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors).toEqual([{ field: "amount", message: "must be at most $40, what was paid" }]);
    expect((await read(id)).payment).toBe("paid");

    const since = Date.now();
    const recorded = await asAdmin(`/api/bookings/${id}/manual-refund`, { method: "transfer", amount: 40, note: "bKash 01700-000000" });
    expect(recorded.status).toBe(200);
    expect(recorded.body.message).toBe("Refund of $40 recorded");
    expect(recorded.body.data).toMatchObject({
      payment: "refunded",
      refundByHand: false,
      manualRefund: { amount: 40, currency: "usd", method: "transfer", note: "bKash 01700-000000", at: expect.any(String) },
    });
    expect(recorded.body.data.history.findLast((entry: { type: string }) => entry.type === "booking.refunded")).toMatchObject({ type: "booking.refunded", actor: { role: "admin" }, details: { amountCents: 4000, provider: "manual", method: "transfer" } });

    const audit = await pool.query(`SELECT action, changes FROM "AuditLogEntry" WHERE "targetId" = $1 AND "actorId" = $2 ORDER BY at DESC LIMIT 1`, [id, admin.user._id]);
    expect(audit.rows[0].action).toBe("booking.updated");
    expect(audit.rows[0].changes).toMatchObject({ payment: { before: "paid", after: "refunded" }, manualRefundMethod: { before: null, after: "transfer" } });

    const mail = await eventually(async () => (await mailsTo(customer.email, since)).find((message) => message.subject.includes("refund has been recorded")));
    expect(mail.text).toContain("The shop has refunded $40 to you by bank or mobile transfer");

    // Once only.
    expect((await asAdmin(`/api/bookings/${id}/manual-refund`, { method: "cash", amount: 1 })).status).toBe(409);
  });

  it("takes part of the payment back, and is refused for a booking that is not cancelled, or whose refund goes through the provider", async () => {
    const standing = await paidOutsideCheckout();
    const refused = await asAdmin(`/api/bookings/${standing}/manual-refund`, { method: "cash", amount: 10 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Only a paid booking that is cancelled can have a refund recorded");

    // Kept by the shop at first (a late cancellation), then partly given back in cash.
    expect((await asAdmin(`/api/bookings/${standing}/cancel`, { refund: false, reason: "Late cancellation" })).status).toBe(200);
    const partial = await asAdmin(`/api/bookings/${standing}/manual-refund`, { method: "cash", amount: 15.5 });
    expect(partial.status).toBe(200);
    expect(partial.body.data.manualRefund).toMatchObject({ amount: 15.5, method: "cash", note: null });

    // A booking paid on the test checkout is refunded through it: nothing to record by hand.
    const online = await paidOutsideCheckout();
    await pool.query(`UPDATE "Booking" SET "paymentProvider" = 'test', "paymentSessionId" = $2 WHERE id = $1`, [online, `test_cs_${online.replace(/-/g, "")}`]);
    // As a cancellation that called for a refund leaves it: owed through the provider, and so recorded.
    await pool.query(`UPDATE "Booking" SET status = 'cancel', "refundDue" = 'cancelled' WHERE id = $1`, [online]);
    await pool.query(
      `INSERT INTO "DomainEvent" (id, type, "bookingId", "actorRole", payload, "relayedAt") VALUES (gen_random_uuid(), 'booking.cancelled', $1, 'system', $2, now())`,
      [online, JSON.stringify({ cause: "admin", reason: null, refund: "due", wasConfirmed: true, slot: {} })],
    );
    const viaProvider = await asAdmin(`/api/bookings/${online}/manual-refund`, { method: "card", amount: 40 });
    expect(viaProvider.status).toBe(409);
    expect(viaProvider.body.message).toBe("This booking's refund is being made through the online checkout");
  });
});
