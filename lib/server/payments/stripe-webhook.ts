import "server-only";
import type Stripe from "stripe";
import { env } from "@/lib/config/env";
import { messages } from "@/lib/messages";
import { AppError, badRequest } from "@/lib/server/errors";
import { completeCheckout, expireCheckout, type CompletionOutcome, type ExpiryOutcome } from "./fulfilment";
import { stripeClient, stripeProvider } from "./stripe-provider";

const m = messages.payments;

export type WebhookResult = { event: string; type: string; outcome: CompletionOutcome | ExpiryOutcome | "awaiting-payment" | "ignored" };

/**
 * `POST /api/webhooks/stripe`: the signature is checked on the raw body
 * before anything else; then the event drives the same fulfilment as the
 * test checkout. Events we do not act on are acknowledged and ignored.
 */
export async function handleStripeWebhook(payload: string, signature: string | null): Promise<WebhookResult> {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } = env();
  if (!STRIPE_SECRET_KEY || !STRIPE_WEBHOOK_SECRET) throw new AppError(503, m.webhookNotConfigured);
  if (!signature) throw badRequest(m.signatureMissing);

  let event: Stripe.Event;
  try {
    event = stripeClient().webhooks.constructEvent(payload, signature, STRIPE_WEBHOOK_SECRET);
  } catch {
    throw badRequest(m.signatureInvalid);
  }

  const recorded = { id: event.id, provider: "stripe", type: event.type };
  const result = (outcome: WebhookResult["outcome"]): WebhookResult => ({ event: event.id, type: event.type, outcome });
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const session = event.data.object;
      // A delayed payment method: checkout.session.async_payment_succeeded follows.
      if (session.payment_status === "unpaid") return result("awaiting-payment");
      return result(await completeCheckout(stripeProvider(), session.id, recorded));
    }
    case "checkout.session.expired":
    case "checkout.session.async_payment_failed":
      return result(await expireCheckout(event.data.object.id, recorded));
    default:
      return result("ignored");
  }
}
