export const testCheckoutMessages = {
  title: "Test payment",
  banner: "This is a test checkout: no card is needed and no money moves.",
  pay: "Pay",
  cancel: "Cancel",
  expired: "This checkout has ended",
  /** `hold`: the shop's hold, in words ("5 minutes"). */
  expiredBody: (hold: string) => `The booking was paid, cancelled, or its hold on the slot (${hold}) ran out.`,
  backToServices: "Back to services",
} as const;
