import { intlTagOf, type Writing } from "./writing";

/**
 * A span of minutes as people say it: "30 minutes", "2 hours", "24 hours",
 * "1 hour 30 minutes", "3 days" (whole days beyond two). In another language
 * (`writing`), the same parts in its words and digits, by Intl ("১ ঘণ্টা ৩০ মিনিট").
 */
export function describeMinutes(minutes: number, writing?: Writing): string {
  const tag = intlTagOf(writing);
  const plural = tag ? (n: number, unit: Unit) => unitFormat(tag, unit).format(n) : (n: number, unit: Unit) => `${n} ${unit}${n === 1 ? "" : "s"}`;
  if (minutes >= 3 * 1440 && minutes % 1440 === 0) return plural(minutes / 1440, "day");
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return plural(rest, "minute");
  return rest === 0 ? plural(hours, "hour") : `${plural(hours, "hour")} ${plural(rest, "minute")}`;
}

type Unit = "minute" | "hour" | "day";

const unitFormats = new Map<string, Intl.NumberFormat>();

function unitFormat(tag: string, unit: Unit): Intl.NumberFormat {
  const key = `${tag}|${unit}`;
  let found = unitFormats.get(key);
  if (!found) {
    found = new Intl.NumberFormat(tag, { style: "unit", unit, unitDisplay: "long" });
    unitFormats.set(key, found);
  }
  return found;
}
