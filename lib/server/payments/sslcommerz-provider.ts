import "server-only";
import { z } from "zod";
import { env } from "@/lib/config/env";
import { minorAmount, type MinorAmount } from "@/lib/format/money";
import type { CheckoutRequest, PaymentProvider } from "./payment-provider";
import { failedUrl, hostedTransactionId, signedReturnUrl } from "./hosted-return";

/**
 * SSLCOMMERZ's hosted checkout, through its documented HTTP API
 * (https://developer.sslcommerz.com/doc/v4/): a session opened with the
 * store's id and password gives the page the customer pays on; what was paid
 * is only ever believed from SSLCOMMERZ's own validation and transaction
 * query APIs, never from what a browser or a notification posts. Its official
 * Node package (sslcommerz-lts) is not used: it hard-codes the sandbox and live
 * hosts, turns network failures into resolved values and sends its query
 * parameters unencoded, with no timeout.
 */

export const SSLCOMMERZ_RETURN_PATH = "/api/payments/sslcommerz/return";
export const SSLCOMMERZ_IPN_PATH = "/api/webhooks/sslcommerz";

const TIMEOUT_MS = 20_000;
/** A payment SSLCOMMERZ has taken: VALID, or VALIDATED once the merchant has validated it before. */
const PAID = ["VALID", "VALIDATED"];

function credentials() {
  const { SSLCOMMERZ_STORE_ID, SSLCOMMERZ_STORE_PASSWORD, SSLCOMMERZ_API_URL } = env();
  if (!SSLCOMMERZ_STORE_ID || !SSLCOMMERZ_STORE_PASSWORD) throw new Error("SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD are not set");
  return { store_id: SSLCOMMERZ_STORE_ID, store_passwd: SSLCOMMERZ_STORE_PASSWORD, base: SSLCOMMERZ_API_URL.replace(/\/+$/, "") };
}

