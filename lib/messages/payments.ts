import { remembering } from "./said";
export const paymentsMessages = remembering({
  webhookNotConfigured: "Stripe webhooks are not set up on this site",
  signatureMissing: "The Stripe-Signature header is missing",
  signatureInvalid: "The Stripe signature does not match this payload",
  signedInTheFuture: "The Stripe signature's timestamp is more than 5 minutes ahead of this server's clock",
  eventWithoutData: "The Stripe event has no data object",
  sessionWithoutId: "The Stripe event's checkout session has no id",
  sessionWithoutAmount: "The Stripe event's paid checkout session does not say what was paid (amount_total and currency)",
  webhookReceived: "Webhook received",
} as const, "payments");
