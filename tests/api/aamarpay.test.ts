import { api, bearer, insertCustomer, insertService, insertSlot, isoDay, json, keepShopSettings, newClientAddress, pollUntil, pool, registerAdmin, removeCreatedUsers, removeServices, uniqueWord, BASE_URL } from "./support";

/**
 * Payments through aamarPay. The suite's first server is set up for it
 * (AAMARPAY_* pointing at the stand-in of scripts/test-aamarpay.ts,
 * FAKE_AAMARPAY_URL) besides the test checkout and SSLCOMMERZ; these tests
 * choose it in Business settings, pay on the stand-in, and let it post
 * aamarPay's callback to the server, which believes only aamarPay's
 * transaction search. aamarPay has no refund API: what is owed back is the
 * shop's to give by hand.
 */
const FAKE = process.env.FAKE_AAMARPAY_URL ?? "";
if (!FAKE) throw new Error("FAKE_AAMARPAY_URL is not set: run the API tests through 'npm test'");

type Answer = { status: number; body: { success: boolean; message: string; data: Record<string, unknown> & { _id?: string; payment_url?: string; outcome?: string }; errors?: { field: string; message: string }[] } };

const fake = async <T>(path: string, body?: unknown): Promise<T> => (await fetch(`${FAKE}${path}`, body === undefined ? {} : { method: "POST", body: JSON.stringify(body) })).json() as Promise<T>;
type FakeTransaction = { tran_id: string; amount: string; currency: string; success_url: string; fail_url: string; cancel_url: string; pay_status: string };
type Callback = Record<string, string>;
const behave = (behaviour: Record<string, unknown>) => fake("/__fake/behave", behaviour);
const transactionOf = async (tranId: string) => (await fake<FakeTransaction[]>("/__fake/transactions")).find((transaction) => transaction.tran_id === tranId)!;
/** Pays (or fails, cancels) a transaction on the stand-in, which posts its callback; answers where the customer is sent, and what was posted. */
const onGateway = (tranId: string, act: "pay" | "fail" | "cancel") => fake<{ redirect: string; callback: Callback }>(`/__fake/transactions/${tranId}/${act}`, {});

/** A callback posted to a return address, as aamarPay's page makes the browser post it. */
const callBack = async (to: string, fields: Callback) => {
  const response = await fetch(to, { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });
  return { status: response.status, location: response.headers.get("location"), body: (await response.json()) as Answer["body"] };
};

const bookingRow = async (id: string) =>
  (await pool.query(`SELECT payment::text, status::text, "paymentProvider", "paymentSessionId", "paidAmountMinor", "paidCurrency", "refundDue"::text, "refundByHand" FROM "Booking" WHERE id = $1`, [id])).rows[0];

const word = uniqueWord();
let serviceId: string;
let adminToken: string;
let restoreShop: () => Promise<void>;
let hour = 0;

const asAdmin = (path: string, method: string, body: unknown) => api(path, { method, ...json(body, { ...bearer(adminToken), "x-forwarded-for": newClientAddress() }) }) as Promise<Answer>;

