import "server-only";
import { db } from "@/lib/db";
import { invalid } from "@/lib/errors";
import { messages } from "@/lib/messages";
import { pagesShowing } from "@/lib/server/cache";
import { getSettings } from "@/lib/server/settings/business-settings";
import { userOfStopToken } from "./stop-links";

const stopText = messages.smsStop;

/**
 * Stopping texts, without signing in: by the link every booking text ends with (its page asks, its
 * button stops), or by replying STOP where the gateway passes replies on (replies.ts). Stopping
 * turns the customer's reminder choice to email, so that they keep their reminders, and keeps the
 * choice they had, which a START reply brings back. Texts already queued are skipped when they would
 * go out (consent counts again then). A code or a password-reset link the customer asks for is
 * still texted: they asked for it.
 */

/** What the stop link's page shows: the shop's name; null for a link that is not one, or whose customer is gone. */
export async function stopLinkPage(token: string): Promise<{ shop: string } | null> {
  const userId = userOfStopToken(token);
  if (!userId || !(await db.user.findUnique({ where: { id: userId }, select: { id: true } }))) return null;
  return { shop: (await getSettings()).businessName };
}

/** The stop page's button: texts off; `stopped` false when they were off already (asking twice changes nothing). */
export async function stopTextsByLink(token: string): Promise<{ shop: string; stopped: boolean }> {
  const userId = userOfStopToken(token);
  if (!userId) throw invalid(stopText.linkInvalid);
  const stopped = await db.$executeRaw`
    UPDATE "User" SET "textsStoppedFrom" = "reminderChannels", "reminderChannels" = 'email', "updatedAt" = now()
    WHERE id = ${userId}::uuid AND "reminderChannels" IN ('sms', 'both')`;
  if (stopped > 0) pagesShowing.account();
  return { shop: (await getSettings()).businessName, stopped: stopped > 0 };
}

/**
 * A STOP reply: texts off for every customer whose verified number sent it (`digits`: the number's,
 * as `User.phoneDigits` keeps them; a shared phone may be on several accounts). How many changed.
 */
export async function stopTextsFrom(digits: string): Promise<number> {
  const count = await db.$executeRaw`
    UPDATE "User" SET "textsStoppedFrom" = "reminderChannels", "reminderChannels" = 'email', "updatedAt" = now()
    WHERE "phoneDigits" = ${digits} AND "phoneVerifiedAt" IS NOT NULL AND "reminderChannels" IN ('sms', 'both')`;
  if (count > 0) pagesShowing.account();
  return count;
}

/** A START reply: the choice a stop replaced, back, for every customer whose verified number sent it. How many changed. */
export async function startTextsFrom(digits: string): Promise<number> {
  const count = await db.$executeRaw`
    UPDATE "User" SET "reminderChannels" = "textsStoppedFrom", "textsStoppedFrom" = NULL, "updatedAt" = now()
    WHERE "phoneDigits" = ${digits} AND "phoneVerifiedAt" IS NOT NULL AND "textsStoppedFrom" IS NOT NULL`;
  if (count > 0) pagesShowing.account();
  return count;
}
