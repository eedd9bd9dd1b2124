import { remembering } from "./said";
/** The counter (admins): today's bookings to check in, and the ended ones waiting to be settled. */
export const counterMessages = remembering({
  navLink: "Counter",
  title: "Counter",
  subtitle: "Check customers in as they arrive, and say which ended bookings were completed and which were no-shows.",
  toSettleTitle: "To settle",
  toSettleHint: (hours: number) =>
    hours === 1 ? "Ended bookings whose customer was not checked in. Each completes on its own 1 hour after it ends." : `Ended bookings whose customer was not checked in. Each completes on its own ${hours} hours after it ends.`,
  toSettleEmpty: "Nothing to settle.",
  noGrace: "Ended bookings complete on their own at once (Settings): there is nothing to settle here.",
  todayTitle: (date: string) => `Still to come today, ${date}`,
  todayEmpty: "No more bookings today.",
  customer: "Customer",
  bookingSlot: "Booking Slot",
  /** A booking's slot in a line: 'Nov 28 2026 at 10:00'. */
  slotAt: (date: string, time: string) => `${date} at ${time}`,
  reference: "Reference",
  state: "State",
  awaitingPayment: "Awaiting payment",
  checkedInAt: (time: string) => `Checked in at ${time}`,
  checkIn: "Check in",
  checkInOf: (customer: string, time: string) => `Check in ${customer} (${time})`,
  completed: "Completed",
  completedOf: (customer: string, time: string) => `Completed: ${customer} (${time})`,
  noShow: "No-show",
  noShowOf: (customer: string, time: string) => `No-show: ${customer} (${time})`,
  done: {
    "checked-in": "Customer checked in.",
    completed: "Marked completed.",
    "no-show": "Marked as a no-show.",
    unchanged: "That booking was not changed: it was already settled, cancelled or is not due yet. Open it to see where it stands.",
  },
} as const, "counter");
