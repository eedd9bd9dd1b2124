/** The countdown to a booked slot (in the header on every page, so kept apart from the rest of the booking strings). */
export const countdownMessages = {
  startsIn: "Starts in",
  endsIn: "Ends in",
  slotEnded: "Ended",
} as const;
