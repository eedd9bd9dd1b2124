import "server-only";
import { env } from "@/lib/config/env";

/**
 * The notice window: customers may cancel or move a confirmed booking online
 * until CANCEL_NOTICE_HOURS (default 24) before its start, that moment
 * included; after it, the shop does it.
 */
export const noticeHours = () => env().CANCEL_NOTICE_HOURS;

export const changeableUntil = (startsAt: Date): Date => new Date(startsAt.getTime() - noticeHours() * 3_600_000);

/** Where a confirmed booking stands against the window. */
export function noticeStanding(startsAt: Date, now: Date): "open" | "inside-window" | "started" {
  if (now >= startsAt) return "started";
  return now > changeableUntil(startsAt) ? "inside-window" : "open";
}
