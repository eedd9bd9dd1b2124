import "server-only";
import { getSettings } from "@/lib/server/settings/business-settings";

/**
 * How long a slot is held for a customer who is paying (the shop's setting),
 * and the currency the booking is charged in (lower case, as stored).
 */
export async function holdLength(): Promise<{ holdMinutes: number; holdMs: number; currency: string }> {
  const settings = await getSettings();
  return { holdMinutes: settings.holdMinutes, holdMs: settings.holdMinutes * 60_000, currency: settings.currency.toLowerCase() };
}
