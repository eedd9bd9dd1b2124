import "server-only";
import { parsePhoneNumberFromString } from "libphonenumber-js";
import { Prisma, type SmsDelivery } from "@/lib/generated/prisma/client";
import { env } from "@/lib/config/env";
import { asError } from "@/lib/errors";
import { smsSegments } from "@/lib/format/sms-segments";
import { logLine } from "@/lib/logging/logger.mjs";
import { now as clockNow } from "@/lib/server/clock";
import { transaction, type Tx } from "@/lib/server/database/transaction";
import { bookingsForEmails, type BookingWithParts } from "@/lib/server/mail/booking-emails";
import { errorForLog, keyedId } from "@/lib/server/mail/deliveries";
import { QUEUES, sendJobIn } from "@/lib/server/queue/job-queue";
import { getSettings } from "@/lib/server/settings/business-settings";
import type { BusinessSettings } from "@/lib/server/settings/defaults";
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
 * How a worker sends texts: TEXT_BATCH jobs at a time (one fetch of the queue, one transaction that
 * claims and reads them with their bookings), the batch's texts to the gateway side by side, and
 * textLanes() batches at once. So at most TEXT_BATCH × textLanes() requests are in flight to the
 * gateway per worker, and each running batch holds one database connection: two, or one when the
 * process has fewer than four (DATABASE_POOL_SIZE).
 */
export const TEXT_BATCH = 25;
export const textLanes = (): number => (env().DATABASE_POOL_SIZE >= 4 ? 2 : 1);

export type TextJob = { key: string; lastTry: boolean };
type DeliveryOptions = { provider?: SmsProvider | null; now?: Date };

/**
 * The text job, for a batch of deliveries by key. In one transaction it claims the deliveries that
 * no other worker is sending (SENDING_LOCKS), reads them, their bookings and events at once, marks
 * the ones no longer true or wanted skipped, and sends the others side by side. Each text is
 * recorded the moment the gateway accepts it, in a transaction of its own, and a failed one
 * likewise (its attempt and error); a job tried again finds a text recorded as sent and does
 * nothing. So a worker that dies mid-batch sends again at most the texts whose acceptance it had not
 * yet recorded (those in flight). Answers each key's outcome, or the error its job is retried for:
 * the gateway refused it or could not be reached, or another worker is sending it (TextBusy).
 * `provider` is the configured one unless a caller (a test) names another.
 */
export async function deliverTexts(jobs: TextJob[], options: DeliveryOptions = {}): Promise<Map<string, TextOutcome | Error>> {
  const provider = options.provider === undefined ? smsProvider() : options.provider;
  const now = options.now ?? clockNow();
  const keys = [...new Set(jobs.map((job) => job.key))];
  const lastTry = new Set(jobs.filter((job) => job.lastTry).map((job) => job.key));
  const results = new Map<string, TextOutcome | Error>();
  try {
    await transaction(
      async (tx) => {
        const claims = await tx.$queryRaw<{ key: string; claimed: boolean }[]>`
          SELECT key, pg_try_advisory_xact_lock(${SENDING_LOCKS}::int, hashtext(key)) AS claimed FROM unnest(${keys}::text[]) AS key`;
        for (const { key, claimed } of claims) if (!claimed) results.set(key, new TextBusy(`Text ${key} is being sent by another worker`));
        const claimed = claims.filter((claim) => claim.claimed).map((claim) => claim.key);
        // Read once claimed: what a worker that had it recorded before letting go is seen here.
        const rows = await tx.smsDelivery.findMany({ where: { key: { in: claimed } } });
        const found = new Set(rows.map((row) => row.key));
        for (const key of claimed) if (!found.has(key)) results.set(key, "done-before");
        for (const row of rows) if (row.state !== "pending") results.set(row.key, "done-before");
        const pending = rows.filter((row) => row.state === "pending");

        const written = await writeTexts(tx, pending, now);
        const skipped = pending.filter((row) => written.get(row.key) === null).map((row) => row.key);
        // Recorded at once, in a transaction of its own (the claim still holds them): this one keeps no row
        // locked while its texts go out (as deliverEmails, mail/deliveries.ts).
        if (skipped.length > 0) {
          await transaction((skipping) => skipping.smsDelivery.updateMany({ where: { key: { in: skipped } }, data: { state: "skipped", body: null } }));
          for (const key of skipped) results.set(key, "skipped");
        }
        // Each text's outcome is recorded by itself as soon as it is known, not with the batch.
        const unrecorded: Error[] = [];
        await Promise.all(
          pending.flatMap((row) => {
            const text = written.get(row.key);
            if (text === null || text === undefined) return [];
            return [
              (async () => {
                const segments = text instanceof Error ? null : smsSegments(text).segments;
                let outcome: "sent" | Error;
                let providerId: string | null = null;
                try {
                  if (text instanceof Error) throw text;
                  if (!provider) throw new Error("No SMS provider is configured: no text can be sent");
                  ({ providerId } = await provider.send({ to: row.recipient, text }));
                  outcome = "sent";
                } catch (error) {
                  outcome = asError(error);
                }
                results.set(row.key, outcome);
                try {
                  await (outcome === "sent" ? recordSent(row.key, providerId, segments!) : recordFailure(row.id, row.key, row.kind, outcome, lastTry.has(row.key), segments));
                } catch (error) {
                  results.set(row.key, asError(error));
                  unrecorded.push(asError(error));
                }
              })(),
            ];
          }),
        );
        // An outcome the database did not take (it is away): the batch fails, and its jobs are tried again.
        if (unrecorded.length > 0) throw unrecorded[0];
      },
      // The batch's texts go at once; the gateway's own time limit (providers.ts) is well inside this.
      { timeout: 60_000 },
    );
    return results;
  } catch (error) {
    // The batch's transaction failed (the database is away, say). Outcomes recorded stand (a skip
    // included); the texts it had not settled are tried again.
    const failure = asError(error);
    return new Map(
      keys.map((key) => {
        const outcome = results.get(key);
        return [key, outcome === undefined ? failure : outcome];
      }),
    );
  }
}

