import "server-only";
import type Stripe from "stripe";
import { env } from "@/lib/config/env";
import type { MinorAmount } from "@/lib/format/money";
import { messages } from "@/lib/messages";
import { now } from "@/lib/server/clock";
import { invalid, unavailable } from "@/lib/errors";
import { checkoutSessionSchema, paidCheckoutSessionSchema, stripeEventSchema } from "@/lib/validation/payments";
import { stripeClient } from "./stripe-provider";

const paymentsText = messages.payments;

/**
 * How far ahead of this server's clock an event's signed timestamp may be, in
 * seconds: clocks differ a little. Stripe's own check (its SDK's tolerance,
 * also 300 s) refuses only events older than that.
 */
const CLOCK_SKEW_SECONDS = 300;

/** A provider's event id, recorded once handled so that a replay is recognised. */
export type PaymentEvent = { id: string; provider: string; type: string };

/**
 * What a Stripe event says about a checkout: paid (and how much), still
 * waiting for a delayed payment method, ended unpaid, or nothing we act on.
 */
export type CheckoutReport =
  /** `amount`: what the checkout took, as Stripe counts it. */
  | { event: PaymentEvent; sessionId: string; says: "paid"; amount: MinorAmount }
  | { event: PaymentEvent; sessionId: string; says: "awaiting-payment" | "ended-unpaid" }
  | { event: PaymentEvent; sessionId: null; says: "nothing" };

/** The timestamp the signature covers: the header's last `t=` (the one Stripe's SDK checks the signature with). */
const signedAt = (signature: string) => Number(signature.split(",").filter((item) => item.split("=")[0] === "t").at(-1)?.split("=")[1]);

/** A signed event that Spotless cannot act on: 400 with what is wrong, and a warning in the log (Stripe will retry it). */
function refused(event: { id?: string; type?: string }, message: string) {
  console.warn(`Stripe webhook refused: ${message}`, { event: event.id ?? null, type: event.type ?? null });
  return invalid(message);
}

/**
 * A Stripe webhook's body, verified: the signature is checked on the raw
 * bytes before anything else is read (400 when it is missing or wrong, or
 * signed more than a few minutes ago or ahead; 503 where Stripe is not set
 * up), then its shape (400 for an event without its data, or a paid checkout
 * that does not say what it took).
 */
export function readStripeEvent(payload: string, signature: string | null): CheckoutReport {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } = env();
  if (!STRIPE_SECRET_KEY || !STRIPE_WEBHOOK_SECRET) throw unavailable(paymentsText.webhookNotConfigured);
  if (!signature) throw invalid(paymentsText.signatureMissing);

  const receivedAt = now().getTime();
  let event: Stripe.Event;
  try {
    event = stripeClient().webhooks.constructEvent(payload, signature, STRIPE_WEBHOOK_SECRET, undefined, undefined, receivedAt);
  } catch (error) {
    // Stripe's reason (a stale timestamp, no matching signature) goes with it, for the route's log line.
    throw Object.assign(invalid(paymentsText.signatureInvalid), { cause: error });
  }
  if (signedAt(signature) > receivedAt / 1000 + CLOCK_SKEW_SECONDS) throw refused(event, paymentsText.signedInTheFuture);
  if (!stripeEventSchema.safeParse(event).success) throw refused(event, paymentsText.eventWithoutData);

  const recorded = { id: event.id, provider: "stripe", type: event.type };
  const session = () => {
    const parsed = checkoutSessionSchema.safeParse(event.data.object);
    if (!parsed.success) throw refused(event, paymentsText.sessionWithoutId);
    return parsed.data;
  };
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const { id, payment_status } = session();
      // A delayed payment method: checkout.session.async_payment_succeeded follows.
      if (payment_status === "unpaid") return { event: recorded, sessionId: id, says: "awaiting-payment" };
      const paid = paidCheckoutSessionSchema.safeParse(event.data.object);
      if (!paid.success) throw refused(event, paymentsText.sessionWithoutAmount);
      return { event: recorded, sessionId: id, says: "paid", amount: { minor: paid.data.amount_total, currency: paid.data.currency.toLowerCase() } };
    }
    case "checkout.session.expired":
    case "checkout.session.async_payment_failed":
      return { event: recorded, sessionId: session().id, says: "ended-unpaid" };
    default:
      return { event: recorded, sessionId: null, says: "nothing" };
  }
}
