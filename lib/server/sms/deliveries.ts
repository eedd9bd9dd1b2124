import "server-only";
import { parsePhoneNumberFromString } from "libphonenumber-js";
import { Prisma, type SmsDelivery } from "@/lib/generated/prisma/client";
import { asError } from "@/lib/errors";
import { smsSegments } from "@/lib/format/sms-segments";
import { logLine } from "@/lib/logging/logger.mjs";
import { now as clockNow } from "@/lib/server/clock";
import { transaction, type Tx } from "@/lib/server/database/transaction";
import { bookingsForEmails } from "@/lib/server/mail/booking-emails";
import { errorForLog, keyedId } from "@/lib/server/mail/deliveries";
import { QUEUES, sendJobIn } from "@/lib/server/queue/job-queue";
import { getSettings } from "@/lib/server/settings/business-settings";
import { wantsTexts } from "@/lib/validation/sms";
import { smsProvider, type SmsProvider } from "./providers";
import { composeBookingText, type TextKind } from "./texts";

/**
 * Every text goes out through the job queue, with email's guarantees (mail/deliveries.ts): queuing
 * one writes a delivery row (its key says what it is) and a job in the caller's transaction; the job
 * claims the row (no other worker sends it meanwhile), writes the text from the booking as it is
 * now, sends it, and records it sent the moment the gateway accepts it, so that a job run again
 * finds it sent and does nothing. A gateway that fails or does not answer fails the attempt, which
 * the queue retries with growing delays; after the last, the text is failed, and logged once.
 */
export type TextRequest = { key: string; kind: TextKind; bookingId: string; eventId?: string; details?: { offsetMinutes?: number; startsAt?: string }; notBefore?: Date };

/** The number a text goes to, as gateways take it (E.164), or null when the stored one is not a number. */
const e164 = (phone: string) => parsePhoneNumberFromString(phone)?.number ?? null;

/** A code text is good for this long: one that could not go out in time is skipped. */
export const CODE_MINUTES = 10;

type Row = { key: string; kind: TextKind | "code" | "password-reset"; recipient: string; bookingId?: string; eventId?: string; body?: string; details?: TextRequest["details"] | { expiresAt: string }; notBefore?: Date };

/** Writes a text's delivery row and its job in the caller's transaction; false if this key was queued before. */
async function queueText(tx: Tx, row: Row): Promise<boolean> {
  const created = await tx.smsDelivery.createMany({
    data: [
      {
        key: row.key,
        kind: row.kind,
        bookingId: row.bookingId ?? null,
        eventId: row.eventId ?? null,
        recipient: row.recipient,
        body: row.body ?? null,
        details: (row.details ?? {}) as Prisma.InputJsonValue,
        notBefore: row.notBefore ?? clockNow(),
      },
    ],
    skipDuplicates: true,
  });
  if (created.count === 0) return false;
  await sendJobIn(tx, QUEUES.sms, { key: row.key }, { id: keyedId(row.key), ...(row.notBefore && { startAfter: row.notBefore }) });
  return true;
}

/**
 * Queues a booking's text in the caller's transaction, if the shop sends this kind by text
 * (Business settings' `smsTexts`), its customer wants texts (a verified number, texts chosen) and a
 * provider is configured. Returns false when nothing was queued (not wanted, or this key was queued
 * before).
 */
export async function queueBookingText(tx: Tx, request: TextRequest): Promise<boolean> {
  if (!smsProvider() || !(await getSettings()).smsTexts[request.kind]) return false;
  const booking = await tx.booking.findUnique({ where: { id: request.bookingId }, select: { customer: { select: { phone: true, phoneVerifiedAt: true, reminderChannels: true } } } });
  const to = booking && wantsTexts(booking.customer) ? e164(booking.customer.phone) : null;
  if (!to) return false;
  return queueText(tx, { ...request, recipient: to });
}

/** Queues a verification code's text (`phone`: E.164) in the caller's transaction: written now, cleared once sent. */
export const queueCodeText = (tx: Tx, verificationId: string, phone: string, text: string) => queueText(tx, { key: `sms:code:${verificationId}`, kind: "code", recipient: phone, body: text });

/**
 * Queues a password-reset link's text (`phone`: as the account has it) beside its email: written now,
 * cleared once sent, and skipped if it could not go out before the link runs out. False when no
 * provider is configured or the number is not one.
 */
export async function queueResetText(tx: Tx, resetId: string, phone: string, text: string, expiresAt: Date): Promise<boolean> {
  const to = smsProvider() ? e164(phone) : null;
  return to ? queueText(tx, { key: `sms:password-reset:${resetId}`, kind: "password-reset", recipient: to, body: text, details: { expiresAt: expiresAt.toISOString() } }) : false;
}

/** A text that another worker is sending right now: tried again later. */
export class TextBusy extends Error {}

export type TextOutcome = "sent" | "skipped" | "done-before";

/** Which texts this worker is sending: a transaction-level advisory lock per key (this number, and the key's hash). */
const SENDING_LOCKS = 0x5353;

