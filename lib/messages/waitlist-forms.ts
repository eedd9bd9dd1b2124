/** The waitlist's words that its forms show in the browser: kept apart, so that a service page's script carries only these. */
export const waitlistFormMessages = {
  join: "Join the waitlist",
  leave: "Leave the waitlist",
  joinFailed: "Could not join the waitlist",
  leaveFailed: "Could not leave the waitlist",
  joinFor: (time: string) => `Join the waitlist for ${time}`,
  leaveFor: (time: string) => `Leave the waitlist for ${time}`,
  waiting: "On the waitlist",
} as const;
