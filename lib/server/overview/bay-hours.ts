import { addDaysIso, businessInstant } from "@/lib/format/time";
import type { OpeningDay } from "@/lib/validation/settings";

/** Bay time on one day, in hours: what the bays offer while the shop is open, and what live bookings occupy of it. */
export type BayHours = { used: number; open: number; percent: number };

/** A live booking's bay time: from its slot's start to its end plus the service's cleanup. */
export type Occupied = { from: Date; until: Date };

const HOUR_MS = 3_600_000;
const hours = (ms: number) => Math.round((ms / HOUR_MS) * 100) / 100;
export const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

/** When the shop is open on a business-local date (null: closed), as exact instants. */
export function openWindow(date: string, openingHours: OpeningDay[], timeZone: string): { from: Date; until: Date } | null {
  const day = openingHours.find((entry) => entry.weekday === new Date(`${date}T00:00:00Z`).getUTCDay());
  if (!day || day.closed || day.close <= day.open) return null;
  return { from: businessInstant(date, day.open, timeZone), until: businessInstant(date, day.close, timeZone) };
}

/**
 * Utilisation as the shop lives it: its bays are shared by every service, so
 * what a day offers is bays × opening hours, and what it uses is the bay time
 * its live bookings occupy within those hours (a booking of any service takes
 * one bay). Per business-local day from `first`, `days` of them.
 */
export function bayHoursPerDay(input: { first: string; days: number; bays: number; openingHours: OpeningDay[]; timeZone: string; occupied: Occupied[] }): { date: string; bayHours: BayHours }[] {
  return Array.from({ length: input.days }, (_, index) => {
    const date = addDaysIso(input.first, index);
    const window = openWindow(date, input.openingHours, input.timeZone);
    if (!window || input.bays === 0) return { date, bayHours: { used: 0, open: 0, percent: 0 } };
    const openMs = (window.until.getTime() - window.from.getTime()) * input.bays;
    let usedMs = 0;
    for (const booking of input.occupied) {
      const overlap = Math.min(booking.until.getTime(), window.until.getTime()) - Math.max(booking.from.getTime(), window.from.getTime());
      if (overlap > 0) usedMs += overlap;
    }
    const used = hours(Math.min(usedMs, openMs));
    const open = hours(openMs);
    return { date, bayHours: { used, open, percent: percentOf(used, open) } };
  });
}

/** Several days' bay time added up. */
export function totalBayHours(days: BayHours[]): BayHours {
  const used = Math.round(days.reduce((sum, day) => sum + day.used, 0) * 100) / 100;
  const open = Math.round(days.reduce((sum, day) => sum + day.open, 0) * 100) / 100;
  return { used, open, percent: percentOf(used, open) };
}
