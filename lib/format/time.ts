import { TZDate } from "@date-fns/tz";
import { format, isValid, parse } from "date-fns";
import { addDaysIso, isoDateOf } from "./iso-date";
import { intlTagOf, type Writing } from "./writing";

/**
 * A slot's date and 'HH:MM' times are the business's local time
 * (BUSINESS_TIMEZONE); these helpers turn them into exact instants.
 */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const parsed = parse(value, "yyyy-MM-dd", new Date(0));
  return isValid(parsed) && format(parsed, "yyyy-MM-dd") === value;
}

export const isHourMinute = (value: string) => HH_MM.test(value);

/**
 * A slot's end ('HH:MM'): a time of the day, or "24:00", the midnight that
 * ends it (docs/product-decisions.md, "Time"). Stored and sent as written, so
 * that an end is never before its start.
 */
export const END_OF_DAY = "24:00";
export const isEndTime = (value: string) => value === END_OF_DAY || HH_MM.test(value);

/** Today's calendar date where the business is. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return format(new TZDate(now.getTime(), timeZone), "yyyy-MM-dd");
}

/** The instant at which a business-local date and time happen ("24:00": the next day's midnight). */
export function businessInstant(date: string, time: string, timeZone: string): Date {
  if (time === END_OF_DAY) return businessInstant(addDaysIso(date, 1), "00:00", timeZone);
  const [year, month, day] = date.split("-").map(Number);
  const [hours, minutes] = time.split(":").map(Number);
  return new Date(new TZDate(year, month - 1, day, hours, minutes, timeZone).getTime());
}

export { addDaysIso, dateColumn, isoDateOf } from "./iso-date";

/** 'Nov 22 2026', the old site's MMM dd yyyy. In another language (`writing`), by Intl: '২২ নভেম্বর, ২০২৬'. */
export function formatDisplayDate(isoDate: string, writing?: Writing): string {
  const tag = intlTagOf(writing);
  if (tag) return intlFormat(tag, "UTC", "date").format(new Date(`${isoDate}T00:00:00Z`));
  return format(parse(isoDate, "yyyy-MM-dd", new Date(0)), "MMM dd yyyy");
}

/** A slot's 'HH:MM' as written ('10:00', '24:00'); in another language (`writing`), in its digits ('১০:০০'). */
export function formatClock(time: string, writing?: Writing): string {
  const tag = intlTagOf(writing);
  if (!tag) return time;
  const digits = new Intl.NumberFormat(tag, { useGrouping: false });
  return time.replace(/\d/g, (digit) => digits.format(Number(digit)));
}

/**
 * 'Monday, November 23 at 10:00': the checkout's read-only Time (weekday, month day at start time). In
 * another language (`writing`), by Intl: 'সোমবার ২৩ নভেম্বর, ১০:০০'.
 */
export function formatSlotTime(isoDate: string, startTime: string, writing?: Writing): string {
  const tag = intlTagOf(writing);
  if (tag) return `${intlFormat(tag, "UTC", "slotDay").format(new Date(`${isoDate}T00:00:00Z`))}, ${formatClock(startTime, writing)}`;
  return `${format(parse(isoDate, "yyyy-MM-dd", new Date(0)), "EEEE, MMMM d")} at ${startTime}`;
}

/** 'HH:mm' of an instant, on the business's clock ('১০:০০' in Bangla). */
export function clockTimeIn(instant: Date | string, timeZone: string, writing?: Writing): string {
  const tag = intlTagOf(writing);
  if (tag) return intlFormat(tag, timeZone, "clock").format(new Date(instant));
  return format(new TZDate(new Date(instant).getTime(), timeZone), "HH:mm");
}

/** 'Sat 28 Nov': the day of an instant on the business's clock, short enough for a text ('শনি ২৮ নভে' in Bangla). */
export function shortDayIn(instant: Date | string, timeZone: string, writing?: Writing): string {
  const tag = intlTagOf(writing);
  if (tag) return intlFormat(tag, timeZone, "shortDay").format(new Date(instant));
  return format(new TZDate(new Date(instant).getTime(), timeZone), "EEE d MMM");
}

/** 'Nov 23 2026, 10:00 to 11:00': a slot in the business's time (emails, checkout descriptions). */
export function describeSlot(slot: { date: Date; startTime: string; endTime: string }): string {
  return `${formatDisplayDate(isoDateOf(slot.date))}, ${slot.startTime} to ${slot.endTime}`;
}

/** 'Asia/Dhaka, GMT+6' (just 'UTC' for UTC): the shop's zone as an email names it, with its offset on that day. */
function zoneLabel(at: TZDate, timeZone: string): string {
  return timeZone === "UTC" ? "UTC" : `${timeZone}, ${format(at, "zzz")}`;
}