/** One text by key (deliverTexts for a batch of one): its outcome, or the error its job is retried for. */
export async function deliverText(key: string, options: { lastTry: boolean } & DeliveryOptions): Promise<TextOutcome> {
  const outcome = (await deliverTexts([{ key, lastTry: options.lastTry }], options)).get(key);
  if (outcome instanceof Error || outcome === undefined) throw outcome ?? new Error(`Text ${key} had no outcome`);
  return outcome;
}

/**
 * Each pending delivery's text, from its booking as it is now (read for the whole batch at once),
 * or null when it is no longer true or wanted; a code's and a reset link's are written already.
 * A text that cannot be written fails alone: the rest of its batch goes out.
 */
async function writeTexts(tx: Tx, rows: SmsDelivery[], now: Date): Promise<Map<string, string | null | Error>> {
  const texts = new Map<string, string | null | Error>();
  const about = rows.filter((row) => row.kind !== "code" && row.kind !== "password-reset");
  const shop = about.length > 0 ? await getSettings() : null;
  const bookings = await bookingsForEmails(tx, about.flatMap((row) => (row.bookingId ? [row.bookingId] : [])));
  const eventIds = about.flatMap((row) => (row.eventId ? [row.eventId] : []));
  const events = new Map(eventIds.length > 0 ? (await tx.domainEvent.findMany({ where: { id: { in: eventIds } }, select: { id: true, payload: true } })).map((event) => [event.id, event.payload]) : []);
  for (const row of rows) {
    try {
      texts.set(row.key, row.kind === "code" ? codeText(row, now) : row.kind === "password-reset" ? resetText(row, now) : bookingText(row, bookings, events, shop!, now));
    } catch (error) {
      texts.set(row.key, asError(error));
    }
  }
  return texts;
}

/** A code's text while the code is good: it was asked for, and needs no consent beyond that. */
const codeText = (row: SmsDelivery, now: Date) => (row.notBefore.getTime() > now.getTime() - CODE_MINUTES * 60_000 ? row.body : null);
/** A reset link's text while the link is good: asked for, as a code is. */
const resetText = (row: SmsDelivery, now: Date) => (Date.parse((row.details as { expiresAt?: string }).expiresAt ?? "") > now.getTime() ? row.body : null);

/**
 * A booking's text, from the booking as it is now. Consent counts when it goes out too: a customer
 * who stopped texts since, or a shop that turned this kind off since, gets none.
 */
function bookingText(row: SmsDelivery, bookings: Map<string, BookingWithParts>, events: Map<string, unknown>, shop: BusinessSettings, now: Date): string | null {
  const kind = row.kind as TextKind;
  const booking = row.bookingId ? bookings.get(row.bookingId) : undefined;
  if (!booking || !wantsTexts(booking.customer) || !shop.smsTexts[kind]) return null;
  const event = row.eventId ? events.get(row.eventId) : undefined;
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
async function recordFailure(id: string, key: string, kind: string, error: Error, last: boolean, segments: number | null): Promise<void> {
  const at = new Date();
  const { attempts } = await transaction((tx) =>
    tx.smsDelivery.update({
      where: { key },
      data: { attempts: { increment: 1 }, lastAttemptAt: at, lastError: error.message.slice(0, 500), ...(segments !== null && { segments }), ...(last && { state: "failed" }) },
      select: { attempts: true },
    }),
  );
  if (last) logLine("error", { deliveryId: id, kind, attempt: attempts, error: errorForLog(error) }, "A text could not be sent, and will not be tried again: it is failed");
}
