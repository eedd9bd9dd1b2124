import { z } from "zod";
import "@/lib/validation/zod-config";

/**
 * What Spotless reads of a Stripe webhook event once its signature holds
 * (lib/server/payments/stripe-events.ts): every event has a `data.object`;
 * a checkout session has an id, and a paid one says what it took
 * (`amount_total` in the currency's smallest unit, and the currency).
 */
export const stripeEventSchema = z.object({ data: z.object({ object: z.record(z.string(), z.unknown()) }) });

export const checkoutSessionSchema = z.object({ id: z.string().min(1), payment_status: z.string().optional() });

export const paidCheckoutSessionSchema = z.object({
  amount_total: z.number().int().nonnegative(),
  currency: z.string().regex(/^[A-Za-z]{3}$/),
});

/**
 * SSLCOMMERZ's payment notification (IPN, a form post) and its return of the customer: the checkout's
 * `tran_id`, the payment's `val_id` (only when paid) and its `status`. Nothing in it is believed: the
 * val_id is checked with SSLCOMMERZ's validation API.
 */
export const sslcommerzNoticeSchema = z.object({
  tran_id: z.string({ error: "tran_id is required" }).regex(/^[\w-]{1,255}$/, { error: "tran_id is not a checkout's id" }),
  val_id: z.string().max(255).optional(),
  status: z.string({ error: "status is required" }).max(40),
});

/** Where SSLCOMMERZ's return lands the customer: a page of the site, signed by the site when it opened the checkout. */
export const sslcommerzReturnQuerySchema = z.object({
  to: z.url({ error: "to must be the address the checkout was opened with" }),
  sig: z.string({ error: "sig is required" }).max(100),
});

/**
 * What aamarPay posts with the customer it sends back (success, fail or cancel): among many fields, the
 * checkout's `mer_txnid` and the payment's `pay_status`. Nothing in it is believed: the mer_txnid is looked
 * up with aamarPay's transaction search API. The customer cancelling may come back with neither.
 */
export const aamarpayCallbackSchema = z.object({
  mer_txnid: z.string().regex(/^[\w-]{1,32}$/, { error: "mer_txnid is not a checkout's id" }).optional(),
  pay_status: z.string().max(40).optional(),
});