/**
 * The Intl formats of another language than English, by tag, zone and use (made once each): a long
 * date with its weekday and month names, a 24-hour clock (as the English one), a short day for texts,
 * and the zone's offset.
 */
const INTL_STYLES = {
  longDate: { weekday: "long", day: "numeric", month: "long", year: "numeric" },
  date: { day: "numeric", month: "long", year: "numeric" },
  slotDay: { weekday: "long", day: "numeric", month: "long" },
  clock: { hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
  shortDay: { weekday: "short", day: "numeric", month: "short" },
  offset: { timeZoneName: "shortOffset" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
const intlFormats = new Map<string, Intl.DateTimeFormat>();

function intlFormat(tag: string, timeZone: string, style: keyof typeof INTL_STYLES): Intl.DateTimeFormat {
  const key = `${tag}|${timeZone}|${style}`;
  let found = intlFormats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(tag, { timeZone, ...INTL_STYLES[style] });
    intlFormats.set(key, found);
  }
  return found;
}

/** The zone label in another language: 'Asia/Dhaka, GMT +৬' in Bangla (the zone's name as the shop set it, the offset in the language's digits). */
function zoneLabelIn(at: Date, timeZone: string, tag: string): string {
  if (timeZone === "UTC") return "UTC";
  const offset = intlFormat(tag, timeZone, "offset").formatToParts(at).find((part) => part.type === "timeZoneName")?.value;
  return offset ? `${timeZone}, ${offset}` : timeZone;
}

/**
 * 'Monday, Nov 23 2026, 10:00 to 10:45 (Asia/Dhaka, GMT+6)': a visit in an
 * email, from its start for as long as its service takes, on the shop's clock
 * and naming it (the reader may be elsewhere). In Bangla (`writing`), by Intl:
 * 'সোমবার, ২৩ নভেম্বর, ২০২৬, ১০:০০–১০:৪৫ (Asia/Dhaka, GMT +৬)'.
 */
export function describeVisit(startsAt: Date | string, minutes: number, timeZone: string, writing?: Writing): string {
  const tag = intlTagOf(writing);
  if (tag) {
    const from = new Date(startsAt);
    const to = new Date(from.getTime() + minutes * 60_000);
    const clock = intlFormat(tag, timeZone, "clock");
    return `${intlFormat(tag, timeZone, "longDate").format(from)}, ${clock.format(from)}–${clock.format(to)} (${zoneLabelIn(from, timeZone, tag)})`;
  }
  const start = new TZDate(new Date(startsAt).getTime(), timeZone);
  const end = new TZDate(start.getTime() + minutes * 60_000, timeZone);
  return `${format(start, "EEEE, MMM dd yyyy, HH:mm")} to ${format(end, "HH:mm")} (${zoneLabel(start, timeZone)})`;
}

/**
 * 'Monday, Nov 23 2026, 14:05 (Asia/Dhaka, GMT+6)': an instant in an email (until when an offer is
 * held). In Bangla (`writing`): 'সোমবার, ২৩ নভেম্বর, ২০২৬, ১৪:০৫ (Asia/Dhaka, GMT +৬)'.
 */
export function describeInstantIn(instant: Date | string, timeZone: string, writing?: Writing): string {
  const tag = intlTagOf(writing);
  if (tag) {
    const at = new Date(instant);
    return `${intlFormat(tag, timeZone, "longDate").format(at)}, ${intlFormat(tag, timeZone, "clock").format(at)} (${zoneLabelIn(at, timeZone, tag)})`;
  }
  const at = new TZDate(new Date(instant).getTime(), timeZone);
  return `${format(at, "EEEE, MMM dd yyyy, HH:mm")} (${zoneLabel(at, timeZone)})`;
}

/** 'Nov 23 2026, 14:05': an instant on the business's clock (a booking's history). In another language (`writing`): '২৩ নভেম্বর, ২০২৬, ১৪:০৫'. */
export function formatInstantIn(instant: Date | string, timeZone: string, writing?: Writing): string {
  const tag = intlTagOf(writing);
  if (tag) return `${intlFormat(tag, timeZone, "date").format(new Date(instant))}, ${intlFormat(tag, timeZone, "clock").format(new Date(instant))}`;
  return format(new TZDate(new Date(instant).getTime(), timeZone), "MMM dd yyyy, HH:mm");
}

/** '2026-11-23 14:05': an instant on the business's clock, as a spreadsheet sorts it (exports). */
export function sortableInstantIn(instant: Date | string, timeZone: string): string {
  return format(new TZDate(new Date(instant).getTime(), timeZone), "yyyy-MM-dd HH:mm");
}
