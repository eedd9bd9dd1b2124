import "server-only";
import { createHash } from "node:crypto";
import { env } from "@/lib/config/env";
import { Prisma } from "@/lib/generated/prisma/client";
import { transaction, type Tx } from "@/lib/server/database/transaction";
import { asError } from "@/lib/errors";
import { recordEvents, SYSTEM, type EmailKind } from "@/lib/server/events/record-event";
import { logLine } from "@/lib/logging/logger.mjs";
import { QUEUES, sendJobIn, wake, type QueueName } from "@/lib/server/queue/job-queue";
import { bookingsForEmails, composeBookingEmail, type BookingWithParts } from "./booking-emails";
import { sendMail, type Mail } from "./mailer";
import { now as clockNow } from "@/lib/server/clock";

/**
 * Every email goes out through the job queue. Queuing one writes a delivery
 * row (its key says what it is) and an email job in the caller's
 * transaction. The job claims the delivery (no other worker sends it
 * meanwhile), sends it, and records it sent the moment the mail server
 * accepts it; a retried job finds it sent and does nothing. If the mail
 * server fails, the job is retried with growing delays (each attempt noted
 * and logged), and after the last one the delivery is failed, for an admin to
 * resend (delivery-log.ts). If the worker dies mid-send, its claim ends with
 * its connection and another worker sends the email once the job times out.
 * Only an email accepted in the instant before the worker died, its
 * acceptance not yet recorded, goes out twice (at most one per connection
 * in flight); the Message-ID is derived from the key, so a mail client shows
 * such a copy once. The delivery's own times (attempted, sent) are the wall
 * clock's: they say when the worker did what.
 */
export type DeliveryKind = EmailKind | "message";

export type EmailRequest = {
  key: string;
  kind: DeliveryKind;
  bookingId?: string;
  eventId?: string;
  details?: { offsetMinutes?: number; startsAt?: string };
  /** Not before this moment (a reminder). */
  notBefore?: Date;
  /** A message written now (kind 'message'): it is kept until sent, then cleared. */
  message?: { to: string; subject: string; text: string };
};

