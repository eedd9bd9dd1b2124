import { paymentsAamarpayMessages } from "./payments-aamarpay";
import { remembering } from "./said";

/** Choosing who takes the shop's payments, and the local gateways (SSLCOMMERZ, AamarPay). */
export const paymentsLocalMessages = remembering({
  providerLabel: "Payments",
  providerHint: "Who takes your customers' payments. Only the providers this server is set up for are listed; their keys stay in the server's environment.",
  providerDefault: (name: string) => `Default (${name})`,
  providerNone: "none set up",
  providerNames: { stripe: "Stripe", sslcommerz: "SSLCOMMERZ", aamarpay: paymentsAamarpayMessages.providerName, test: "Test checkout (no money moves)" } as Record<string, string>,
  providerInvalid: "Choose one of the payment providers listed",
  providerNotConfigured: (name: string) => `${name} is not set up on this server: its keys must be in the server's environment first`,
  currencyRefused: (provider: string, currency: string, accepted: string) => `${provider} cannot take payments in ${currency}: it takes ${accepted}. Choose another currency or another provider.`,
  sslcommerzNotConfigured: "SSLCOMMERZ is not set up on this site",
  noticeWithoutValId: "A paid notification must carry its val_id",
  noticeNotValidated: "SSLCOMMERZ's validation does not confirm this payment for this checkout",
  noticeReceived: "Notification received",
  noticeNotAForm: "The notification must be form fields (application/x-www-form-urlencoded)",
  returning: "Back from SSLCOMMERZ",
  returnSignatureInvalid: "This return address was not made by this site",
} as const, "paymentsLocal");
