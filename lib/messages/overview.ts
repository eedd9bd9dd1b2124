import type { BayWords } from "./bay-words";
import { remembering } from "./said";

export const overviewMessages = remembering({
  title: "Dashboard",
  subtitle: "How the business is doing today, this week and this month.",
  bookingsToday: "Bookings today",
  bookingsWeek: "Bookings this week",
  revenueMonth: "Revenue this month",
  utilisation: "Places booked, next 7 days",
  /** The utilisation figure: bay time, since the shop's bays are shared by every service. */
  bayHoursUsed: (w: BayWords) => `${w.One}-hours used, next 7 days`,
  bayHoursDetail: (used: number, open: number, bays: number, w: BayWords) =>
    `${hoursText(used)} of ${hoursText(open)} open (${bays} ${bays === 1 ? w.one : w.many} × opening hours)`,
  revenueOther: "Also taken in other currencies (never added up):",
  upcoming: "Next bookings",
  noUpcoming: "No upcoming bookings.",
  takingsTitle: "This month's takings by payment",
  takingsEmpty: "Nothing taken this month yet.",
  takingsHow: "Taken by",
  takingsAmount: "Amount",
  counterBy: (method: string) => `At the counter: ${method.toLowerCase()}`,
  counter: "At the counter",
  unknownProvider: "Paid before providers were recorded",
  perDay: "Bookings and revenue per day, last 30 days",
  utilisationChart: (w: BayWords) => `${w.One}-hours used per day, next 14 days`,
  revenueIn: (currency: string) => `Revenue (${currency})`,
  hours: (value: number) => hoursText(value),
  /** The first column of the charts' tables for screen readers. */
  date: "Date",
  bookings: "Bookings",
  revenue: "Revenue",
  booked: "Used",
  free: "Free",
  fetched: "Overview retrieved successfully",
} as const, "overview");

function hoursText(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return `${rounded} ${rounded === 1 ? "hour" : "hours"}`;
}
