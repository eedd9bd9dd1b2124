/** The waitlist's words that its forms show in the browser (My Bookings'): kept apart, so that a page's script carries only these. The service page's are in the catalogue (`service.waitlist`). */
export const waitlistFormMessages = {
  join: "Join the waitlist",
  leave: "Leave the waitlist",
  joinFailed: "Could not join the waitlist",
  leaveFailed: "Could not leave the waitlist",
  waiting: "On the waitlist",
} as const;
