/**
 * Whether a payment can be given back through the provider that took it: a
 * checkout of Stripe, SSLCOMMERZ or the test checkout. Anything else (a payment taken
 * outside the online checkout, as the demo data's bookings were, or through
 * aamarPay, which has no refund API) has no one to refund it but the shop, by hand.
 */
export function refundsOnline(booking: { paymentProvider: string | null; paymentSessionId: string | null; checkoutGroupId?: string | null }): boolean {
  // A car of several paid together: its checkout is its group's.
  return Boolean(booking.paymentSessionId ?? booking.checkoutGroupId) && ["stripe", "sslcommerz", "test"].includes(booking.paymentProvider ?? "");
}
