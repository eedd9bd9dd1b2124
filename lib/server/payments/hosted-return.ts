import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/config/env";

/**
 * What the providers with a hosted payment page that posts the customer back (SSLCOMMERZ, aamarPay) share: a
 * checkout's transaction id derived from the booking's idempotency key, and the signed address of our return
 * route, which sends the customer on only to the page the site signed (so it sends no one elsewhere).
 */
type HostedProvider = "sslcommerz" | "aamarpay";

const keyed = (text: string) => createHmac("sha256", authSecret()).update(text).digest("base64url");

/** A checkout's transaction id: `<prefix>_` and 24 characters keyed (AUTH_SECRET) from the idempotency key: 28, within both providers' limits. */
export const hostedTransactionId = (provider: HostedProvider, prefix: string, idempotencyKey: string) => `${prefix}_${keyed(`${provider}:${idempotencyKey}`).slice(0, 24)}`;

const returnSignature = (provider: HostedProvider, to: string) => keyed(`${provider}-return:${to}`);

/** Whether `sig` is the site's signature of the return address `to` for this provider. */
export function isSignedReturn(provider: HostedProvider, to: string, sig: string): boolean {
  const expected = Buffer.from(returnSignature(provider, to));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Our return route's address (`path` on `site`), which sends the customer on to `to`, signed. */
export function signedReturnUrl(provider: HostedProvider, site: string, path: string, to: string): string {
  const url = new URL(`${site}${path}`);
  url.searchParams.set("to", to);
  url.searchParams.set("sig", returnSignature(provider, to));
  return url.toString();
}

/** The cancel page, saying the payment failed (rather than that the customer left). */
export function failedUrl(cancelUrl: string): string {
  const url = new URL(cancelUrl);
  url.searchParams.set("payment", "failed");
  return url.toString();
}
