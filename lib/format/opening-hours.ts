import type { OpeningDay } from "@/lib/validation/settings";

const SHORT = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
/** Monday first, as the week reads on a shop's door. */
const ORDER = [1, 2, 3, 4, 5, 6, 0];

/** Opening hours as a few lines: runs of weekdays with the same hours ('Mon–Fri', '09:00–18:00'; 'Sun', 'Closed'). */
export function summariseOpeningHours(days: OpeningDay[]): { days: string; hours: string }[] {
  const byDay = new Map(days.map((day) => [day.weekday, day]));
  const lines: { first: number; last: number; hours: string }[] = [];
  for (const weekday of ORDER) {
    const day = byDay.get(weekday);
    if (!day) continue;
    const hours = day.closed ? "Closed" : `${day.open}–${day.close}`;
    const previous = lines.at(-1);
    if (previous && previous.hours === hours && ORDER.indexOf(previous.last) === ORDER.indexOf(weekday) - 1) previous.last = weekday;
    else lines.push({ first: weekday, last: weekday, hours });
  }
  return lines.map((line) => ({ days: line.first === line.last ? SHORT[line.first] : `${SHORT[line.first]}–${SHORT[line.last]}`, hours: line.hours }));
}
