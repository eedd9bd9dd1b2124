export const paymentsMessages = {
  webhookNotConfigured: "Stripe webhooks are not set up on this site",
  signatureMissing: "The Stripe-Signature header is missing",
  signatureInvalid: "The Stripe signature does not match this payload",
  webhookReceived: "Webhook received",
} as const;
