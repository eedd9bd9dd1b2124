import { remembering } from "./said";
/** aamarPay, one of the local gateways a shop may choose (docs/payments.md). */
export const paymentsAamarpayMessages = remembering({
  providerName: "aamarPay",
  notConfigured: "aamarPay is not set up on this site",
  callbackNotAForm: "aamarPay's callback must be form fields (application/x-www-form-urlencoded)",
  returning: "Back from aamarPay",
  returnSignatureInvalid: "This return address was not made by this site",
} as const, "paymentsAamarpay");
