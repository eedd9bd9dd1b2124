/** The shop's side of text messages: holding a slot with a verified phone, and the admin's Texts page. */
export const smsAdminMessages = {
  verifiedPhoneToHold: {
    label: "Customers need a verified mobile number to hold a slot online",
    hint: "When ticked, a customer confirms their phone number with a texted code (on their profile) before Pay Now holds a place, and one number holds at most as many places at a time as one customer may, whichever accounts share it. Bookings you make for a customer are not affected.",
    refused: "Please verify your phone number before booking: open your profile's Phone and texts section, ask for a code and enter it, then come back to book.",
    tooManyHoldsOnNumber: (n: number) => `${n} bookings awaiting payment are already held by accounts with your phone number. Please complete or cancel one of them first.`,
    checkoutTitle: "Verify your phone number first",
    checkoutBody: "This shop holds a place only for customers whose phone number is verified. It takes a minute: we text you a code.",
    checkoutLink: "Verify my phone number",
  },
} as const;
