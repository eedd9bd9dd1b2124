import "server-only";
import { getSettings } from "@/lib/server/settings/business-settings";

/**
 * The notice window: customers may cancel or move a confirmed booking online
 * until the shop's cancellation notice (its settings; first run:
 * CANCEL_NOTICE_HOURS, default 24) before its start, that moment included;
 * after it, the shop does it.
 */
export const noticeHours = async (): Promise<number> => (await getSettings()).cancellationNoticeHours;

/** The shop's rules that a booking's wire form depends on: the notice window, and how long an ended booking waits to be settled. */
/** `timeZone`: the shop's, in which a booking's times are read. */
export type BookingRules = { noticeHours: number; settleGraceHours: number; timeZone: string };

export async function bookingRules(): Promise<BookingRules> {
  const settings = await getSettings();
  return { noticeHours: settings.cancellationNoticeHours, settleGraceHours: settings.settleGraceHours, timeZone: settings.timeZone };
}

export const changeableUntil = (startsAt: Date, hours: number): Date => new Date(startsAt.getTime() - hours * 3_600_000);

/** Where a confirmed booking stands against a window of `hours`. */
export function noticeStanding(startsAt: Date, now: Date, hours: number): "open" | "inside-window" | "started" {
  if (now >= startsAt) return "started";
  return now > changeableUntil(startsAt, hours) ? "inside-window" : "open";
}
