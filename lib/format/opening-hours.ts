import type { OpeningDay } from "@/lib/validation/settings";
import { localDigits } from "./fill";
import { intlTagOf, type Writing } from "./writing";

const SHORT = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
/** Monday first, as the week reads on a shop's door. */
const ORDER = [1, 2, 3, 4, 5, 6, 0];

/** A weekday's short name and a clock time in another language than English, by Intl ('সোম', '০৯:০০' in Bangla). */
function intlWords(tag: string) {
  const dayName = new Intl.DateTimeFormat(tag, { weekday: "short", timeZone: "UTC" });
  return {
    // 2023-01-01 was a Sunday (weekday 0).
    day: (weekday: number) => dayName.format(Date.UTC(2023, 0, 1 + weekday)),
    time: (hhmm: string) => (hhmm === "24:00" ? hhmm : localDigits(hhmm, tag)),
  };
}

/**
 * Opening hours as a few lines: runs of weekdays with the same hours ('Mon–Fri', '09:00–18:00'; 'Sun', 'Closed').
 * In another language (`writing`), the days' names and the times' digits are that language's, and `closed` says Closed.
 */
export function summariseOpeningHours(days: OpeningDay[], writing?: Writing & { closed?: string }): { days: string; hours: string }[] {
  const tag = intlTagOf(writing);
  const words = tag ? intlWords(tag) : { day: (weekday: number) => SHORT[weekday], time: (hhmm: string) => hhmm };
  const closed = writing?.closed ?? "Closed";
  const byDay = new Map(days.map((day) => [day.weekday, day]));
  const lines: { first: number; last: number; hours: string }[] = [];
  for (const weekday of ORDER) {
    const day = byDay.get(weekday);
    if (!day) continue;
    const hours = day.closed ? closed : `${words.time(day.open)}–${words.time(day.close)}`;
    const previous = lines.at(-1);
    if (previous && previous.hours === hours && ORDER.indexOf(previous.last) === ORDER.indexOf(weekday) - 1) previous.last = weekday;
    else lines.push({ first: weekday, last: weekday, hours });
  }
  return lines.map((line) => ({ days: line.first === line.last ? words.day(line.first) : `${words.day(line.first)}–${words.day(line.last)}`, hours: line.hours }));
}
