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
 * button stops). Stopping turns the customer's reminder choice to email, so that they keep their
 * reminders, and keeps the choice they had. Texts already queued are skipped when they would
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
