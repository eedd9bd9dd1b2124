import { api, bearer, insertCustomer, insertService, insertSlot, isoDay, json, keepShopSettings, newClientAddress, pollUntil, pool, registerAdmin, removeCreatedUsers, removeServices, uniqueWord, BASE_URL } from "./support";

/**
 * Payments through SSLCOMMERZ. The suite's first server is set up for it
 * (SSLCOMMERZ_* pointing at the stand-in of scripts/test-sslcommerz.ts,
 * FAKE_SSLCOMMERZ_URL) besides the test checkout; these tests choose it in
 * Business settings, pay on the stand-in, and let it post its notification
 * (IPN) to the server, which believes only SSLCOMMERZ's validation API.
 */
const FAKE = process.env.FAKE_SSLCOMMERZ_URL ?? "";
if (!FAKE) throw new Error("FAKE_SSLCOMMERZ_URL is not set: run the API tests through 'npm test'");

type Answer = { status: number; body: { success: boolean; message: string; data: Record<string, unknown> & { _id?: string; payment_url?: string; outcome?: string }; errors?: { field: string; message: string }[] } };

const fake = async <T>(path: string, body?: unknown): Promise<T> => (await fetch(`${FAKE}${path}`, body === undefined ? {} : { method: "POST", body: JSON.stringify(body) })).json() as Promise<T>;
type FakeSession = { tran_id: string; amount: string; currency: string; success_url: string; fail_url: string; cancel_url: string; ipn_url: string; status: string; val_id: string | null };
type FakeRefund = { bank_tran_id: string; refund_amount: string; refe_id: string };
const behave = (behaviour: Record<string, unknown>) => fake("/__fake/behave", behaviour);
const sessionOf = async (tranId: string) => (await fake<FakeSession[]>("/__fake/sessions")).find((session) => session.tran_id === tranId)!;
const refundsOf = async (refeId: string) => (await fake<FakeRefund[]>("/__fake/refunds")).filter((refund) => refund.refe_id.includes(refeId));
/** Pays (or fails, cancels) a transaction on the stand-in, which posts its notification; answers where the customer is sent. */
const onGateway = (tranId: string, act: "pay" | "fail" | "cancel") => fake<{ redirect: string; val_id: string | null }>(`/__fake/transactions/${tranId}/${act}`, {});

const notify = (fields: Record<string, string>): Promise<Answer> =>
  fetch(`${BASE_URL}/api/webhooks/sslcommerz`, { method: "POST", body: new URLSearchParams(fields) }).then(async (response) => ({ status: response.status, body: await response.json() }));

const bookingRow = async (id: string) =>
  (await pool.query(`SELECT payment::text, status::text, "paymentProvider", "paymentSessionId", "paidAmountMinor", "paidCurrency", "refundDue"::text FROM "Booking" WHERE id = $1`, [id])).rows[0];

const word = uniqueWord();
let serviceId: string;
let adminToken: string;
let restoreShop: () => Promise<void>;
let hour = 0;

const asAdmin = (body: unknown) => api("/api/settings", { method: "PUT", ...json(body, { ...bearer(adminToken), "x-forwarded-for": newClientAddress() }) }) as Promise<Answer>;

