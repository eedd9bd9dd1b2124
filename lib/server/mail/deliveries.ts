import "server-only";
import { createHash } from "node:crypto";
import { env } from "@/lib/config/env";
import { Prisma } from "@/lib/generated/prisma/client";
import { isLockNotAvailable } from "@/lib/server/database/prisma-errors";
import { transaction, type Tx } from "@/lib/server/database/transaction";
import { recordEvent, SYSTEM, type EmailKind } from "@/lib/server/events/events";
import { QUEUES, sendJobIn, wake } from "@/lib/server/queue/queue";
import { composeBookingEmail } from "./booking-emails";
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

async function compose(tx: Tx, row: DeliveryRow, now: Date): Promise<Mail | null> {
  if (row.kind === "message") return row.recipient && row.subject && row.body !== null ? { to: row.recipient, subject: row.subject, text: row.body } : null;
  if (!row.bookingId) return null;
  return composeBookingEmail(tx, { kind: row.kind as EmailKind, bookingId: row.bookingId, eventId: row.eventId, details: row.details ?? {} }, now);
}

/**
 * The email job: sends the delivery `key` unless it was sent (or skipped)
 * already. Throws when it could not be sent, so that the queue retries it.
 */
export async function deliverEmail(key: string, now = new Date()): Promise<"sent" | "skipped" | "done-before"> {
  try {
    const outcome = await transaction(
      async (tx) => {
        let rows: DeliveryRow[];
        try {
          rows = await tx.$queryRaw<DeliveryRow[]>`
            SELECT key, kind, "bookingId", "eventId", recipient, subject, body, details, state
            FROM "EmailDelivery" WHERE key = ${key} FOR UPDATE NOWAIT`;
        } catch (error) {
          if (isLockNotAvailable(error)) throw new DeliveryBusy(`Email ${key} is being sent by another worker`);
          throw error;
        }
        const row = rows[0];
        if (!row || row.state !== "pending") return "done-before" as const;
        const mail = await compose(tx, row, now);
        if (!mail) {
          await tx.emailDelivery.update({ where: { key }, data: { state: "skipped", subject: null, body: null } });
          return "skipped" as const;
        }
        await sendMail({ ...mail, messageId: `<${keyedId(key)}@${new URL(env().APP_URL).hostname}>` });
        await tx.emailDelivery.update({
          where: { key },
          data: { state: "sent", sentAt: new Date(), attempts: { increment: 1 }, lastError: null, subject: null, body: null },
        });
        if (row.bookingId && row.kind !== "message") {
          await recordEvent(tx, {
            type: "booking.email-sent",
            bookingId: row.bookingId,
            actor: SYSTEM,
            payload: { email: row.kind as EmailKind, ...(row.details?.offsetMinutes && { offsetMinutes: row.details.offsetMinutes }) },
            at: new Date(),
          });
        }
        return "sent" as const;
      },
      // The mail transport gives up within 40 seconds (connection, greeting, socket timeouts).
      { timeout: 60_000 },
    );
    // The relay is not woken for the "booking.email-sent" just recorded: that event calls for no
    // email and is no webhook (relay.ts, webhooks/event-types.ts), so its minute's sweep marks it
    // relayed. Waking it ran a relay job for every email sent.
    return outcome;
  } catch (error) {
    if (!(error instanceof DeliveryBusy)) {
      const message = error instanceof Error ? error.message : String(error);
      await transaction((tx) => tx.emailDelivery.updateMany({ where: { key, state: "pending" }, data: { attempts: { increment: 1 }, lastError: message.slice(0, 500) } })).catch(
        () => {},
      );
    }
    throw error;
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
