import "server-only";
import { getSettings } from "@/lib/server/settings/business-settings";
import { configuredPaymentProviders, defaultPaymentProvider, effectivePaymentProvider, testCheckoutAllowed } from "@/lib/server/settings/payment-choice";
import type { PaymentProviderName } from "@/lib/validation/settings";
import { aamarpayProvider } from "./aamarpay-provider";
import type { PaymentProvider } from "./payment-provider";
import { sslcommerzProvider } from "./sslcommerz-provider";
import { stripeProvider } from "./stripe-provider";
import { testCheckoutProvider } from "./test-checkout";

export { testCheckoutAllowed };

const make: Record<PaymentProviderName, () => PaymentProvider> = {
  stripe: stripeProvider,
  sslcommerz: () => sslcommerzProvider,
  aamarpay: () => aamarpayProvider,
  test: () => testCheckoutProvider,
};

/** The server's default provider, the shop's choice aside: Stripe when STRIPE_SECRET_KEY is set, else the test checkout where allowed, else none. */
export function paymentProvider(): PaymentProvider | null {
  const name = defaultPaymentProvider();
  return name ? make[name]() : null;
}

/** The provider that takes the shop's payments now: the one chosen in Business settings while this server is set up for it, else the default. */
export async function shopPaymentProvider(): Promise<PaymentProvider | null> {
  const name = effectivePaymentProvider((await getSettings()).paymentProvider);
  return name ? make[name]() : null;
}

/** The provider that made a checkout, if this server is still set up for it (the shop may have chosen another since). */
export function providerNamed(name: string | null): PaymentProvider | null {
  return configuredPaymentProviders().find((configured) => configured === name) ? make[name as PaymentProviderName]() : null;
}

/**
 * The provider that gives back a payment it took: Stripe or SSLCOMMERZ when
 * it is set up here (aamarPay has no refund API: its refunds are made by hand); the test checkout always (it moved no money, so its refund moves
 * none either, and a booking paid on it can be refunded wherever it is
 * cancelled).
 */
export function refundProviderFor(name: string | null): PaymentProvider | null {
  if (name === "test") return testCheckoutProvider;
  if (name === "stripe" || name === "sslcommerz") return providerNamed(name);
  return null;
}
