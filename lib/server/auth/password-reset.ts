import "server-only";
import { randomBytes } from "node:crypto";
import { after } from "next/server";
import { db } from "@/lib/db";
import { env } from "@/lib/config/env";
import { messages } from "@/lib/messages";
import { invalid } from "@/lib/errors";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { LANGUAGE_QUERY } from "@/lib/i18n/rewrites";
import { mailWords, textWords, writingFor } from "@/lib/server/mail/customer-language";
import { queueMessage } from "@/lib/server/mail/deliveries";
import { transaction } from "@/lib/server/database/transaction";
import { QUEUES, wake } from "@/lib/server/queue/job-queue";
import { queueResetText } from "@/lib/server/sms/deliveries";
import { consume } from "@/lib/server/rate-limit";
import { limits } from "./limits";
import { hashPassword } from "./password";
import { assertPasswordNotCommon } from "./password-rules";
import { hashToken } from "./refresh-token";
import { endAllSessions } from "./sessions";
import { getSettings } from "@/lib/server/settings/business-settings";
import { now } from "@/lib/server/clock";

export const RESET_LINK_MINUTES = 30;

/** A link to a page of the site shown in `locale` whatever the browser that opens it chose (`?lang=`, docs/languages.md). */
const inLanguage = (link: string, locale: Locale) => {
  const url = new URL(link);
  url.searchParams.set(LANGUAGE_QUERY, locale);
  return url.toString();
};

export const resetLink = (token: string) => new URL(`/reset-password?token=${encodeURIComponent(token)}`, env().APP_URL).toString();

/**
 * Emails a single-use link that sets a new password. The caller learns
 * nothing: after the rate limits, the work happens once the answer has been
 * sent (next/server's `after`), so the answer, its timing and a mail server
 * failure are the same whether or not the account exists.
 *
 * Requests are counted per account *and* client, as sign-in attempts are:
 * someone asking for links to another person's account from elsewhere never
 * uses up that person's own requests.
 */
export async function requestPasswordReset(email: string, client: string): Promise<void> {
  await consume(limits.resetPerClient, client);
  await consume(limits.resetPerAccountAndClient, `${email}|${client}`);
  const requestedAt = now();
  after(() =>
    sendResetLink(email, client, requestedAt).catch((error: unknown) => {
      console.error("Could not send a password-reset email", error);
    }),
  );
}

/**
 * A link another client asked for stays usable for this long whatever else is
 * asked: someone requesting links to the account again and again cannot spoil
 * the one its owner has just been sent.
 */
export const RESET_LINK_SHIELD_SECONDS = 60;

async function sendResetLink(email: string, client: string, requestedAt: Date): Promise<void> {
  const user = await db.user.findUnique({ where: { email } });
  if (!user?.email) return;
  const { id, link: plainLink } = await issuePasswordLink(user.id, RESET_LINK_MINUTES, { client, at: requestedAt });
  // Through the job queue, which retries while the mail server is away (the link itself is cleared once sent).
  const settings = await getSettings();
  const shop = settings.businessName;
  // In the language the account chose, else the shop's. The page the link opens is in the account's
  // language on any device; an account that chose none leaves it to the browser that opens it.
  const writing = writingFor(user, null, settings);
  const link = isLocale(user.locale) ? inLanguage(plainLink, user.locale) : plainLink;
  const mail = mailWords(writing);
  await queueMessage(`password-reset:${id}`, { to: user.email, subject: mail("resetSubject", { shop }), text: mail("resetText", { name: user.firstName, link, shop, minutes: RESET_LINK_MINUTES }) });
  // And by text to a number proven the account's, which may be read where the mailbox is not.
  if (user.phone && user.phoneVerifiedAt) {
    const expiresAt = new Date(requestedAt.getTime() + RESET_LINK_MINUTES * 60_000);
    const text = textWords(writing)("resetText", { shop, link, minutes: RESET_LINK_MINUTES });
    if (await transaction((tx) => queueResetText(tx, id, user.phone, text, expiresAt))) wake(QUEUES.sms);
  }
}

/**
 * A new single-use link (at APP_URL) that sets the account's password,
 * usable for `minutes`. It replaces older links: those asked for by the same
 * client, and others' once they are a minute old (a link asked for without a
 * client, as `npm run admin` does, replaces them all). The reset email's, and
 * the one `npm run admin` prints for a new admin.
 */
export async function issuePasswordLink(
  userId: string,
  minutes: number,
  request: { client: string | null; at: Date } = { client: null, at: now() },
): Promise<{ id: string; link: string }> {
  const token = randomBytes(32).toString("base64url");
  const { client, at: requestedAt } = request;
  const shieldedSince = client === null ? requestedAt : new Date(requestedAt.getTime() - RESET_LINK_SHIELD_SECONDS * 1000);
  const [, created] = await db.$transaction([
    // A new link replaces older ones: this client's, and others' once they are a minute old.
    db.passwordResetToken.updateMany({
      where: { userId, usedAt: null, OR: [{ requestedFrom: client }, { createdAt: { lte: shieldedSince } }] },
      data: { usedAt: requestedAt },
    }),
    db.passwordResetToken.create({
      data: {
        userId,
        tokenHash: hashToken(token),
        requestedFrom: client,
        createdAt: requestedAt,
        expiresAt: new Date(requestedAt.getTime() + minutes * 60_000),
      },
    }),
  ]);
  return { id: created.id, link: resetLink(token) };
}

/** Whether a reset link can still be used (for the form that opens from it). */
export async function isResetTokenUsable(token: string): Promise<boolean> {
  const stored = await db.passwordResetToken.findUnique({ where: { tokenHash: hashToken(token) } });
  return Boolean(stored && !stored.usedAt && stored.expiresAt > now());
}

/** Sets the new password once per link, and signs the account out everywhere. */
export async function resetPassword(input: { token: string; password: string }, client: string): Promise<void> {
  await consume(limits.resetPerClient, client);
  await assertPasswordNotCommon(input.password);
  const passwordHash = await hashPassword(input.password);
  // The link ran out by the clock it was issued on; the password's change is dated by the wall
  // clock, which the sessions' sign-in instants it is compared with are read from.
  const spentAt = now();
  const changedAt = new Date();
  const changed = await db.$transaction(async (tx) => {
    const stored = await tx.passwordResetToken.findUnique({ where: { tokenHash: hashToken(input.token) } });
    if (!stored) return null;
    // Spending the link and checking it is unspent and unexpired is one statement.
    const spent = await tx.passwordResetToken.updateMany({
      where: { id: stored.id, usedAt: null, expiresAt: { gt: spentAt } },
      data: { usedAt: spentAt },
    });
    if (spent.count === 0) return null;
    // The account's other links (several may be live: see sendResetLink) are spent with it.
    await tx.passwordResetToken.updateMany({ where: { userId: stored.userId, usedAt: null }, data: { usedAt: spentAt } });
    await tx.user.update({ where: { id: stored.userId }, data: { passwordHash, passwordChangedAt: changedAt } });
    return stored.userId;
  });
  if (!changed) throw invalid(messages.auth.resetLinkInvalid, [{ field: "token", message: messages.auth.resetLinkInvalid }]);
  await endAllSessions(changed);
}