async function call(path: string, init: { query?: Record<string, string>; form?: Record<string, string> }): Promise<unknown> {
  const { store_id, store_passwd, base } = credentials();
  const url = new URL(`${base}${path}`);
  if (init.query) for (const [name, value] of Object.entries({ ...init.query, store_id, store_passwd, v: "1", format: "json" })) url.searchParams.set(name, value);
  const response = await fetch(url, {
    method: init.form ? "POST" : "GET",
    ...(init.form && { body: new URLSearchParams({ ...init.form, store_id, store_passwd }) }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`SSLCOMMERZ answered ${response.status} to ${path}`);
  return response.json();
}

/** Amounts as SSLCOMMERZ writes them: decimal text in the currency's units ("45.00"). */
const decimal = z.union([z.string(), z.number()]).transform(Number).pipe(z.number().nonnegative());

const sessionAnswer = z.object({ status: z.string(), failedreason: z.string().optional(), GatewayPageURL: z.string().optional() });
const paidTransaction = z.object({
  status: z.string(),
  tran_id: z.string(),
  val_id: z.string().optional(),
  bank_tran_id: z.string().optional(),
  amount: decimal,
  currency_type: z.string().optional(),
  currency_amount: decimal.optional(),
  currency: z.string().optional(),
});
export type SslcommerzTransaction = z.infer<typeof paidTransaction>;
const transactionQuery = z.object({ APIConnect: z.string(), element: z.array(z.unknown()).optional() });
const refundAnswer = z.object({ APIConnect: z.string(), status: z.string().optional(), refund_ref_id: z.string().nullish(), errorReason: z.string().nullish() });

/** What a paid transaction took, in the currency the checkout asked for (SSLCOMMERZ converts other currencies to taka in `amount`). */
export function takenBy(transaction: SslcommerzTransaction): MinorAmount {
  const currency = transaction.currency_type ?? transaction.currency ?? "BDT";
  const units = transaction.currency_type && transaction.currency_amount !== undefined ? transaction.currency_amount : transaction.amount;
  return minorAmount(Math.round(units * 100), currency);
}

/** The paid transaction of a checkout (its tran_id), asked of SSLCOMMERZ, or null while none is paid. */
async function paidTransactionOf(tranId: string): Promise<SslcommerzTransaction | null> {
  const answer = transactionQuery.parse(await call("/validator/api/merchantTransIDvalidationAPI.php", { query: { tran_id: tranId } }));
  for (const element of answer.element ?? []) {
    const transaction = paidTransaction.safeParse(element);
    if (transaction.success && transaction.data.tran_id === tranId && PAID.includes(transaction.data.status)) return transaction.data;
  }
  return null;
}

/**
 * Asks SSLCOMMERZ's validation API about a payment notification's `val_id`:
 * the transaction it names when SSLCOMMERZ took it, else null (a forged or
 * failed notification).
 */
export async function validatedPayment(valId: string): Promise<SslcommerzTransaction | null> {
  const answer = paidTransaction.partial({ tran_id: true, amount: true }).parse(await call("/validator/api/validationserverAPI.php", { query: { val_id: valId } }));
  if (!PAID.includes(answer.status) || !answer.tran_id || answer.amount === undefined) return null;
  return { ...answer, tran_id: answer.tran_id, amount: answer.amount };
}

const transactionId = (request: CheckoutRequest) => hostedTransactionId("sslcommerz", "ssl", request.idempotencyKey);
const returnUrl = (site: string, to: string) => signedReturnUrl("sslcommerz", site, SSLCOMMERZ_RETURN_PATH, to);

export const sslcommerzProvider: PaymentProvider = {
  name: "sslcommerz",
  async createCheckout(request) {
    const tranId = transactionId(request);
    const success = request.successUrl.replace("{CHECKOUT_SESSION_ID}", tranId);
    const answer = sessionAnswer.parse(
      await call("/gwprocess/v4/api.php", {
        form: {
          total_amount: (request.amountCents / 100).toFixed(2),
          currency: request.currency.toUpperCase(),
          tran_id: tranId,
          success_url: returnUrl(request.siteOrigin, success),
          fail_url: returnUrl(request.siteOrigin, failedUrl(request.cancelUrl)),
          cancel_url: returnUrl(request.siteOrigin, request.cancelUrl),
          ipn_url: `${request.siteOrigin}${SSLCOMMERZ_IPN_PATH}`,
          product_name: request.title.slice(0, 255),
          product_category: "service",
          product_profile: "non-physical-goods",
          shipping_method: "NO",
          num_of_item: String(Math.max(1, request.lines?.length ?? 1)),
          // SSLCOMMERZ asks for a customer's details; a booking has an email at most, and the rest is not ours to invent.
          cus_name: request.customerEmail ?? "Customer",
          cus_email: request.customerEmail ?? "",
          cus_add1: "N/A",
          cus_city: "N/A",
          cus_country: "Bangladesh",
          cus_phone: "N/A",
        },
      }),
    );
    if (answer.status !== "SUCCESS" || !answer.GatewayPageURL) throw new Error(`SSLCOMMERZ refused to open a session for booking ${request.bookingId}: ${answer.failedreason ?? answer.status}`);
    return { sessionId: tranId, url: answer.GatewayPageURL };
  },
  async paidAmount(sessionId) {
    const paid = await paidTransactionOf(sessionId);
    return paid && takenBy(paid);
  },
  // SSLCOMMERZ has no call that closes a session: a payment made on it later is settled as a late one (refunded if its place is gone).
  async expireCheckout() {},
  async refund(sessionId, part) {
    const paid = await paidTransactionOf(sessionId);
    if (!paid?.bank_tran_id) throw new Error(`SSLCOMMERZ reports no paid transaction for checkout ${sessionId} to refund`);
    // A part (one car of several) is its share of what SSLCOMMERZ took, in the taka it took it in.
    const whole = takenBy(paid).minor;
    const share = part ? minorAmount(part.amountCents, part.currency).minor / whole : 1;
    const initiated = refundAnswer.parse(
      await call("/validator/api/merchantTransIDvalidationAPI.php", {
        query: { bank_tran_id: paid.bank_tran_id, refund_amount: (paid.amount * share).toFixed(2), refund_remarks: "Booking cancelled", refe_id: part?.idempotencyKey ?? `refund-${sessionId}` },
      }),
    );
    if (initiated.APIConnect !== "DONE" || (initiated.status !== "success" && initiated.status !== "processing") || !initiated.refund_ref_id) {
      throw new Error(`SSLCOMMERZ did not refund checkout ${sessionId}: ${initiated.errorReason ?? initiated.status ?? initiated.APIConnect}`);
    }
    // Then asked how it stands: refunded, or on its way; anything else is tried again by the retry job.
    const state = refundAnswer.parse(await call("/validator/api/merchantTransIDvalidationAPI.php", { query: { refund_ref_id: initiated.refund_ref_id } }));
    if (state.status !== "refunded" && state.status !== "processing") throw new Error(`SSLCOMMERZ's refund ${initiated.refund_ref_id} of checkout ${sessionId} is ${state.status ?? "unknown"}`);
  },
};