async function book() {
  hour += 1;
  const time = (h: number) => `${String(h).padStart(2, "0")}:00`;
  const slot = await insertSlot({ serviceId, date: isoDay(6), startTime: time(hour), endTime: time(hour + 1) });
  const customer = await insertCustomer("aamar");
  const answer = (await api("/api/bookings", { method: "POST", ...json({ service: serviceId, slot }, { ...bearer(customer.token), "x-forwarded-for": newClientAddress() }) })) as Answer;
  if (answer.status !== 201) throw new Error(`booking answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  const bookingId = answer.body.data._id!;
  const row = await bookingRow(bookingId);
  return { customer, slot, bookingId, tranId: row.paymentSessionId as string, paymentUrl: answer.body.data.payment_url! };
}

const settled = (id: string) => pollUntil(() => bookingRow(id), (row) => row.payment !== "pending");
/** What a payment that cannot go back through aamarPay leaves: owed by hand, never owed online. */
const owedByHand = { payment: "paid", status: "cancel", refundDue: null, refundByHand: true };

beforeAll(async () => {
  adminToken = (await registerAdmin()).accessToken;
  restoreShop = await keepShopSettings(adminToken);
  serviceId = await insertService({ name: `aamarPay ${word}`, priceCents: 7450, duration: 60 });
  const chosen = await asAdmin("/api/settings", "PUT", { paymentProvider: "aamarpay" });
  if (chosen.status !== 200) throw new Error(`choosing aamarPay answered ${chosen.status}: ${chosen.body.message}`);
});

afterEach(() => fake("/__fake/reset", {}));

afterAll(async () => {
  await restoreShop();
  await removeServices([serviceId]);
  await removeCreatedUsers();
  await pool.end();
});

describe("choosing aamarPay", () => {
  it("is shown in the settings, and refuses a currency aamarPay cannot take, on the currency field", async () => {
    expect((await api<{ paymentProvider: string }>("/api/settings")).body.data.paymentProvider).toBe("aamarpay");
    const refused = await asAdmin("/api/settings", "PUT", { currency: "EUR", confirmCurrencyChange: true });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ field: "currency", message: "aamarPay cannot take payments in EUR: it takes BDT, USD. Choose another currency or another provider." }]);
    expect((await api<{ currency: string }>("/api/settings")).body.data.currency).toBe("USD");
  });
});

describe("paying through aamarPay", () => {
  it("asks for the booking's amount, and confirms it once aamarPay's transaction search says it is paid", async () => {
    const { bookingId, tranId, paymentUrl } = await book();
    expect(tranId).toMatch(/^apy_[\w-]{24}$/);
    expect(await transactionOf(tranId)).toMatchObject({ amount: "74.50", currency: "USD", success_url: expect.stringContaining(`${BASE_URL}/api/payments/aamarpay/return?`) });
    expect(paymentUrl).toMatch(new RegExp(`^${FAKE}/paynow\\.php\\?track=`));
    expect(await bookingRow(bookingId)).toMatchObject({ payment: "pending", status: "pending", paymentProvider: "aamarpay" });

    const { redirect, callback } = await onGateway(tranId, "pay");
    expect(await settled(bookingId)).toMatchObject({ payment: "paid", status: "confirm", paidAmountMinor: 7450, paidCurrency: "usd" });
    const searched = (await fake<{ path: string; params: Record<string, string> }[]>("/__fake/requests")).filter((request) => request.path === "/api/v1/trxcheck/request.php");
    expect(searched).toContainEqual(expect.objectContaining({ params: expect.objectContaining({ request_id: tranId, type: "json" }) }));

    // The customer's own callback: a 303 to the booking's success page, the address the site signed; nothing more is settled.
    const back = await callBack(redirect, callback);
    expect(back).toMatchObject({ status: 303, location: `${BASE_URL}/booking/success?session_id=${tranId}`, body: { data: { outcome: "duplicate-event" } } });
  });

  it("makes no booking, and frees its place, when aamarPay refuses the payment request", async () => {
    await behave({ failNextRequest: true });
    hour += 1;
    const slot = await insertSlot({ serviceId, date: isoDay(6), startTime: `${String(hour).padStart(2, "0")}:00`, endTime: `${String(hour + 1).padStart(2, "0")}:00` });
    const attempt = async () => {
      const customer = await insertCustomer("aamar-refused");
      return api("/api/bookings", { method: "POST", ...json({ service: serviceId, slot }, { ...bearer(customer.token), "x-forwarded-for": newClientAddress() }) });
    };
    expect((await attempt()).status).toBe(502);
    expect((await attempt()).status).toBe(201);
  });

  it("settles a callback posted twice once", async () => {
    await behave({ callbackTwice: true });
    const { bookingId, tranId } = await book();
    const { redirect, callback } = await onGateway(tranId, "pay");
    expect(await settled(bookingId)).toMatchObject({ payment: "paid", status: "confirm" });
    const recorded = await pool.query(`SELECT count(*)::int AS count FROM "ProcessedPaymentEvent" WHERE id = $1`, [`aamarpay:${callback.pg_txnid}`]);
    expect(recorded.rows[0].count).toBe(1);
    expect((await callBack(redirect, callback)).body.data.outcome).toBe("duplicate-event");
  });

  it("never confirms on a forged callback: aamarPay's search does not report the checkout paid", async () => {
    const { bookingId, tranId } = await book();
    const { success_url } = await transactionOf(tranId);
    const forged = await callBack(success_url, { mer_txnid: tranId, pay_status: "Successful", amount: "74.50", currency: "USD", pg_txnid: "made-up" });
    expect(forged).toMatchObject({ status: 303, location: `${BASE_URL}/booking/success?session_id=${tranId}`, body: { data: { outcome: "not-paid" } } });
    expect((await callBack(success_url, { mer_txnid: "apy_unknown", pay_status: "Successful" })).body.data.outcome).toBe("not-paid");
    expect(await bookingRow(bookingId)).toMatchObject({ payment: "pending", status: "pending" });
  });

  it("records a payment of another amount and never confirms it: cancelled, and owed back by hand", async () => {
    await behave({ payAmount: "1.00" });
    const { bookingId, tranId } = await book();
    await onGateway(tranId, "pay");
    expect(await settled(bookingId)).toMatchObject({ ...owedByHand, paidAmountMinor: 100, paidCurrency: "usd" });
  });

  it("changes nothing on a failed or cancelled payment, and sends the customer back to the booking's cancel page", async () => {
    await behave({ failNextPayment: true });
    const failed = await book();
    const failedAt = await onGateway(failed.tranId, "pay");
    const cancelled = await book();
    const cancelledAt = await onGateway(cancelled.tranId, "cancel");
    for (const [{ bookingId }, { redirect, callback }, said] of [
      [failed, failedAt, "&payment=failed"],
      [cancelled, cancelledAt, ""],
    ] as const) {
      // Even a callback that claims the payment went through: aamarPay's search says it did not.
      const back = await callBack(redirect, { ...callback, pay_status: "Successful" });
      expect(back).toMatchObject({ status: 303, location: `${BASE_URL}/booking/cancel?booking=${bookingId}${said}`, body: { data: { outcome: "not-paid" } } });
      expect(await bookingRow(bookingId)).toMatchObject({ payment: "pending", status: "pending" });
    }
  });

  it("keeps a payment that comes after the hold ran out and its place was taken owed back by hand", async () => {
    await behave({ holdCallbacks: true });
    const late = await book();
    await onGateway(late.tranId, "pay");
    // The hold runs out, and another customer takes the place.
    await pool.query(`UPDATE "Booking" SET "holdExpiresAt" = now() - interval '1 minute' WHERE id = $1`, [late.bookingId]);
    await pool.query(`UPDATE "Slot" SET "heldUntil" = now() - interval '1 minute' WHERE id = $1`, [late.slot]);
    const next = await insertCustomer("aamar-next");
    const taken = await api("/api/bookings", { method: "POST", ...json({ service: serviceId, slot: late.slot }, { ...bearer(next.token), "x-forwarded-for": newClientAddress() }) });
    expect(taken.status).toBe(201);

    await fake("/__fake/release-callbacks", {});
    expect(await settled(late.bookingId)).toMatchObject({ ...owedByHand, paidAmountMinor: 7450 });
  });
});

describe("refunds of aamarPay's payments", () => {
  it("go to the shop, by hand: a cancellation owes it, and the admin records it once", async () => {
    const booked = await book();
    await onGateway(booked.tranId, "pay");
    await settled(booked.bookingId);
    const cancel = () => api(`/api/my-bookings/${booked.bookingId}/cancel`, { method: "POST", ...json({}, { ...bearer(booked.customer.token), "x-forwarded-for": newClientAddress() }) });
    expect((await cancel()).status).toBe(200);
    expect(await bookingRow(booked.bookingId)).toMatchObject(owedByHand);
    const detail = (await api(`/api/bookings/${booked.bookingId}`, { headers: { ...bearer(adminToken), "x-forwarded-for": newClientAddress() } })) as Answer;
    expect(detail.body.data).toMatchObject({ refundableOnline: false, refundByHand: true });

    const recorded = await asAdmin(`/api/bookings/${booked.bookingId}/manual-refund`, "POST", { method: "transfer", amount: 74.5, note: "bKash" });
    expect(recorded.status).toBe(200);
    expect(await bookingRow(booked.bookingId)).toMatchObject({ payment: "refunded", refundByHand: false });
    expect((await asAdmin(`/api/bookings/${booked.bookingId}/manual-refund`, "POST", { method: "cash", amount: 1 })).status).toBe(409);
    // Nothing was asked of aamarPay but the payment request and the search.
    const asked = (await fake<{ path: string }[]>("/__fake/requests")).map((request) => request.path);
    expect(asked.filter((path) => !["/jsonpost.php", "/paynow.php", "/api/v1/trxcheck/request.php"].includes(path))).toEqual([]);
  });
});

describe("aamarPay's return route and pages", () => {
  it("refuses an unsigned return, or a callback that is not form fields or names no checkout, with 400 in JSON", async () => {
    for (const query of ["", "?to=https://evil.example/", `?to=${encodeURIComponent(`${BASE_URL}/booking/success`)}&sig=forged`]) {
      const back = await fetch(`${BASE_URL}/api/payments/aamarpay/return${query}`, { method: "POST", body: new URLSearchParams({ mer_txnid: "apy_x" }), redirect: "manual" });
      expect(back.status).toBe(400);
      expect(back.headers.get("location")).toBeNull();
      expect((await back.json()).success).toBe(false);
    }
    const { tranId } = await book();
    const { success_url } = await transactionOf(tranId);
    const asJson = await fetch(success_url, { method: "POST", ...json({ mer_txnid: tranId }), redirect: "manual" });
    expect(asJson.status).toBe(400);
    expect(asJson.headers.get("location")).toBeNull();
    const badId = await callBack(success_url, { mer_txnid: "bad id!", pay_status: "Successful" });
    expect(badId.status).toBe(400);
    expect(badId.body.errors).toEqual([{ field: "mer_txnid", message: "mer_txnid is not a checkout's id" }]);
  });

  it("lets Pay Now's form follow the redirect to aamarPay's page (form-action)", async () => {
    const page = await fetch(`${BASE_URL}/services`);
    expect(page.headers.get("content-security-policy")).toMatch(new RegExp(`form-action [^;]*${FAKE.replace(/[.]/g, "\\.")}`));
  });
});
