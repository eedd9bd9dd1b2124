import { readFile } from "node:fs/promises";
import Stripe from "stripe";
import {
  bearer,
  registerAdmin,
  insertCustomer,
  insertService,
  settingsCurrentOn,
  insertSlot,
  isoDay,
  json,
  mailCount,
  mailSubjects,
  pollUntil,
  pool,
  registerCustomer,
  removeCreatedUsers,
  removeServices,
  uniqueWord,
  waitForMail,
  webSignIn,
} from "./support";

/**
 * Payments through Stripe Checkout. The second server of the suite
 * (STRIPE_BASE_URL) has a Stripe key; its `stripe` SDK talks to the fake
 * Stripe API of scripts/test-stripe.ts (FAKE_STRIPE_URL), and these tests
 * deliver webhooks signed the way Stripe signs them.
 */
const APP = required("STRIPE_BASE_URL");
const FAKE = required("FAKE_STRIPE_URL");
const WEBHOOK_SECRET = required("STRIPE_WEBHOOK_SECRET");

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the API tests through 'npm test'`);
  return value;
}

const signer = new Stripe("sk_test_only_for_signing");

type Answer = { status: number; body: { success: boolean; message: string; data: Record<string, unknown> & { _id?: string; payment_url?: string; outcome?: string } } };

async function call(path: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(`${APP}${path}`, init);
  return { status: response.status, body: await response.json() };
}

type FakeRequest = { method: string; path: string; params: Record<string, string>; idempotencyKey: string | null; stripeVersion: string | null; authorization: string | null };
const fakeRequests = async (): Promise<FakeRequest[]> => (await fetch(`${FAKE}/__fake/requests`)).json();
const fakeRefunds = async (): Promise<{ payment_intent: string }[]> => (await fetch(`${FAKE}/__fake/refunds`)).json();
/** Pays a session on the fake Stripe: what it asked, or another amount or currency. */
const payOnStripe = async (sessionId: string, took: { amount_total?: string; currency?: string } = {}) =>
  (await fetch(`${FAKE}/__fake/sessions/${sessionId}/pay`, { method: "POST", body: new URLSearchParams(took) })).json();

let eventCounter = 0;
/** An event as Stripe signs it; its body may be replaced (`body`), and its signature stamped at another time (`timestamp`, in seconds). */
function signedEvent(type: string, body: Record<string, unknown>, timestamp?: number) {
  eventCounter += 1;
  const id = `evt_test_${Date.now()}_${eventCounter}`;
  const payload = JSON.stringify({ id, object: "event", type, api_version: "2025-01-01", created: Math.floor(Date.now() / 1000), ...body });
  return { id, payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp }) };
}

/** A checkout session's event; a session says what it took as Stripe does (this file's service: $74.50) unless told otherwise. */
const webhookEvent = (type: string, session: Record<string, unknown>, timestamp?: number) =>
  signedEvent(type, { data: { object: { object: "checkout.session", amount_total: 7450, currency: "usd", ...session } } }, timestamp);

const deliver = (event: { payload: string; signature: string }, base = APP) =>
  fetch(`${base}/api/webhooks/stripe`, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": event.signature }, body: event.payload }).then(
    async (response) => ({ status: response.status, body: await response.json() }),
  );

const word = uniqueWord();
let serviceId: string;
let hour = 0;
async function freshSlot() {
  hour += 1;
  const time = (h: number) => `${String(h).padStart(2, "0")}:00`;
  return insertSlot({ serviceId, date: isoDay(4), startTime: time(hour), endTime: time(hour + 1) });
}

const bookingRow = async (id: string) =>
  (await pool.query(`SELECT payment, status, "paymentSessionId", "paidAt", "paidAmountMinor", "paidCurrency" FROM "Booking" WHERE id = $1`, [id])).rows[0];
const slotRow = async (id: string) => (await pool.query(`SELECT status, "heldUntil" FROM "Slot" WHERE id = $1`, [id])).rows[0];

/** A customer books a fresh slot on the Stripe server. */
async function bookOnStripe() {
  const customer = await insertCustomer("stripe");
  const slot = await freshSlot();
  const answer = await call("/api/bookings", { method: "POST", ...json({ service: serviceId, slot }, bearer(customer.token)) });
  if (answer.status !== 201) throw new Error(`booking answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  const bookingId = answer.body.data._id!;
  const { paymentSessionId } = await bookingRow(bookingId);
  return { customer, slot, bookingId, sessionId: paymentSessionId as string, paymentUrl: answer.body.data.payment_url! };
}

