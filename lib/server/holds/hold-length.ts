import "server-only";
import { getSettings } from "@/lib/server/settings/business-settings";

/**
 * How long a slot is held for a customer who is paying (the shop's setting),
 * the currency the booking is charged in (lower case, as stored), and
 * whether a customer's hold needs a verified phone number (allowance.ts).
 */
export async function holdLength(): Promise<{ holdMinutes: number; holdMs: number; currency: string; verifiedPhone: boolean }> {
  const settings = await getSettings();
  return { holdMinutes: settings.holdMinutes, holdMs: settings.holdMinutes * 60_000, currency: settings.currency.toLowerCase(), verifiedPhone: settings.verifiedPhoneToHold };
}
