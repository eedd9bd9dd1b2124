import "server-only";
import { getSettings } from "@/lib/server/settings/business-settings";

/** The built-in hold, before an admin chooses another (Business Settings, 5 to 120 minutes). */
export const DEFAULT_HOLD_MINUTES = 30;

/**
 * How long a slot is held for a customer who is paying (the shop's setting),
 * and the currency the booking is charged in (lower case, as stored).
 */
export async function holdLength(): Promise<{ holdMinutes: number; holdMs: number; currency: string }> {
  const settings = await getSettings();
  return { holdMinutes: settings.holdMinutes, holdMs: settings.holdMinutes * 60_000, currency: settings.currency.toLowerCase() };
}