beforeAll(async () => {
  serviceId = await insertService({ name: `Stripe ${word}`, priceCents: 7450, duration: 60 });
  // Its emails name the shop: as the settings are now, not as a file before this one left them a moment ago.
  await settingsCurrentOn(APP);
}, 60_000);

afterAll(async () => {
  await removeServices([serviceId]);
  await removeCreatedUsers();
  await pool.end();
});

describe("Stripe Checkout", () => {
  it("opens a Checkout Session for the service's price in USD, expiring with the hold, with the booking id", async () => {
    const before = Math.floor(Date.now() / 1000);
    const { bookingId, sessionId, paymentUrl } = await bookOnStripe();
    const created = (await fakeRequests()).find((r) => r.method === "POST" && r.path === "/v1/checkout/sessions" && r.params["metadata[bookingId]"] === bookingId)!;
    expect(created).toBeDefined();
    expect(created.params).toMatchObject({
      mode: "payment",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "7450",
      "line_items[0][price_data][product_data][name]": `Stripe ${word}`,
      client_reference_id: bookingId,
      "payment_intent_data[metadata][bookingId]": bookingId,
    });
    expect(created.params.success_url).toMatch(/\/booking\/success\?session_id=\{CHECKOUT_SESSION_ID\}$/);
    expect(created.params.cancel_url).toMatch(new RegExp(`/booking/cancel\\?booking=${bookingId}$`));
    // Stripe's minimum is 30 minutes: the session ends just after the 30-minute hold.
    const expiresAt = Number(created.params.expires_at);
    expect(expiresAt - before).toBeGreaterThanOrEqual(30 * 60);
    expect(expiresAt - before).toBeLessThanOrEqual(33 * 60);
    expect(created.authorization).toMatch(/^Bearer sk_test_/);
    expect(created.idempotencyKey).toBe(`checkout-${bookingId}`);
    expect(created.stripeVersion).toBeTruthy();
    expect(paymentUrl).toBe(`${FAKE}/pay/${sessionId}`);
  });

  it("gives a retried booking whose checkout was never saved the same Checkout Session at once", async () => {
    const { customer, slot, bookingId, sessionId, paymentUrl } = await bookOnStripe();
    // A request killed after Stripe made the session and before it was saved.
    await pool.query(`UPDATE "Booking" SET "paymentSessionId" = NULL, "paymentUrl" = NULL WHERE id = $1`, [bookingId]);
    const retried = await call("/api/bookings", { method: "POST", ...json({ service: serviceId, slot }, bearer(customer.token)) });
    expect(retried.status).toBe(201);
    expect(retried.body.data).toMatchObject({ _id: bookingId, payment_url: paymentUrl });
    expect((await bookingRow(bookingId)).paymentSessionId).toBe(sessionId);
    const asked = (await fakeRequests()).filter((r) => r.method === "POST" && r.path === "/v1/checkout/sessions" && r.params["metadata[bookingId]"] === bookingId);
    // Asked twice with one key and the same parameters: Stripe answers the second with the first session.
    expect(asked).toHaveLength(2);
    expect(asked[1].idempotencyKey).toBe(asked[0].idempotencyKey);
    expect(asked[1].params).toEqual(asked[0].params);
  });

  it("confirms the booking and books the slot on checkout.session.completed, once, however often it arrives", async () => {
    const { customer, slot, bookingId, sessionId } = await bookOnStripe();
    const since = Date.now();
    const event = webhookEvent("checkout.session.completed", { id: sessionId, payment_status: "paid", status: "complete", metadata: { bookingId } });
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(event)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const outcomes = answers.map((a) => a.body.data.outcome).sort();
    expect(outcomes.filter((o) => o === "confirmed")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "duplicate-event")).toHaveLength(19);

    expect(await bookingRow(bookingId)).toMatchObject({ payment: "paid", status: "confirm" });
    expect(await slotRow(slot)).toEqual({ status: "booked", heldUntil: null });
    const recorded = await pool.query(`SELECT count(*) FROM "ProcessedPaymentEvent" WHERE id = $1`, [JSON.parse(event.payload).id]);
    expect(Number(recorded.rows[0].count)).toBe(1);

    // One confirmation email, with the calendar file.
    const mail = await waitForMail(customer.email, since);
    expect(mail.subject).toBe(`Your Spotless Car Care booking: Stripe ${word}`);
    expect(mail.text).toContain("Your booking is confirmed and paid.");
    expect(mail.text).toContain("$74.50");
    // And only one: an email asked for after all 20 answers (a password-reset link) arrives after any
    // confirmation those deliveries could have sent, so once it is in, the confirmations are counted.
    await call("/api/auth/forgot-password", { method: "POST", ...json({ email: customer.email }) });
    const subjects = await pollUntil(() => mailSubjects(customer.email, since), (all) => all.includes("Set a new password for Spotless Car Care"));
    expect(subjects.filter((subject) => subject === `Your Spotless Car Care booking: Stripe ${word}`)).toHaveLength(1);
    expect(await mailCount(customer.email, since)).toBe(2);

    // The customer's list says so.
    const mine = await call("/api/my-bookings?payment=paid&status=confirm", { headers: bearer(customer.token) });
    expect((mine.body.data as unknown as { _id: string }[]).map((b) => b._id)).toEqual([bookingId]);
  });

  it("settles different reports of one payment arriving at once exactly once, and refunds nothing", async () => {
    const { slot, bookingId, sessionId } = await bookOnStripe();
    const refundsBefore = (await fakeRefunds()).length;
    // Distinct events (completed, async succeeded, redeliveries under new ids) racing each other.
    const events = Array.from({ length: 10 }, (_, i) =>
      webhookEvent(i % 2 ? "checkout.session.async_payment_succeeded" : "checkout.session.completed", { id: sessionId, payment_status: "paid", metadata: { bookingId } }),
    );
    const answers = await Promise.all(events.map((event) => deliver(event)));
    const outcomes = answers.map((a) => a.body.data.outcome);
    expect(outcomes.filter((o) => o === "confirmed")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "already-settled")).toHaveLength(9);
    expect(await bookingRow(bookingId)).toMatchObject({ payment: "paid", status: "confirm" });
    expect(await slotRow(slot)).toEqual({ status: "booked", heldUntil: null });
    expect((await fakeRefunds()).length).toBe(refundsBefore);
  });

  it("sends the .ics calendar event with the confirmation", async () => {
    const { customer, bookingId, sessionId } = await bookOnStripe();
    const since = Date.now();
    await deliver(webhookEvent("checkout.session.completed", { id: sessionId, payment_status: "paid", metadata: { bookingId } }));
    await waitForMail(customer.email, since);
    const { readdir, readFile } = await import("node:fs/promises");
    const dir = process.env.MAIL_CAPTURE_DIR!;
    let raw = "";
    for (const file of await readdir(dir)) {
      const mail = JSON.parse(await readFile(`${dir}/${file}`, "utf8"));
      if (mail.to.includes(customer.email.toLowerCase())) raw = mail.raw;
    }
    expect(raw).toMatch(/content-type: text\/calendar/i);
    expect(raw).toMatch(/filename=spotless-booking\.ics/i);
  });

  it("refuses a tampered or missing signature with 400 and changes nothing", async () => {
    const { slot, bookingId, sessionId } = await bookOnStripe();
    const event = webhookEvent("checkout.session.completed", { id: sessionId, payment_status: "paid", metadata: { bookingId } });
    const tampered = { payload: event.payload.replace('"paid"', '"paid" '), signature: event.signature };
    const forged = { payload: event.payload, signature: signer.webhooks.generateTestHeaderString({ payload: event.payload, secret: "whsec_not_ours" }) };
    for (const bad of [tampered, forged]) {
      const answer = await deliver(bad);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, message: "The Stripe signature does not match this payload" });
    }
    const unsigned = await fetch(`${APP}/api/webhooks/stripe`, { method: "POST", body: event.payload });
    expect(unsigned.status).toBe(400);
    expect(await bookingRow(bookingId)).toMatchObject({ payment: "pending", status: "pending" });
    expect((await slotRow(slot)).status).toBe("available");
  });

  it("releases the hold on checkout.session.expired, and a replay changes nothing", async () => {
    const { slot, bookingId, sessionId } = await bookOnStripe();
    const event = webhookEvent("checkout.session.expired", { id: sessionId, status: "expired", payment_status: "unpaid", metadata: { bookingId } });
    expect((await deliver(event)).body.data.outcome).toBe("released");
    expect(await bookingRow(bookingId)).toMatchObject({ payment: "pending", status: "cancel" });
    expect(await slotRow(slot)).toEqual({ status: "available", heldUntil: null });
    expect((await deliver(event)).body.data.outcome).toBe("duplicate-event");

    // Bookable again at once.
    const next = await insertCustomer("after-expiry");
    const again = await call("/api/bookings", { method: "POST", ...json({ service: serviceId, slot }, bearer(next.token)) });
    expect(again.status).toBe(201);
  });

  it("keeps a late payment when the slot is still free, and refunds it when someone else took the slot", async () => {
    // The hold ran out, nobody took the slot: the payment still books it.
    const kept = await bookOnStripe();
    await pool.query(`UPDATE "Booking" SET "holdExpiresAt" = now() - interval '1 minute' WHERE id = $1`, [kept.bookingId]);
    await pool.query(`UPDATE "Slot" SET "heldUntil" = now() - interval '1 minute' WHERE id = $1`, [kept.slot]);
    const keptAnswer = await deliver(webhookEvent("checkout.session.completed", { id: kept.sessionId, payment_status: "paid", metadata: { bookingId: kept.bookingId } }));
    expect(keptAnswer.body.data.outcome).toBe("confirmed");
    expect(await slotRow(kept.slot)).toEqual({ status: "booked", heldUntil: null });

    // The hold ran out and another customer booked and paid: the late payment goes back.
    const lost = await bookOnStripe();
    await pool.query(`UPDATE "Booking" SET "holdExpiresAt" = now() - interval '1 minute' WHERE id = $1`, [lost.bookingId]);
    await pool.query(`UPDATE "Slot" SET "heldUntil" = now() - interval '1 minute' WHERE id = $1`, [lost.slot]);
    const rival = await insertCustomer("rival");
    const rivalBooking = await call("/api/bookings", { method: "POST", ...json({ service: serviceId, slot: lost.slot }, bearer(rival.token)) });
    expect(rivalBooking.status).toBe(201);

    const paid = await payOnStripe(lost.sessionId);
    const since = Date.now();
    const lostAnswer = await deliver(webhookEvent("checkout.session.completed", { id: lost.sessionId, payment_status: "paid", payment_intent: paid.payment_intent, metadata: { bookingId: lost.bookingId } }));
    expect(lostAnswer.body.data.outcome).toBe("refund-owed");
    expect(await bookingRow(lost.bookingId)).toMatchObject({ payment: "refunded", status: "cancel" });
    expect((await fakeRefunds()).map((r) => r.payment_intent)).toContain(paid.payment_intent);
    expect((await waitForMail(lost.customer.email, since)).subject).toBe("Your Spotless Car Care payment was refunded");
    // The rival's hold is untouched.
    expect(await bookingRow(rivalBooking.body.data._id!)).toMatchObject({ payment: "pending", status: "pending" });
  });

  it("confirms the booking of a customer who comes back from Stripe before the webhook, and shows it to nobody else", async () => {
    const owner = await registerCustomer({ firstName: "Returning" });
    const stranger = await registerCustomer({ firstName: "Stranger" });
    const [ownerSession, strangerSession] = await Promise.all([webSignIn(owner.email, owner.password, APP), webSignIn(stranger.email, stranger.password, APP)]);
    const slot = await freshSlot();
    const booked = await call("/api/bookings", { method: "POST", ...json({ service: serviceId, slot }, bearer(owner.accessToken)) });
    expect(booked.status).toBe(201);
    const bookingId = booked.body.data._id!;
    const { paymentSessionId: sessionId } = await bookingRow(bookingId);
    const successPage = (cookie?: string) =>
      fetch(`${APP}/booking/success?session_id=${sessionId}`, { redirect: "manual", headers: cookie ? { cookie } : {} });

    // Not paid yet: the page says it is being confirmed, and nothing changes.
    const early = await successPage(ownerSession);
    expect(early.status).toBe(200);
    expect(await early.text()).toContain("Confirming your payment...");
    expect(await bookingRow(bookingId)).toMatchObject({ payment: "pending", status: "pending" });

    // Paid on Stripe, no webhook yet: the page asks Stripe and confirms the booking itself.
    await payOnStripe(sessionId);
    const returned = await successPage(ownerSession);
    expect(returned.status).toBe(200);
    expect(await returned.text()).toContain("Booking confirmed");
    expect(await bookingRow(bookingId)).toMatchObject({ payment: "paid", status: "confirm" });
    expect(await slotRow(slot)).toEqual({ status: "booked", heldUntil: null });

    // Another customer's session: not found, and nothing about the booking in the answer.
    const other = await successPage(strangerSession);
    expect(other.status).toBe(404);
    expect(await other.text()).not.toContain(`Stripe ${word}`);
    // Nobody signed in: to sign in first, and back.
    const anonymous = await successPage();
    expect(anonymous.status).toBe(307);
    expect(anonymous.headers.get("location")).toContain(`/login?redirect=${encodeURIComponent(`/booking/success?session_id=${sessionId}`)}`);

    // The webhook, when it comes, changes nothing.
    const late = await deliver(webhookEvent("checkout.session.completed", { id: sessionId, payment_status: "paid", metadata: { bookingId } }));
    expect(late.body.data.outcome).toBe("already-settled");
  });

  it("acknowledges events it does not act on", async () => {
    const answer = await deliver(webhookEvent("customer.created", { id: "cus_123" }));
    expect(answer.status).toBe(200);
    expect(answer.body.data.outcome).toBe("ignored");
  });

  it("releases the hold when Stripe refuses to open the checkout", async () => {
    await fetch(`${FAKE}/__fake/fail-next-create`, { method: "POST" });
    const customer = await insertCustomer("refused");
    const slot = await freshSlot();
    const answer = await call("/api/bookings", { method: "POST", ...json({ service: serviceId, slot }, bearer(customer.token)) });
    expect(answer.status).toBe(502);
    expect(answer.body.message).toBe("We could not start the payment. Please try again.");
    expect(await slotRow(slot)).toEqual({ status: "available", heldUntil: null });
    const { rows } = await pool.query(`SELECT status FROM "Booking" WHERE "slotId" = $1`, [slot]);
    expect(rows).toEqual([{ status: "cancel" }]);
  });

  it("records what Stripe took on the booking when it is the price", async () => {
    const { bookingId, sessionId } = await bookOnStripe();
    expect((await deliver(webhookEvent("checkout.session.completed", { id: sessionId, payment_status: "paid" }))).body.data.outcome).toBe("confirmed");
    expect(await bookingRow(bookingId)).toMatchObject({ payment: "paid", status: "confirm", paidAmountMinor: 7450, paidCurrency: "usd" });
    const admin = await registerAdmin();
    const shown = await call(`/api/bookings/${bookingId}`, { headers: bearer(admin.accessToken) });
    expect(shown.body.data).toMatchObject({ amount: 74.5, currency: "usd", paidAmount: 74.5, paidCurrency: "usd", paymentMismatch: false });
  });

  it("refuses an event signed 10 minutes ahead of the clock with 400, and changes nothing; a minute ahead is within the skew", async () => {
    const { bookingId, sessionId } = await bookOnStripe();
    const now = Math.floor(Date.now() / 1000);
    const ahead = await deliver(webhookEvent("checkout.session.completed", { id: sessionId, payment_status: "paid" }, now + 600));
    expect(ahead.status).toBe(400);
    expect(ahead.body).toEqual({ success: false, message: "The Stripe signature's timestamp is more than 5 minutes ahead of this server's clock" });
    expect(await bookingRow(bookingId)).toMatchObject({ payment: "pending", status: "pending" });
    // Stripe's own rule for the past still holds.
    expect((await deliver(webhookEvent("checkout.session.completed", { id: sessionId, payment_status: "paid" }, now - 600))).status).toBe(400);
    const skewed = await deliver(webhookEvent("checkout.session.completed", { id: sessionId, payment_status: "paid" }, now + 60));
    expect(skewed.status).toBe(200);
    expect(skewed.body.data.outcome).toBe("confirmed");
  });

  it("answers 400 with a clear message to a signed event without its data, or a paid session that does not say what it took, and logs a warning", async () => {
    const { bookingId, sessionId } = await bookOnStripe();
    const bare = signedEvent("checkout.session.completed", {});
    const noData = await deliver(bare);
    expect(noData.status).toBe(400);
    expect(noData.body).toEqual({ success: false, message: "The Stripe event has no data object" });
    const noId = await deliver(signedEvent("checkout.session.expired", { data: { object: { object: "checkout.session" } } }));
    expect(noId.status).toBe(400);
    expect(noId.body.message).toBe("The Stripe event's checkout session has no id");
    const noAmount = await deliver(webhookEvent("checkout.session.completed", { id: sessionId, payment_status: "paid", amount_total: null }));
    expect(noAmount.status).toBe(400);
    expect(noAmount.body.message).toBe("The Stripe event's paid checkout session does not say what was paid (amount_total and currency)");
    expect(await bookingRow(bookingId)).toMatchObject({ payment: "pending", status: "pending" });

    const warned = await pollUntil(
      async () => (await readFile(required("SERVER_LOG"), "utf8")).split("\n").filter((line) => line.includes(bare.id)).map((line) => JSON.parse(line) as { level: string; msg: string }),
      (lines) => lines.length > 0,
    );
    expect(warned[0]).toMatchObject({ level: "warn", msg: expect.stringContaining("The Stripe event has no data object") });
  });

  it.each([
    ["less than the price", { amount_total: "1000" }, { minor: 1000, currency: "usd", paid: "$10" }],
    ["the price in another currency", { amount_total: "7450", currency: "eur" }, { minor: 7450, currency: "eur", paid: "€74.50" }],
  ])("never confirms a booking paid %s: cancelled, refunded in full, both amounts on the booking and shown to the admin", async (_label, took, expected) => {
    const { customer, slot, bookingId, sessionId } = await bookOnStripe();
    const paid = await payOnStripe(sessionId, took);
    const since = Date.now();
    const answer = await deliver(webhookEvent("checkout.session.completed", { id: sessionId, payment_status: "paid", payment_intent: paid.payment_intent, amount_total: paid.amount_total, currency: paid.currency }));
    expect(answer.status).toBe(200);
    expect(answer.body.data.outcome).toBe("payment-mismatch");

    expect(await bookingRow(bookingId)).toMatchObject({ payment: "refunded", status: "cancel", paidAmountMinor: expected.minor, paidCurrency: expected.currency });
    expect(await slotRow(slot)).toEqual({ status: "available", heldUntil: null });
    expect((await fakeRefunds()).map((refund) => refund.payment_intent)).toContain(paid.payment_intent);
    const mail = await waitForMail(customer.email, since);
    expect(mail.subject).toBe("Your Spotless Car Care payment was refunded");
    expect(mail.text).toContain(`We received a payment of ${expected.paid} for Stripe ${word}`);
    expect(mail.text).toContain("the booking's price is $74.50, so the booking was not confirmed");

    // The booking says what was paid and what was due, and its history tells the story.
    const admin = await registerAdmin();
    const shown = await call(`/api/bookings/${bookingId}`, { headers: bearer(admin.accessToken) });
    expect(shown.body.data).toMatchObject({ amount: 74.5, currency: "usd", paidAmount: expected.minor / 100, paidCurrency: expected.currency, paymentMismatch: true, payment: "refunded", status: "cancel" });
    const history = shown.body.data.history as unknown as { type: string; details: Record<string, unknown> }[];
    expect(history.find((entry) => entry.type === "booking.paid")?.details).toMatchObject({ amountCents: 7450, confirmed: false, received: { minor: expected.minor, currency: expected.currency } });
    expect(history.find((entry) => entry.type === "booking.cancelled")?.details).toMatchObject({ cause: "payment-mismatch", refund: "due" });
    expect(history.find((entry) => entry.type === "booking.refunded")?.details).toMatchObject({ amountCents: expected.minor, currency: expected.currency, cause: "payment-mismatch" });

    // Booking Management marks it, and the booking's page says what was paid against what was due.
    const cookie = await webSignIn(admin.email, admin.password, APP);
    const list = await (await fetch(`${APP}/dashboard/admin/manage-bookings?searchTerm=${encodeURIComponent(customer.email)}`, { headers: { cookie } })).text();
    expect(list).toContain("data-payment-mismatch");
    expect(list).toContain("Payment mismatch");
    const page = await (await fetch(`${APP}/dashboard/admin/manage-bookings/${bookingId}`, { headers: { cookie } })).text();
    expect(page).toContain("Payment mismatch");
    expect(page).toContain(`Paid ${expected.paid}, but $74.50 was due: the booking was not confirmed, and the payment is refunded.`);
    expect(page).toContain(`Paid ${expected.paid}, not the $74.50 due`);
  });

  it("never confirms a booking whose customer comes back from Stripe having paid another amount", async () => {
    const owner = await registerCustomer({ firstName: "Shortpaid" });
    const cookie = await webSignIn(owner.email, owner.password, APP);
    const slot = await freshSlot();
    const booked = await call("/api/bookings", { method: "POST", ...json({ service: serviceId, slot }, bearer(owner.accessToken)) });
    expect(booked.status).toBe(201);
    const bookingId = booked.body.data._id!;
    const { paymentSessionId: sessionId } = await bookingRow(bookingId);
    await payOnStripe(sessionId, { amount_total: "50" });
    const page = await fetch(`${APP}/booking/success?session_id=${sessionId}`, { redirect: "manual", headers: { cookie } });
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toMatch(/<h1[^>]*>Your payment did not match the price<\/h1>/);
    expect(await bookingRow(bookingId)).toMatchObject({ payment: expect.stringMatching(/^(paid|refunded)$/), status: "cancel", paidAmountMinor: 50, paidCurrency: "usd" });
    expect(await slotRow(slot)).toEqual({ status: "available", heldUntil: null });
  });

  it("is not served where Stripe is not set up", async () => {
    const event = webhookEvent("checkout.session.completed", { id: "cs_test_x", payment_status: "paid" });
    const answer = await deliver(event, required("BASE_URL"));
    expect(answer.status).toBe(503);
    expect(answer.body.message).toBe("Stripe webhooks are not set up on this site");
  });
});
