import "server-only";
import type Stripe from "stripe";
import { env } from "@/lib/config/env";
import { messages } from "@/lib/messages";
import { invalid, unavailable } from "@/lib/server/errors";
import { stripeClient } from "./stripe-provider";

const m = messages.payments;

/** A provider's event id, recorded once handled so that a replay is recognised. */
export type PaymentEvent = { id: string; provider: string; type: string };

/**
 * What a Stripe event says about a checkout: paid, still waiting for a
 * delayed payment method, ended unpaid, or nothing we act on.
 */
export type CheckoutReport = {
  event: PaymentEvent;
  sessionId: string | null;
  says: "paid" | "awaiting-payment" | "ended-unpaid" | "nothing";
};

/**
 * A Stripe webhook's body, verified: the signature is checked on the raw
 * bytes before anything else is read (400 when it is missing or wrong; 503
 * where Stripe is not set up).
 */
export function readStripeEvent(payload: string, signature: string | null): CheckoutReport {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } = env();
  if (!STRIPE_SECRET_KEY || !STRIPE_WEBHOOK_SECRET) throw unavailable(m.webhookNotConfigured);
  if (!signature) throw invalid(m.signatureMissing);

  let event: Stripe.Event;
  try {
    event = stripeClient().webhooks.constructEvent(payload, signature, STRIPE_WEBHOOK_SECRET);
  } catch {
    throw invalid(m.signatureInvalid);
  }
  const recorded = { id: event.id, provider: "stripe", type: event.type };
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const session = event.data.object;
      // A delayed payment method: checkout.session.async_payment_succeeded follows.
      return { event: recorded, sessionId: session.id, says: session.payment_status === "unpaid" ? "awaiting-payment" : "paid" };
    }
    case "checkout.session.expired":
    case "checkout.session.async_payment_failed":
      return { event: recorded, sessionId: event.data.object.id, says: "ended-unpaid" };
    default:
      return { event: recorded, sessionId: null, says: "nothing" };
  }
}
