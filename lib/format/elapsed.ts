import { formatDistanceToNow } from "date-fns";
import { intlTagOf, type Writing } from "./writing";

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 60 * 60],
  ["month", 30 * 24 * 60 * 60],
  ["day", 24 * 60 * 60],
  ["hour", 60 * 60],
  ["minute", 60],
];

/**
 * How long ago an instant was: 'about 2 years ago' (date-fns, as ever) in English; in another language
 * (`writing`), by Intl in its words and digits: '২ বছর পূর্বে'.
 */
export function elapsedSince(instant: Date | string, writing?: Writing, now: Date = new Date()): string {
  const tag = intlTagOf(writing);
  if (!tag) return formatDistanceToNow(new Date(instant), { addSuffix: true });
  const seconds = (now.getTime() - new Date(instant).getTime()) / 1000;
  const format = new Intl.RelativeTimeFormat(tag, { numeric: "auto" });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(-Math.round(seconds / size), unit);
  }
  return format.format(0, "second");
}
