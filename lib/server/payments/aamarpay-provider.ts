import "server-only";
import { z } from "zod";
import { env } from "@/lib/config/env";
import { minorAmount, type MinorAmount } from "@/lib/format/money";
import type { CheckoutRequest, PaymentProvider } from "./payment-provider";
import { failedUrl, hostedTransactionId, signedReturnUrl } from "./hosted-return";

/**
 * aamarPay's hosted checkout, through its JSON API (https://aamarpay.readme.io):
 * a payment request (`/jsonpost.php`) made with the store's id and signature
 * key gives the page the customer pays on; aamarPay then posts the customer
 * back to the success, fail or cancel address with what happened. What was
 * paid is only ever believed from aamarPay's transaction search API, never
 * from what the browser posts. aamarPay publishes no refund API: a payment
 * it took is given back by the shop, by hand (docs/payments.md).
 */

export const AAMARPAY_RETURN_PATH = "/api/payments/aamarpay/return";

const TIMEOUT_MS = 20_000;
/** The one pay_status of a payment aamarPay has taken. */
const PAID = "Successful";

function credentials() {
  const { AAMARPAY_STORE_ID, AAMARPAY_SIGNATURE_KEY, AAMARPAY_API_URL } = env();
  if (!AAMARPAY_STORE_ID || !AAMARPAY_SIGNATURE_KEY) throw new Error("AAMARPAY_STORE_ID and AAMARPAY_SIGNATURE_KEY are not set");
  return { store_id: AAMARPAY_STORE_ID, signature_key: AAMARPAY_SIGNATURE_KEY, base: AAMARPAY_API_URL.replace(/\/+$/, "") };
}

async function call(path: string, init: { query?: Record<string, string>; json?: Record<string, string> }): Promise<unknown> {
  const { store_id, signature_key, base } = credentials();
  const url = new URL(`${base}${path}`);
  if (init.query) for (const [name, value] of Object.entries({ ...init.query, store_id, signature_key, type: "json" })) url.searchParams.set(name, value);
  const response = await fetch(url, {
    method: init.json ? "POST" : "GET",
    ...(init.json && { headers: { "content-type": "application/json" }, body: JSON.stringify({ ...init.json, store_id, signature_key, type: "json" }) }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`aamarPay answered ${response.status} to ${path}`);
  return response.json();
}

/** Amounts as aamarPay writes them: decimal text in the currency's units ("45.00"). */
const decimal = z.union([z.string(), z.number()]).transform(Number).pipe(z.number().nonnegative());

const paymentRequestAnswer = z.looseObject({ result: z.union([z.string(), z.boolean()]).optional(), payment_url: z.string().optional() });
const searchedTransaction = z.object({
  mer_txnid: z.string(),
  pg_txnid: z.string().optional(),
  pay_status: z.string(),
  amount: decimal,
  currency: z.string().optional(),
  amount_original: decimal.optional(),
  currency_merchant: z.string().optional(),
});
export type AamarpayTransaction = z.infer<typeof searchedTransaction>;

/**
 * What a paid transaction took, in the currency the checkout asked for: aamarPay reports the merchant's
 * own currency and amount (`currency_merchant`, `amount_original`) beside what it charged (`amount`,
 * `currency`); without them, what it charged.
 */
export function takenBy(transaction: AamarpayTransaction): MinorAmount {
  const asked = transaction.currency_merchant && transaction.amount_original !== undefined;
  const currency = (asked ? transaction.currency_merchant : transaction.currency) ?? "BDT";
  return minorAmount(Math.round((asked ? transaction.amount_original! : transaction.amount) * 100), currency);
}

/**
 * The paid transaction of a checkout (its tran_id, aamarPay's `mer_txnid`), asked of aamarPay's
 * transaction search API, or null while none is paid (failed, cancelled, unknown: a forged callback).
 */
export async function searchedPayment(tranId: string): Promise<AamarpayTransaction | null> {
  const answer = searchedTransaction.safeParse(await call("/api/v1/trxcheck/request.php", { query: { request_id: tranId } }));
  return answer.success && answer.data.pay_status === PAID && answer.data.mer_txnid === tranId ? answer.data : null;
}

const transactionId = (request: CheckoutRequest) => hostedTransactionId("aamarpay", "apy", request.idempotencyKey);
const returnUrl = (site: string, to: string) => signedReturnUrl("aamarpay", site, AAMARPAY_RETURN_PATH, to);

export const aamarpayProvider: PaymentProvider = {
  name: "aamarpay",
  async createCheckout(request) {
    const tranId = transactionId(request);
    const success = request.successUrl.replace("{CHECKOUT_SESSION_ID}", tranId);
    const answer = paymentRequestAnswer.parse(
      await call("/jsonpost.php", {
        json: {
          tran_id: tranId,
          amount: (request.amountCents / 100).toFixed(2),
          currency: request.currency.toUpperCase(),
          desc: request.title.slice(0, 255),
          success_url: returnUrl(request.siteOrigin, success),
          fail_url: returnUrl(request.siteOrigin, failedUrl(request.cancelUrl)),
          cancel_url: returnUrl(request.siteOrigin, request.cancelUrl),
          // aamarPay asks for a customer's name and phone; a booking has an email at most, and the rest is not ours to invent.
          cus_name: request.customerEmail ?? "Customer",
          cus_email: request.customerEmail ?? "",
          cus_phone: "N/A",
        },
      }),
    );
    if (!answer.payment_url) throw new Error(`aamarPay refused the payment request for booking ${request.bookingId}: ${JSON.stringify(answer).slice(0, 300)}`);
    return { sessionId: tranId, url: answer.payment_url };
  },
  async paidAmount(sessionId) {
    const paid = await searchedPayment(sessionId);
    return paid && takenBy(paid);
  },
  // aamarPay has no call that closes a payment request: a payment made on it later is settled as a late one.
  async expireCheckout() {},
  // Never called: refundsOnline() leaves aamarPay's payments to the shop, which gives them back by hand.
  async refund(sessionId) {
    throw new Error(`aamarPay has no refund API: checkout ${sessionId} must be refunded by hand`);
  },
};