/**
 * The text job, for one delivery by key: answers what became of it, or throws the error its job is
 * retried for (the gateway refused it or could not be reached, another worker is sending it).
 * `provider` is the configured one unless a caller (a test) names another.
 */
export async function deliverText(key: string, options: { lastTry: boolean; provider?: SmsProvider | null; now?: Date }): Promise<TextOutcome> {
  const provider = options.provider === undefined ? smsProvider() : options.provider;
  const now = options.now ?? clockNow();
  return transaction(
    async (tx) => {
      const [{ claimed }] = await tx.$queryRaw<{ claimed: boolean }[]>`SELECT pg_try_advisory_xact_lock(${SENDING_LOCKS}::int, hashtext(${key})) AS claimed`;
      if (!claimed) throw new TextBusy(`Text ${key} is being sent by another worker`);
      // Read once claimed: what a worker that had it recorded before letting go is seen here.
      const row = await tx.smsDelivery.findUnique({ where: { key } });
      if (!row || row.state !== "pending") return "done-before";
      const text = row.kind === "code" ? codeText(row, now) : row.kind === "password-reset" ? resetText(row, now) : await bookingText(tx, row, now);
      if (text === null) {
        await tx.smsDelivery.update({ where: { key }, data: { state: "skipped", body: null } });
        return "skipped";
      }
      const segments = smsSegments(text).segments;
      try {
        if (!provider) throw new Error("No SMS provider is configured: no text can be sent");
        const { providerId } = await provider.send({ to: row.recipient, text });
        await recordSent(key, providerId, segments);
        return "sent";
      } catch (error) {
        await recordFailure(row.id, key, row.kind, asError(error), options.lastTry, segments);
        throw error;
      }
    },
    // The gateway's own time limit (providers.ts) is well inside this.
    { timeout: 60_000 },
  );
}

/** A code's text while the code is good: it was asked for, and needs no consent beyond that. */
const codeText = (row: SmsDelivery, now: Date) => (row.notBefore.getTime() > now.getTime() - CODE_MINUTES * 60_000 ? row.body : null);
/** A reset link's text while the link is good: asked for, as a code is. */
const resetText = (row: SmsDelivery, now: Date) => (Date.parse((row.details as { expiresAt?: string }).expiresAt ?? "") > now.getTime() ? row.body : null);

/**
 * A booking's text, from the booking as it is now. Consent counts when it goes out too: a customer
 * who stopped texts since, or a shop that turned this kind off since, gets none.
 */
async function bookingText(tx: Tx, row: SmsDelivery, now: Date): Promise<string | null> {
  const kind = row.kind as TextKind;
  const shop = await getSettings();
  const booking = row.bookingId ? (await bookingsForEmails(tx, [row.bookingId])).get(row.bookingId) : undefined;
  if (!booking || !wantsTexts(booking.customer) || !shop.smsTexts[kind]) return null;
  const event = row.eventId ? (await tx.domainEvent.findUnique({ where: { id: row.eventId }, select: { payload: true } }))?.payload : undefined;
  return composeBookingText({ kind, details: row.details as TextRequest["details"] & object, event: event ?? undefined }, booking, shop, now);
}

/** The gateway took it: recorded at once, in a transaction of its own, whatever happens after. */
async function recordSent(key: string, providerId: string | null, segments: number): Promise<void> {
  const at = new Date();
  await transaction((tx) =>
    tx.smsDelivery.update({ where: { key }, data: { state: "sent", sentAt: at, lastAttemptAt: at, attempts: { increment: 1 }, lastError: null, providerId, segments, body: null } }),
  );
}

/**
 * An attempt that failed: noted on the delivery (its attempts and last error are the admin's to
 * see); after the queue's last try it is failed, and logged once (its id, kind and the error,
 * never the number or the text).
 */
async function recordFailure(id: string, key: string, kind: string, error: Error, last: boolean, segments: number): Promise<void> {
  const at = new Date();
  const { attempts } = await transaction((tx) =>
    tx.smsDelivery.update({
      where: { key },
      data: { attempts: { increment: 1 }, lastAttemptAt: at, lastError: error.message.slice(0, 500), segments, ...(last && { state: "failed" }) },
      select: { attempts: true },
    }),
  );
  if (last) logLine("error", { deliveryId: id, kind, attempt: attempts, error: errorForLog(error) }, "A text could not be sent, and will not be tried again: it is failed");
}

/** Texts that are due and still pending long after their job should have run: their jobs again (for the relay's sweep). */
export async function requeueStalledTexts(tx: Tx, now: Date): Promise<number> {
  const stalled = await tx.smsDelivery.findMany({
    where: { state: "pending", notBefore: { lte: new Date(now.getTime() - 10 * 60_000) }, updatedAt: { lte: new Date(now.getTime() - 10 * 60_000) } },
    select: { key: true },
    take: 100,
  });
  for (const { key } of stalled) {
    await sendJobIn(tx, QUEUES.sms, { key }, { id: keyedId(key) });
    await tx.smsDelivery.update({ where: { key }, data: { updatedAt: now } });
  }
  return stalled.length;
}
