import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { freePort } from "./net";

/**
 * A stand-in for Stripe's API on loopback, for the test suite: the app's
 * `stripe` SDK is pointed here (STRIPE_API_URL) and sends its real requests.
 * It answers the Checkout Session and Refund calls the app makes (a refund of
 * the whole payment, or of a part of it: `amount`), and records every request
 * and refund for the tests, which read and steer it under
 * /__fake/ (see tests/api/stripe.test.ts): a session is paid with
 * POST /__fake/sessions/{id}/pay, for the amount it asked or another.
 */
type Session = {
  id: string;
  object: "checkout.session";
  url: string;
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  amount_total: number;
  currency: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  expires_at: number;
  created: number;
  success_url: string;
  cancel_url: string;
  payment_intent: string | null;
};
type Recorded = { method: string; path: string; params: Record<string, string>; idempotencyKey: string | null; stripeVersion: string | null; authorization: string | null };

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

export async function startFakeStripe(secretKey: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const sessions = new Map<string, Session>();
  const byIdempotencyKey = new Map<string, unknown>();
  const requests: Recorded[] = [];
  // Each refund made, with its amount (the whole payment unless the call named a part).
  const refunds: { id: string; payment_intent: string; amount: number }[] = [];
  let failNextCreate = false;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json", "request-id": id("req") });
    res.end(JSON.stringify(body));
  };
  const stripeError = (res: ServerResponse, status: number, message: string, code?: string) =>
    send(res, status, { error: { type: "invalid_request_error", message, ...(code && { code }) } });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const params = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
    const path = new URL(req.url ?? "/", base).pathname;
    const method = req.method ?? "GET";

    // The tests' side door.
    if (path.startsWith("/__fake/")) {
      if (method === "GET" && path === "/__fake/requests") return send(res, 200, requests);
      if (method === "GET" && path === "/__fake/refunds") return send(res, 200, refunds);
      // A refund made earlier, outside what the app recorded (form field payment_intent).
      if (method === "POST" && path === "/__fake/refunds") {
        const refund = { id: id("re"), object: "refund", payment_intent: params.payment_intent, amount: paidBy(params.payment_intent), status: "succeeded" };
        refunds.push(refund);
        return send(res, 200, refund);
      }
      if (method === "POST" && path === "/__fake/fail-next-create") {
        failNextCreate = true;
        return send(res, 200, { ok: true });
      }
      // Paid; a test may say it took another amount or currency (form fields amount_total, currency).
      const pay = path.match(/^\/__fake\/sessions\/([^/]+)\/pay$/);
      const session = pay && sessions.get(pay[1]);
      if (method === "POST" && session) {
        Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: id("pi") });
        if (params.amount_total) session.amount_total = Number(params.amount_total);
        if (params.currency) session.currency = params.currency;
        return send(res, 200, session);
      }
      return stripeError(res, 404, "Unknown fake route");
    }

    requests.push({
      method,
      path,
      params,
      idempotencyKey: (req.headers["idempotency-key"] as string) ?? null,
      stripeVersion: (req.headers["stripe-version"] as string) ?? null,
      authorization: req.headers.authorization ?? null,
    });
    if (req.headers.authorization !== `Bearer ${secretKey}`) return stripeError(res, 401, "Invalid API Key provided");
    const key = req.headers["idempotency-key"] as string | undefined;
    if (method === "POST" && key && byIdempotencyKey.has(`${path}|${key}`)) return send(res, 200, byIdempotencyKey.get(`${path}|${key}`));
    const remember = (body: unknown) => {
      if (method === "POST" && key) byIdempotencyKey.set(`${path}|${key}`, body);
      send(res, 200, body);
    };

    if (method === "POST" && path === "/v1/checkout/sessions") {
      if (failNextCreate) {
        failNextCreate = false;
        return stripeError(res, 400, "The fake was told to refuse this checkout");
      }
      const sessionId = id("cs");
      const session: Session = {
        id: sessionId,
        object: "checkout.session",
        url: `${base}/pay/${sessionId}`,
        mode: params.mode,
        status: "open",
        payment_status: "unpaid",
        amount_total: lineItemsTotal(params),
        currency: params["line_items[0][price_data][currency]"],
        customer_email: params.customer_email ?? null,
        client_reference_id: params.client_reference_id ?? null,
        metadata: { bookingId: params["metadata[bookingId]"] },
        expires_at: Number(params.expires_at),
        created: Math.floor(Date.now() / 1000),
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        payment_intent: null,
      };
      sessions.set(sessionId, session);
      return remember(session);
    }
    const retrieve = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (method === "GET" && retrieve) {
      const session = sessions.get(retrieve[1]);
      return session ? send(res, 200, session) : stripeError(res, 404, `No such checkout.session: '${retrieve[1]}'`);
    }
    const expire = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/);
    if (method === "POST" && expire) {
      const session = sessions.get(expire[1]);
      if (!session) return stripeError(res, 404, `No such checkout.session: '${expire[1]}'`);
      if (session.status !== "open") return stripeError(res, 400, "Only open sessions can be expired");
      session.status = "expired";
      return remember(session);
    }
    if (method === "POST" && path === "/v1/refunds") {
      // As Stripe: a payment refunded in full already cannot be refunded again (a new idempotency key does not change
      // that); a part (`amount`) is refunded while the payment has that much left.
      const paid = paidBy(params.payment_intent);
      const left = paid - refunds.filter((earlier) => earlier.payment_intent === params.payment_intent).reduce((sum, earlier) => sum + earlier.amount, 0);
      if (left <= 0) return stripeError(res, 400, `Charge for ${params.payment_intent} has already been refunded.`, "charge_already_refunded");
      const amount = params.amount === undefined ? left : Number(params.amount);
      if (amount > left) return stripeError(res, 400, `Refund amount (${amount}) is greater than the unrefunded amount on the charge (${left}).`, "amount_too_large");
      const refund = { id: id("re"), object: "refund", payment_intent: params.payment_intent, amount, status: "succeeded" };
      refunds.push(refund);
      return remember(refund);
    }
    return stripeError(res, 404, `Unrecognized request URL (${method}: ${path})`);
  }

  /** What a payment took: its session's total (a payment the fake never made, from a test's side door: taken as a dollar). */
  function paidBy(paymentIntent: string): number {
    return [...sessions.values()].find((session) => session.payment_intent === paymentIntent)?.amount_total ?? 100;
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => stripeError(res, 500, String(error)));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return { url: base, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** What a checkout's line items add up to, as Stripe computes amount_total (a booking has a line per item). */
function lineItemsTotal(params: Record<string, string>): number {
  let total = 0;
  for (let index = 0; params[`line_items[${index}][price_data][unit_amount]`] !== undefined; index++) {
    total += Number(params[`line_items[${index}][price_data][unit_amount]`]) * Number(params[`line_items[${index}][quantity]`] ?? 1);
  }
  return total;
}
