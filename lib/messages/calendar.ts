import type { BayWords } from "./bay-words";
import { remembering } from "./said";

export const calendarMessages = remembering({
  navLink: "Calendar",
  title: "Calendar",
  subtitle: (w: BayWords) => `The shop's day by ${w.one}, or its week by day: every booking, hold and cancelled slot.`,
  day: "Day",
  week: "Week",
  today: "Today",
  previous: (view: string) => `Previous ${view}`,
  next: (view: string) => `Next ${view}`,
  views: "View",
  /** The day view's grid, which scrolls sideways where its columns do not fit. */
  dayGrid: (date: string, w: BayWords) => `${date} by ${w.one}`,
  time: "Time",
  noBay: (w: BayWords) => `No ${w.one}`,
  nothing: "Nothing booked",
  noBays: (w: BayWords) => `The shop has no ${w.many} yet.`,
  slotsTitle: "Slots",
  slotsCount: (count: number) => `Slots (${count})`,
  /** Under a day of the week view that holds more than it lists: a link to that day. */
  moreBookings: (count: number) => `${count} more bookings: open the day`,
  moreSlots: (count: number) => `${count} more slots: open the day`,
  states: { held: "Held", confirmed: "Confirmed", completed: "Completed", "no-show": "No-show" },
  /** After a calendar booking's visible text, for screen readers: what else it is, and that it opens. */
  bookingSuffix: (more: string) => `, ${more}: open the booking`,
  occupancy: (taken: number, capacity: number) => `${taken}/${capacity}`,
  occupancyLabel: (taken: number, capacity: number) => `${taken} of ${capacity} places taken`,
  cancelled: "Cancelled",
  inactive: "(inactive)",
} as const, "calendar");
