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

/**
 * The schedule generator's first choice: the days the shop opens, from its
 * earliest opening to its latest closing (Mon–Sat 09:00–17:00 if it never opens).
 */
export function scheduleDefaults(days: OpeningDay[]): { weekdays: number[]; opening: string; closing: string } {
  const open = days.filter((day) => !day.closed && day.close > day.open);
  if (open.length === 0) return { weekdays: [1, 2, 3, 4, 5, 6], opening: "09:00", closing: "17:00" };
  return {
    weekdays: open.map((day) => day.weekday),
    opening: open.map((day) => day.open).sort()[0],
    closing: open.map((day) => day.close).sort().at(-1)!,
  };
}
