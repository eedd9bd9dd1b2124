export const testCheckoutMessages = {
  title: "Test payment",
  banner: "This is a test checkout: no card is needed and no money moves.",
  pay: "Pay",
  cancel: "Cancel",
  expired: "This checkout has ended",
  expiredBody: "The booking was paid, cancelled, or its 30-minute hold ran out.",
  backToServices: "Back to services",
} as const;
