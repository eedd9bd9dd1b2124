import "server-only";
import { getSettings } from "@/lib/server/settings/settings";

/**
 * The notice window: customers may cancel or move a confirmed booking online
 * until the shop's cancellation notice (its settings; first run:
 * CANCEL_NOTICE_HOURS, default 24) before its start, that moment included;
 * after it, the shop does it.
 */
export const noticeHours = async (): Promise<number> => (await getSettings()).cancellationNoticeHours;

export const changeableUntil = (startsAt: Date, hours: number): Date => new Date(startsAt.getTime() - hours * 3_600_000);

/** Where a confirmed booking stands against a window of `hours`. */
export function noticeStanding(startsAt: Date, now: Date, hours: number): "open" | "inside-window" | "started" {
  if (now >= startsAt) return "started";
  return now > changeableUntil(startsAt, hours) ? "inside-window" : "open";
}
