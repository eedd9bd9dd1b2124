import "server-only";
import { env } from "@/lib/config/env";
import type { PaymentProvider } from "./payment-provider";
import { stripeProvider } from "./stripe-provider";
import { testCheckoutProvider } from "./test-checkout";

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
