import "server-only";
import { randomBytes } from "node:crypto";
import type { PaymentProvider } from "./provider";

export const TEST_CHECKOUT_PATH = "/checkout/test";

/**
 * The built-in test checkout: a page of ours (app/checkout/test/[session])
 * with Pay and Cancel, for development and demos without a Stripe account.
 * The session id is the only secret, as with Stripe's own checkout links; the
 * page's buttons run the same fulfilment as Stripe's webhook.
 */
export const testCheckoutProvider: PaymentProvider = {
  name: "test",
  async createCheckout({ siteOrigin }) {
    const sessionId = `test_cs_${randomBytes(24).toString("base64url")}`;
    return { sessionId, url: `${siteOrigin}${TEST_CHECKOUT_PATH}/${sessionId}` };
  },
  // Payment happens on our own page, which fulfils the booking itself.
  async paidAmount() {
    return null;
  },
  async expireCheckout() {},
  async refund() {},
};
