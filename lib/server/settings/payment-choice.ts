import "server-only";
import { env } from "@/lib/config/env";
import { PAYMENT_PROVIDERS, type PaymentProviderName } from "@/lib/validation/settings";

/**
 * Which payment providers this server may use (their keys are in its
 * environment, never in the settings), which one it uses when the shop has
 * chosen none, and which currencies each takes. The shop's choice is a
 * setting (`paymentProvider`); lib/server/payments makes the provider.
 */

/** Whether the built-in test checkout may run here: never in production unless ALLOW_TEST_CHECKOUT=true, never beside Stripe. */
export function testCheckoutAllowed(): boolean {
  return !env().STRIPE_SECRET_KEY && (process.env.NODE_ENV !== "production" || env().ALLOW_TEST_CHECKOUT === "true");
}

const configured: Record<PaymentProviderName, () => boolean> = {
  stripe: () => Boolean(env().STRIPE_SECRET_KEY),
  sslcommerz: () => Boolean(env().SSLCOMMERZ_STORE_ID && env().SSLCOMMERZ_STORE_PASSWORD),
  aamarpay: () => Boolean(env().AAMARPAY_STORE_ID && env().AAMARPAY_SIGNATURE_KEY),
  test: testCheckoutAllowed,
};

/** The providers whose configuration this server has, in the order the settings list them. */
export function configuredPaymentProviders(): PaymentProviderName[] {
  return PAYMENT_PROVIDERS.filter((name) => configured[name]());
}

/**
 * The provider when the shop has chosen none: Stripe when its key is set, else the test checkout where
 * allowed (as before the choice existed), else a local gateway the server is set up for, else none.
 */
export function defaultPaymentProvider(): PaymentProviderName | null {
  const names = configuredPaymentProviders();
  return (["stripe", "test"] as const).find((name) => names.includes(name)) ?? names[0] ?? null;
}

/** The provider that takes the shop's payments: its choice while this server is still set up for it, else the default. */
export function effectivePaymentProvider(chosen: PaymentProviderName | null): PaymentProviderName | null {
  return chosen && configured[chosen]() ? chosen : defaultPaymentProvider();
}

/** The currencies (ISO 4217, upper case) a provider takes; null: any (Stripe settles in every currency the shop may set). */
const CURRENCIES: Record<PaymentProviderName, readonly string[] | null> = {
  stripe: null,
  // SSLCOMMERZ settles in taka, and takes dollars for a store its merchant agreement allows.
  sslcommerz: ["BDT", "USD"],
  // aamarPay's payment request takes BDT or USD (its documentation's `currency`).
  aamarpay: ["BDT", "USD"],
  test: null,
};

/** The currencies `provider` takes, or null when it takes any. */
export const currenciesTaken = (provider: PaymentProviderName): readonly string[] | null => CURRENCIES[provider];
