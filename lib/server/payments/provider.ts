import "server-only";
import { env } from "@/lib/config/env";
import type { MinorAmount } from "@/lib/format/money";
import { stripeProvider } from "./stripe-provider";
import { testCheckoutProvider } from "./test-checkout";

/** What a payment provider is asked to charge for one booking. */
export type CheckoutRequest = {
  bookingId: string;
  amountCents: number;
  currency: string;
  title: string;
  description: string;
  /** Null for a customer the shop booked for without an email. */
  customerEmail: string | null;
  /** When the checkout stops accepting payment. */
  expiresAt: Date;
  /** The site's origin as the customer reached it (the test checkout's page is there). */
  siteOrigin: string;
  /** Opening the same booking's checkout again with the same key gives the same checkout. */
  idempotencyKey: string;
  successUrl: string;
  cancelUrl: string;
};

export type Checkout = { sessionId: string; url: string };

/**
 * Where customers pay. Both implementations end in the same fulfilment
 * (payments/fulfilment.ts): Stripe through its webhook, the test checkout
 * through its own page.
 */
export interface PaymentProvider {
  readonly name: "stripe" | "test";
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Asks the provider what a checkout was paid, or null while it is not (for a customer back before the webhook). */
  paidAmount(sessionId: string): Promise<MinorAmount | null>;
  /** Stops a checkout from taking payment (the customer cancelled). */
  expireCheckout(sessionId: string): Promise<void>;
  /** Gives the whole payment of a checkout back. */
  refund(sessionId: string): Promise<void>;
}

/** Whether the built-in test checkout may run here: never in production unless ALLOW_TEST_CHECKOUT=true. */
export function testCheckoutAllowed(): boolean {
  return !env().STRIPE_SECRET_KEY && (process.env.NODE_ENV !== "production" || env().ALLOW_TEST_CHECKOUT === "true");
}

/** Stripe when STRIPE_SECRET_KEY is set, else the test checkout where allowed, else none. */
export function paymentProvider(): PaymentProvider | null {
  if (env().STRIPE_SECRET_KEY) return stripeProvider();
  return testCheckoutAllowed() ? testCheckoutProvider : null;
}

/** The provider that made a checkout, if it is the one configured now. */
export function providerNamed(name: string | null): PaymentProvider | null {
  const provider = paymentProvider();
  return provider && provider.name === name ? provider : null;
}

/**
 * The provider that gives back a payment it took: Stripe when it is set up
 * here; the test checkout always (it moved no money, so its refund moves
 * none either, and a booking paid on it can be refunded wherever it is
 * cancelled).
 */
export function refundProviderFor(name: string | null): PaymentProvider | null {
  if (name === "test") return testCheckoutProvider;
  if (name === "stripe" && env().STRIPE_SECRET_KEY) return stripeProvider();
  return null;
}