/** A job id that is the same for the same key, so that queuing twice makes one job. */
export function keyedId(key: string): string {
  const hex = createHash("sha256").update(key).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Queues an email in the caller's transaction. Returns false if this key was queued before (nothing is added). */
export async function queueEmail(tx: Tx, request: EmailRequest): Promise<boolean> {
  const created = await tx.emailDelivery.createMany({
    data: [
      {
        key: request.key,
        kind: request.kind,
        bookingId: request.bookingId ?? null,
        eventId: request.eventId ?? null,
        details: (request.details ?? {}) as Prisma.InputJsonValue,
        notBefore: request.notBefore ?? clockNow(),
        recipient: request.message?.to ?? null,
        subject: request.message?.subject ?? null,
        body: request.message?.text ?? null,
      },
    ],
    skipDuplicates: true,
  });
  if (created.count === 0) return false;
  await sendJobIn(tx, QUEUES.email, { key: request.key }, { id: keyedId(request.key), ...(request.notBefore && { startAfter: request.notBefore }) });
  return true;
}

/** Queues a ready-made message (a password-reset link, say) in a transaction of its own, and wakes the email workers. */
export async function queueMessage(key: string, message: { to: string; subject: string; text: string }): Promise<void> {
  await transaction((tx) => queueEmail(tx, { key, kind: "message", message }));
  wake(QUEUES.email);
}

/** A delivery that another worker is sending right now: tried again later. */
export class DeliveryBusy extends Error {}

/** One email job: its delivery's key, and whether the queue gives it no more tries after this one. */
export type EmailJob = { key: string; lastTry: boolean };

type DeliveryRow = {
  id: string;
  key: string;
  kind: string;
  bookingId: string | null;
  eventId: string | null;
  recipient: string | null;
  subject: string | null;
  body: string | null;
  details: { offsetMinutes?: number; startsAt?: string };
  state: string;
  resends: number;
};

async function compose(tx: Tx, row: DeliveryRow, bookings: Map<string, BookingWithParts>, now: Date): Promise<Mail | null> {
  if (row.kind === "message") return row.recipient && row.subject && row.body !== null ? { to: row.recipient, subject: row.subject, text: row.body } : null;
  if (!row.bookingId) return null;
  const request = { kind: row.kind as EmailKind, bookingId: row.bookingId, eventId: row.eventId, details: row.details ?? {} };
  return composeBookingEmail(tx, request, bookings.get(row.bookingId), now);
}

/**
 * The Message-ID: derived from the key, so that a copy sent again after a crash (below) is shown
 * once by mail clients; an admin's resend is a new message, with an id of its own.
 */
const messageIdOf = (row: Pick<DeliveryRow, "key" | "resends">) => `<${keyedId(row.resends > 0 ? `${row.key}#resend-${row.resends}` : row.key)}@${new URL(env().APP_URL).hostname}>`;

/**
 * Which deliveries this worker is sending: a transaction-level advisory lock per key (two ints:
 * this number, and the key's hash), held by the batch's transaction. A worker that dies lets go
 * of them with its connection; the rows themselves stay unlocked, so that each email's outcome
 * is written in a transaction of its own as soon as it is known.
 */
const SENDING_LOCKS = 0x5e4d;

/** An email's outcome in a log line: the error, without the addresses mail servers quote in them. */
export const errorForLog = (error: Error) => error.message.replace(/[^\s<>()"',;:]+@[^\s<>()"',;:]+/g, "[address]").slice(0, 500);

export type DeliveryOutcome = "sent" | "skipped" | "done-before";

/**
 * The email job, for a batch of deliveries by key (one fetch of the queue takes several jobs). In
 * one transaction it claims the deliveries that no other worker is sending (SENDING_LOCKS), reads
 * them and their bookings at once, marks the ones no longer true skipped, and sends the others side
 * by side. Each email is recorded the moment the mail server accepts it (sent, and the booking's
 * `booking.email-sent`), in a transaction of its own, and a failed one likewise (its attempt, its
 * error, and a log line); a job tried again finds an email recorded as sent and does nothing. So a
 * worker that dies mid-batch leaves at most the emails whose acceptance it had not yet recorded
 * (one per mail server connection in flight) to be sent again. Answers each key's outcome, or the
 * error its job is retried for: the mail server refused it or could not be reached, or another
 * worker is sending it (DeliveryBusy).
 */
export async function deliverEmails(jobs: EmailJob[], now = clockNow()): Promise<Map<string, DeliveryOutcome | Error>> {
  const keys = [...new Set(jobs.map((job) => job.key))];
  const lastTry = new Set(jobs.filter((job) => job.lastTry).map((job) => job.key));
  const results = new Map<string, DeliveryOutcome | Error>();
  try {
    await transaction(
      async (tx) => {
        const claims = await tx.$queryRaw<{ key: string; claimed: boolean }[]>`
          SELECT key, pg_try_advisory_xact_lock(${SENDING_LOCKS}::int, hashtext(key)) AS claimed FROM unnest(${keys}::text[]) AS key`;
        for (const { key, claimed } of claims) if (!claimed) results.set(key, new DeliveryBusy(`Email ${key} is being sent by another worker`));
        const claimed = claims.filter((claim) => claim.claimed).map((claim) => claim.key);
        // Read once claimed: what a worker that had it recorded before letting go is seen here.
        const rows = await tx.$queryRaw<DeliveryRow[]>`
          SELECT id, key, kind, "bookingId", "eventId", recipient, subject, body, details, state, resends
          FROM "EmailDelivery" WHERE key = ANY(${claimed}::text[])`;
        const found = new Set(rows.map((row) => row.key));
        for (const key of claimed) if (!found.has(key)) results.set(key, "done-before");
        for (const row of rows) if (row.state !== "pending") results.set(row.key, "done-before");
        const pending = rows.filter((row) => row.state === "pending");

        const bookings = await bookingsForEmails(tx, pending.flatMap((row) => (row.kind !== "message" && row.bookingId ? [row.bookingId] : [])));
        // Each email's outcome is recorded by itself as soon as it is known, not with the batch.
        const unrecorded: Error[] = [];
        const settle = async (row: DeliveryRow, outcome: "sent" | Error) => {
          results.set(row.key, outcome);
          try {
            await (outcome === "sent" ? recordSent(row) : recordFailure(row, outcome, lastTry.has(row.key)));
          } catch (error) {
            results.set(row.key, asError(error));
            unrecorded.push(asError(error));
          }
        };
        const outgoing: { row: DeliveryRow; mail: Mail }[] = [];
        const skipped: string[] = [];
        // An email that cannot be written (or sent) fails alone: the rest of its batch goes out.
        for (const row of pending) {
          try {
            const mail = await compose(tx, row, bookings, now);
            if (mail) outgoing.push({ row, mail });
            else skipped.push(row.key);
          } catch (error) {
            await settle(row, asError(error));
          }
        }
        // Recorded at once, in a transaction of its own (the claim still holds them): this one keeps no row
        // locked while its emails go out. It waits on each email's record, and a record can wait on a
        // transaction (deleting a booking, say) that waits on a row locked here: a cycle PostgreSQL cannot see.
        if (skipped.length > 0) {
          await transaction((skipping) => skipping.emailDelivery.updateMany({ where: { key: { in: skipped } }, data: { state: "skipped", subject: null, body: null } }));
          for (const key of skipped) results.set(key, "skipped");
        }
        await Promise.all(outgoing.map(async ({ row, mail }) => settle(row, await sendMail({ ...mail, messageId: messageIdOf(row) }).then(() => "sent" as const, asError))));
        // An outcome the database did not take (it is away): the batch fails, and its jobs are tried again.
        if (unrecorded.length > 0) throw unrecorded[0];
      },
      // Every email of the batch is sent at once, on a connection of its own; the mail transport
      // gives up on one within 40 seconds (connection, greeting, socket timeouts).
      { timeout: 60_000 },
    );
    // The relay is not woken for the "booking.email-sent" events just recorded: that event calls for
    // no email and is no webhook (relay.ts, webhooks/event-types.ts), so its minute's sweep marks them
    // relayed. Waking it ran a relay job for every email sent.
    return results;
  } catch (error) {
    // The batch's transaction failed (the database is away, say). Outcomes recorded stand (a skip
    // included); the deliveries it had not settled are tried again.
    const failure = asError(error);
    const open = keys.filter((key) => !results.has(key));
    const noted = await transaction((tx) =>
      tx.emailDelivery.updateManyAndReturn({
        where: { key: { in: open }, state: "pending" },
        data: { attempts: { increment: 1 }, lastAttemptAt: new Date(), lastError: failure.message.slice(0, 500) },
        select: { id: true, kind: true, attempts: true },
      }),
    ).catch(() => []);
    for (const row of noted) logLine("warn", { deliveryId: row.id, kind: row.kind, attempt: row.attempts, error: errorForLog(failure) }, "An email could not be sent; it is tried again later");
    return new Map(
      keys.map((key) => {
        const outcome = results.get(key);
        return [key, outcome === undefined ? failure : outcome];
      }),
    );
  }
}

/** The mail server accepted it: recorded at once, with the booking's event, whatever happens to the rest of its batch. */
async function recordSent(row: DeliveryRow): Promise<void> {
  const at = new Date();
  await transaction(async (tx) => {
    await tx.emailDelivery.update({
      where: { key: row.key },
      data: { state: "sent", sentAt: at, lastAttemptAt: at, attempts: { increment: 1 }, lastError: null, subject: null, body: null },
    });
    if (row.bookingId && row.kind !== "message") {
      await recordEvents(tx, [
        {
          type: "booking.email-sent",
          bookingId: row.bookingId,
          actor: SYSTEM,
          payload: { email: row.kind as EmailKind, ...(row.details?.offsetMinutes && { offsetMinutes: row.details.offsetMinutes }) },
          at,
        },
      ]);
    }
  });
}

/**
 * An attempt that failed: noted on the delivery, and logged (its id, kind and the error, never
 * its text or address). After the queue's last try the delivery is failed: an admin may resend it.
 */
async function recordFailure(row: DeliveryRow, error: Error, last: boolean): Promise<void> {
  const at = new Date();
  const { attempts } = await transaction((tx) =>
    tx.emailDelivery.update({
      where: { key: row.key },
      data: { attempts: { increment: 1 }, lastAttemptAt: at, lastError: error.message.slice(0, 500), ...(last && { state: "failed" }) },
      select: { attempts: true },
    }),
  );
  const fields = { deliveryId: row.id, kind: row.kind, attempt: attempts, error: errorForLog(error) };
  if (last) logLine("error", fields, "An email could not be sent, and will not be tried again: it is failed");
  else logLine("warn", fields, "An email could not be sent; it is tried again later");
}

/**
 * Keyed deliveries (emails, texts) that are due and still pending long after their job should have
 * run (it went missing): their jobs again, a hundred at a time, for the relay's sweep. The same job
 * id as before: nothing is added while a delivery's job is still queued, running or waiting to retry.
 */
export async function requeueStalledDeliveries(tx: Tx, table: "EmailDelivery" | "SmsDelivery", queue: QueueName, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - 10 * 60_000);
  const stalled = await tx.$queryRaw<{ key: string }[]>`
    UPDATE ${Prisma.raw(`"${table}"`)} SET "updatedAt" = ${now}
    WHERE key IN (SELECT key FROM ${Prisma.raw(`"${table}"`)} WHERE state = 'pending' AND "notBefore" <= ${cutoff} AND "updatedAt" <= ${cutoff} LIMIT 100)
    RETURNING key`;
  for (const { key } of stalled) await sendJobIn(tx, queue, { key }, { id: keyedId(key) });
  return stalled.length;
}
