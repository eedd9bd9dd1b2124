import "server-only";
import Stripe from "stripe";
import { env } from "@/lib/config/env";
import { minorAmount } from "@/lib/format/money";
import type { CheckoutRequest, PaymentProvider } from "./payment-provider";

let client: Stripe | undefined;

/** The Stripe SDK, pointed at STRIPE_API_URL when that is set (the test suite's local fake). */
export function stripeClient(): Stripe {
  const { STRIPE_SECRET_KEY, STRIPE_API_URL } = env();
  if (!STRIPE_SECRET_KEY) throw new Error("STRIPE_SECRET_KEY is not set");
  if (!client) {
    const api = STRIPE_API_URL ? new URL(STRIPE_API_URL) : null;
    client = new Stripe(STRIPE_SECRET_KEY, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(api && { host: api.hostname, port: api.port || (api.protocol === "http:" ? 80 : 443), protocol: api.protocol === "http:" ? "http" : "https" }),
    });
  }
  return client;
}

/**
 * Stripe Checkout: one line item per item of the booking (its service, each add-on), in the booking's currency (the shop's
 * when it was made); one line at the booking's price when its items would not add up to it in the currency's own units.
 */
export function stripeProvider(): PaymentProvider {
  const stripe = stripeClient();
  return {
    name: "stripe",
    async createCheckout(request: CheckoutRequest) {
      const charge = minorAmount(request.amountCents, request.currency);
      const lines = (request.lines ?? []).map((line, index) => ({ name: line.name, charge: minorAmount(line.amountCents, request.currency), first: index === 0 }));
      const itemised = lines.length > 0 && lines.reduce((sum, line) => sum + line.charge.minor, 0) === charge.minor;
      const items = itemised ? lines : [{ name: request.title, charge, first: true }];
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          // Stripe wants a description to be non-empty: the slot's goes on the first line only.
          line_items: items.map((item) => ({
            quantity: 1,
            price_data: {
              currency: item.charge.currency,
              unit_amount: item.charge.minor,
              product_data: { name: item.name, ...(item.first && { description: request.description }) },
            },
          })),
          ...(request.customerEmail && { customer_email: request.customerEmail }),
          client_reference_id: request.bookingId,
          metadata: { bookingId: request.bookingId },
          payment_intent_data: { metadata: { bookingId: request.bookingId } },
          expires_at: Math.ceil(request.expiresAt.getTime() / 1000),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        // A retried request never opens a second checkout for the same booking.
        { idempotencyKey: request.idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { sessionId: session.id, url: session.url };
    },
    async paidAmount(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.payment_status !== "paid" && session.payment_status !== "no_payment_required") return null;
      // A payment-mode session always says what it took; without it, the webhook settles the checkout.
      return session.amount_total === null || !session.currency ? null : { minor: session.amount_total, currency: session.currency };
    },
    async expireCheckout(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.status === "open") await stripe.checkout.sessions.expire(sessionId);
    },
    async refund(sessionId, part) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      const paymentIntent = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
      if (!paymentIntent) throw new Error(`Checkout session ${sessionId} has no payment to refund`);
      try {
        await stripe.refunds.create(
          { payment_intent: paymentIntent, ...(part && { amount: minorAmount(part.amountCents, part.currency).minor }) },
          { idempotencyKey: part?.idempotencyKey ?? `refund-${sessionId}` },
        );
      } catch (error) {
        // Refunded already: an earlier attempt whose record was lost (a crash after Stripe's answer, retried once
        // the idempotency key had expired). The money is back, which is what was asked.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "charge_already_refunded") return;
        throw error;
      }
    },
  };
}