async function book() {
  hour += 1;
  const time = (h: number) => `${String(h).padStart(2, "0")}:00`;
  const slot = await insertSlot({ serviceId, date: isoDay(5), startTime: time(hour), endTime: time(hour + 1) });
  const customer = await insertCustomer("sslcz");
  const answer = (await api("/api/bookings", { method: "POST", ...json({ service: serviceId, slot }, { ...bearer(customer.token), "x-forwarded-for": newClientAddress() }) })) as Answer;
  if (answer.status !== 201) throw new Error(`booking answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  const bookingId = answer.body.data._id!;
  const row = await bookingRow(bookingId);
  return { customer, slot, bookingId, tranId: row.paymentSessionId as string, paymentUrl: answer.body.data.payment_url! };
}

const confirmedOrCancelled = (id: string) => pollUntil(() => bookingRow(id), (row) => row.payment !== "pending");

beforeAll(async () => {
  adminToken = (await registerAdmin()).accessToken;
  restoreShop = await keepShopSettings(adminToken);
  serviceId = await insertService({ name: `SSLCOMMERZ ${word}`, priceCents: 7450, duration: 60 });
  const chosen = await asAdmin({ paymentProvider: "sslcommerz" });
  if (chosen.status !== 200) throw new Error(`choosing SSLCOMMERZ answered ${chosen.status}: ${chosen.body.message}`);
});

afterEach(() => fake("/__fake/reset", {}));

afterAll(async () => {
  await restoreShop();
  await removeServices([serviceId]);
  await removeCreatedUsers();
  await pool.end();
});

describe("choosing SSLCOMMERZ", () => {
  it("is shown in the settings, and refuses a currency SSLCOMMERZ cannot take, on the currency field", async () => {
    expect((await api<{ paymentProvider: string }>("/api/settings")).body.data.paymentProvider).toBe("sslcommerz");
    const refused = await asAdmin({ currency: "EUR", confirmCurrencyChange: true });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ field: "currency", message: "SSLCOMMERZ cannot take payments in EUR: it takes BDT, USD. Choose another currency or another provider." }]);
    expect((await api<{ currency: string }>("/api/settings")).body.data.currency).toBe("USD");
  });
});

describe("paying through SSLCOMMERZ", () => {
  it("opens a session for the booking's amount, and confirms it once the notification's val_id is validated", async () => {
    const { bookingId, tranId, paymentUrl } = await book();
    expect(tranId).toMatch(/^ssl_[\w-]{24}$/);
    const session = await sessionOf(tranId);
    expect(session).toMatchObject({ amount: "74.50", currency: "USD", ipn_url: `${BASE_URL}/api/webhooks/sslcommerz` });
    expect(paymentUrl).toMatch(new RegExp(`^${FAKE}/gwprocess/v4/pay/`));
    expect(await bookingRow(bookingId)).toMatchObject({ payment: "pending", status: "pending", paymentProvider: "sslcommerz" });

    const { redirect } = await onGateway(tranId, "pay");
    expect(await confirmedOrCancelled(bookingId)).toMatchObject({ payment: "paid", status: "confirm", paidAmountMinor: 7450, paidCurrency: "usd" });

    // Back from the page: a 303 to the booking's success page, the address the site signed.
    const back = await fetch(redirect, { method: "POST", body: new URLSearchParams({ tran_id: tranId }), redirect: "manual" });
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe(`${BASE_URL}/booking/success?session_id=${tranId}`);
  });

  it("settles a notification sent twice once", async () => {
    await behave({ noticeTwice: true });
    const { bookingId, tranId } = await book();
    const { val_id } = await onGateway(tranId, "pay");
    expect(await confirmedOrCancelled(bookingId)).toMatchObject({ payment: "paid", status: "confirm" });
    const recorded = await pool.query(`SELECT count(*)::int AS count FROM "ProcessedPaymentEvent" WHERE id = $1`, [`sslcommerz:${val_id}`]);
    expect(recorded.rows[0].count).toBe(1);
    // And once more by hand: a duplicate, which changes nothing.
    const again = await notify({ tran_id: tranId, val_id: val_id!, status: "VALID" });
    expect(again).toMatchObject({ status: 200, body: { data: { outcome: "duplicate-event" } } });
    expect(await refundsOf(tranId)).toEqual([]);
  });

  it("never confirms on a forged notification: a val_id SSLCOMMERZ does not know, or one of another checkout", async () => {
    const { bookingId, tranId } = await book();
    const forged = await notify({ tran_id: tranId, val_id: "made-up-val-id", status: "VALID", amount: "74.50", currency: "USD" });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe("SSLCOMMERZ's validation does not confirm this payment for this checkout");

    const other = await book();
    const { val_id } = await onGateway(other.tranId, "pay");
    await confirmedOrCancelled(other.bookingId);
    const borrowed = await notify({ tran_id: tranId, val_id: val_id!, status: "VALID" });
    expect(borrowed.status).toBe(400);
    expect(await bookingRow(bookingId)).toMatchObject({ payment: "pending", status: "pending" });
  });

  it("records a payment of another amount and never confirms it: cancelled and refunded what was taken", async () => {
    await behave({ payAmount: "1.00" });
    const { bookingId, tranId } = await book();
    await onGateway(tranId, "pay");
    expect(await confirmedOrCancelled(bookingId)).toMatchObject({ payment: expect.stringMatching(/paid|refunded/), status: "cancel", paidAmountMinor: 100, paidCurrency: "usd" });
    expect(await pollUntil(() => bookingRow(bookingId), (row) => row.payment === "refunded")).toMatchObject({ refundDue: null });
    expect(await refundsOf(tranId)).toEqual([expect.objectContaining({ refund_amount: "1.00" })]);
  });

  it("changes nothing on a failed or cancelled payment, and sends the customer back to the booking's cancel page", async () => {
    await behave({ failNextPayment: true });
    const failed = await book();
    const failedAt = await onGateway(failed.tranId, "pay");
    const cancelled = await book();
    const cancelledAt = await onGateway(cancelled.tranId, "cancel");
    for (const [{ bookingId }, { redirect }, said] of [
      [failed, failedAt, "&payment=failed"],
      [cancelled, cancelledAt, ""],
    ] as const) {
      const back = await fetch(redirect, { method: "POST", body: new URLSearchParams({ tran_id: "x" }), redirect: "manual" });
      expect(back.headers.get("location")).toBe(`${BASE_URL}/booking/cancel?booking=${bookingId}${said}`);
      expect(await bookingRow(bookingId)).toMatchObject({ payment: "pending", status: "pending" });
    }
    expect(await notify({ tran_id: failed.tranId, status: "FAILED" })).toMatchObject({ status: 200, body: { data: { outcome: "ignored" } } });
  });

  it("refunds a payment that comes after the hold ran out and its place was taken", async () => {
    await behave({ holdNotices: true });
    const late = await book();
    await onGateway(late.tranId, "pay");
    // The hold runs out, and another customer takes the place.
    await pool.query(`UPDATE "Booking" SET "holdExpiresAt" = now() - interval '1 minute' WHERE id = $1`, [late.bookingId]);
    await pool.query(`UPDATE "Slot" SET "heldUntil" = now() - interval '1 minute' WHERE id = $1`, [late.slot]);
    const next = await insertCustomer("sslcz-next");
    const taken = await api("/api/bookings", { method: "POST", ...json({ service: serviceId, slot: late.slot }, { ...bearer(next.token), "x-forwarded-for": newClientAddress() }) });
    expect(taken.status).toBe(201);

    await fake("/__fake/release-notices", {});
    expect(await pollUntil(() => bookingRow(late.bookingId), (row) => row.payment === "refunded")).toMatchObject({ status: "cancel" });
    expect(await refundsOf(late.tranId)).toEqual([expect.objectContaining({ refund_amount: "74.50" })]);
  });
});

describe("refunds through SSLCOMMERZ", () => {
  async function paid() {
    const booked = await book();
    await onGateway(booked.tranId, "pay");
    await confirmedOrCancelled(booked.bookingId);
    return booked;
  }
  const cancel = (booked: { bookingId: string; customer: { token: string } }) =>
    api(`/api/my-bookings/${booked.bookingId}/cancel`, { method: "POST", ...json({}, { ...bearer(booked.customer.token), "x-forwarded-for": newClientAddress() }) });

  it("gives a cancelled booking's payment back once: initiated, then asked how it stands", async () => {
    const booked = await paid();
    expect((await cancel(booked)).status).toBe(200);
    expect(await bookingRow(booked.bookingId)).toMatchObject({ payment: "refunded", status: "cancel" });
    expect((await cancel(booked)).status).toBe(409);
    expect(await refundsOf(booked.tranId)).toEqual([expect.objectContaining({ refund_amount: "74.50", refe_id: `refund-${booked.tranId}` })]);
    const asked = (await fake<{ path: string; params: Record<string, string> }[]>("/__fake/requests")).filter((request) => request.params.refund_ref_id);
    expect(asked.length).toBeGreaterThan(0);
  });

  it("tries a refund SSLCOMMERZ refused again, until it is made, once", async () => {
    const booked = await paid();
    await behave({ failNextRefunds: 1 });
    expect((await cancel(booked)).status).toBe(200);
    expect(await bookingRow(booked.bookingId)).toMatchObject({ payment: "paid", status: "cancel", refundDue: "cancelled" });
    // The job queue's first retry of a refund comes 30 to 60 s after the refusal (its backoff: 30 s, doubled, half of
    // it random; lib/server/queue/job-queue.ts), then as the worker polls: on a busy machine, past a minute.
    expect(await pollUntil(() => bookingRow(booked.bookingId), (row) => row.payment === "refunded", 120_000)).toMatchObject({ refundDue: null });
    expect(await refundsOf(booked.tranId)).toHaveLength(1);
  }, 150_000);
});

describe("SSLCOMMERZ's routes and pages", () => {
  it("refuse what is not a notification or a signed return, with 400 in JSON", async () => {
    const asJson = await fetch(`${BASE_URL}/api/webhooks/sslcommerz`, { method: "POST", ...json({ tran_id: "x", status: "VALID" }) });
    expect(asJson.status).toBe(400);
    expect((await asJson.json()).success).toBe(false);
    expect((await notify({ status: "VALID" })).status).toBe(400);
    expect((await notify({ tran_id: "bad id!", status: "VALID" })).status).toBe(400);
    expect((await notify({ tran_id: "ssl_x", status: "VALID" })).body.errors).toEqual([{ field: "val_id", message: "A paid notification must carry its val_id" }]);
    for (const query of ["", "?to=https://evil.example/", `?to=${encodeURIComponent(`${BASE_URL}/booking/success`)}&sig=forged`]) {
      const back = await fetch(`${BASE_URL}/api/payments/sslcommerz/return${query}`, { method: "POST", redirect: "manual" });
      expect(back.status).toBe(400);
      expect(back.headers.get("location")).toBeNull();
    }
  });

  it("lets Pay Now's form follow the redirect to SSLCOMMERZ's page (form-action)", async () => {
    const page = await fetch(`${BASE_URL}/services`);
    expect(page.headers.get("content-security-policy")).toMatch(new RegExp(`form-action [^;]*${FAKE.replace(/[.]/g, "\\.")}`));
  });
});
