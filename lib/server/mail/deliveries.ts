import "server-only";
import { createHash } from "node:crypto";
import { env } from "@/lib/config/env";
import { Prisma } from "@/lib/generated/prisma/client";
import { transaction, type Tx } from "@/lib/server/database/transaction";
import { asError } from "@/lib/server/errors";
import { recordEvents, SYSTEM, type EmailKind } from "@/lib/server/events/events";
import { QUEUES, sendJobIn, wake } from "@/lib/server/queue/queue";
import { bookingsForEmails, composeBookingEmail, type BookingWithParts } from "./booking-emails";
import { sendMail, type Mail } from "./mailer";

/**
 * Every email goes out through the job queue, once. Queuing one writes a
 * delivery row (its key says what it is) and an email job in the caller's
 * transaction. The job sends it under a row lock, then marks it sent in the
 * same transaction; if the mail server fails, the job is retried with
 * growing delays, and if the worker dies mid-send, its transaction (and the
 * lock) ends with it and another worker sends the email once the job times
 * out. Only a crash in the instant between the mail server's "accepted" and
 * the commit could send it twice; the Message-ID is derived from the key, so
 * a mail client shows such a copy once.
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
        notBefore: request.notBefore ?? new Date(),
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

type DeliveryRow = {
  key: string;
  kind: string;
  bookingId: string | null;
  eventId: string | null;
  recipient: string | null;
  subject: string | null;
  body: string | null;
  details: { offsetMinutes?: number; startsAt?: string };
  state: string;
};

async function compose(tx: Tx, row: DeliveryRow, bookings: Map<string, BookingWithParts>, now: Date): Promise<Mail | null> {
  if (row.kind === "message") return row.recipient && row.subject && row.body !== null ? { to: row.recipient, subject: row.subject, text: row.body } : null;
  if (!row.bookingId) return null;
  const request = { kind: row.kind as EmailKind, bookingId: row.bookingId, eventId: row.eventId, details: row.details ?? {} };
  return composeBookingEmail(tx, request, bookings.get(row.bookingId), now);
}

export type DeliveryOutcome = "sent" | "skipped" | "done-before";

/**
 * The email job, for a batch of deliveries by key (one fetch of the queue
 * takes several jobs). In one transaction it locks the deliveries that no
 * other worker is sending, reads their bookings at once, sends the emails
 * side by side, and marks each sent (or skipped, when it is no longer true)
 * before the locks go. Answers each key's outcome, or the error its job is
 * retried for: the mail server refused it or could not be reached (noted on
 * the delivery), or another worker is sending it (DeliveryBusy).
 */
export async function deliverEmails(keys: string[], now = new Date()): Promise<Map<string, DeliveryOutcome | Error>> {
  const results = new Map<string, DeliveryOutcome | Error>();
  try {
    await transaction(
      async (tx) => {
        const rows = await tx.$queryRaw<DeliveryRow[]>`
          SELECT key, kind, "bookingId", "eventId", recipient, subject, body, details, state
          FROM "EmailDelivery" WHERE key = ANY(${keys}::text[]) FOR UPDATE SKIP LOCKED`;
        const locked = new Set(rows.map((row) => row.key));
        const unlocked = keys.filter((key) => !locked.has(key));
        if (unlocked.length > 0) {
          // Not locked here: another worker is sending it, or there is no such delivery (nothing to do).
          const exist = await tx.$queryRaw<{ key: string }[]>`SELECT key FROM "EmailDelivery" WHERE key = ANY(${unlocked}::text[])`;
          const busy = new Set(exist.map((row) => row.key));
          for (const key of unlocked) results.set(key, busy.has(key) ? new DeliveryBusy(`Email ${key} is being sent by another worker`) : "done-before");
        }
        for (const row of rows) if (row.state !== "pending") results.set(row.key, "done-before");
        const pending = rows.filter((row) => row.state === "pending");

        const bookings = await bookingsForEmails(tx, pending.flatMap((row) => (row.kind !== "message" && row.bookingId ? [row.bookingId] : [])));
        const outgoing: { row: DeliveryRow; mail: Mail }[] = [];
        const skipped: string[] = [];
        // An email that cannot be written (or sent) fails alone: the rest of its batch goes out.
        const failed: { key: string; error: Error }[] = [];
        for (const row of pending) {
          try {
            const mail = await compose(tx, row, bookings, now);
            if (mail) outgoing.push({ row, mail });
            else skipped.push(row.key);
          } catch (error) {
            failed.push({ key: row.key, error: asError(error) });
          }
        }
        if (skipped.length > 0) {
          await tx.emailDelivery.updateMany({ where: { key: { in: skipped } }, data: { state: "skipped", subject: null, body: null } });
          for (const key of skipped) results.set(key, "skipped");
        }

        const host = new URL(env().APP_URL).hostname;
        const attempts = await Promise.allSettled(outgoing.map(({ row, mail }) => sendMail({ ...mail, messageId: `<${keyedId(row.key)}@${host}>` })));
        const sent = outgoing.filter((_, index) => attempts[index].status === "fulfilled").map(({ row }) => row);
        if (sent.length > 0) {
          const at = new Date();
          await tx.emailDelivery.updateMany({
            where: { key: { in: sent.map((row) => row.key) } },
            data: { state: "sent", sentAt: at, attempts: { increment: 1 }, lastError: null, subject: null, body: null },
          });
          await recordEvents(
            tx,
            sent.flatMap((row) =>
              row.bookingId && row.kind !== "message"
                ? [{
                    type: "booking.email-sent" as const,
                    bookingId: row.bookingId,
                    actor: SYSTEM,
                    payload: { email: row.kind as EmailKind, ...(row.details?.offsetMinutes && { offsetMinutes: row.details.offsetMinutes }) },
                    at,
                  }]
                : [],
            ),
          );
          for (const row of sent) results.set(row.key, "sent");
        }
        for (const [index, attempt] of attempts.entries()) if (attempt.status === "rejected") failed.push({ key: outgoing[index].row.key, error: asError(attempt.reason) });
        for (const { key, error } of failed) {
          results.set(key, error);
          await tx.emailDelivery.update({ where: { key }, data: { attempts: { increment: 1 }, lastError: error.message.slice(0, 500) } });
        }
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
    // The transaction failed as a whole (nothing of it stands): every delivery of the batch is tried again.
    const failure = asError(error);
    await transaction((tx) =>
      tx.emailDelivery.updateMany({ where: { key: { in: keys }, state: "pending" }, data: { attempts: { increment: 1 }, lastError: failure.message.slice(0, 500) } }),
    ).catch(() => {});
    return new Map(keys.map((key) => [key, failure]));
  }
}

/** Deliveries that are due and still pending long after their job should have run: their jobs again (for the relay's sweep). */
export async function requeueStalledEmails(tx: Tx, now: Date): Promise<number> {
  const stalled = await tx.emailDelivery.findMany({
    where: { state: "pending", notBefore: { lte: new Date(now.getTime() - 10 * 60_000) }, updatedAt: { lte: new Date(now.getTime() - 10 * 60_000) } },
    select: { key: true },
    take: 100,
  });
  for (const { key } of stalled) {
    // The same id: nothing is added while its job is still queued, running or waiting to retry.
    await sendJobIn(tx, QUEUES.email, { key }, { id: keyedId(key) });
    await tx.emailDelivery.update({ where: { key }, data: { updatedAt: now } });
  }
  return stalled.length;
}
