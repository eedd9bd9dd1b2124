import "server-only";
import { createHmac } from "node:crypto";
import { authSecret } from "@/lib/config/env";
import type { PaymentProvider } from "./payment-provider";

export const TEST_CHECKOUT_PATH = "/checkout/test";

/**
 * The built-in test checkout: a page of ours (app/checkout/test/[session])
 * with Pay and Cancel, for development and demos without a Stripe account.
 * The session id is the only secret, as with Stripe's own checkout links; the
 * page's buttons run the same fulfilment as Stripe's webhook. It is derived
 * from the booking (keyed with AUTH_SECRET, so it cannot be guessed from the
 * booking's id): opening a booking's checkout again gives the same session, as
 * Stripe's idempotency key does.
 */
export const testCheckoutProvider: PaymentProvider = {
  name: "test",
  async createCheckout(request) {
    const sessionId = `test_cs_${createHmac("sha256", authSecret()).update(`test-checkout:${request.bookingId}`).digest("base64url")}`;
    return { sessionId, url: `${request.siteOrigin}${TEST_CHECKOUT_PATH}/${sessionId}` };
  },
  // Payment happens on our own page, which fulfils the booking itself.
  async paidAmount() {
    return null;
  },
  async expireCheckout() {},
  async refund() {},
};
