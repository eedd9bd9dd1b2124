import "server-only";
import { db } from "@/lib/db";
import type { EmailDelivery } from "@/lib/generated/prisma/client";
import { messages } from "@/lib/messages";
import { pagesShowing } from "@/lib/server/cache";
import { now } from "@/lib/server/clock";
import { transaction } from "@/lib/server/database/transaction";
import { conflict, notFound } from "@/lib/errors";
import { operation, recordOperation } from "@/lib/server/operation";
import { QUEUES, sendJobIn, wake } from "@/lib/server/queue/job-queue";
import { emailDeliveryQuerySchema, type EmailDeliveryState } from "@/lib/validation/emails";

const emailsText = messages.emails;

/**
 * The email delivery log, for admins (Dashboard → Email deliveries, and
 * `/api/email-deliveries`): where each email stands, its attempts and the mail
 * server's last refusal; and Resend, which queues it again (the worker sends it,
 * never the request). Never a message's text or recipient: a password-reset
 * link is in one.
 */
export type EmailDeliveryDto = {
  _id: string;
  /** What it is: confirmation, reminder, cancellation, reschedule, refund, offer, or password-reset. */
  kind: string;
  bookingId: string | null;
  state: EmailDeliveryState;
  attempts: number;
  lastError: string | null;
  lastAttemptAt: string | null;
  /** Not sent before this (a reminder's moment). */
  dueAt: string;
  sentAt: string | null;
  resends: number;
  /** A reminder's offset (minutes before the start) and the start it was planned for. */
  details: { offsetMinutes?: number; startsAt?: string };
  createdAt: string;
  updatedAt: string;
};

/** A prepared message's kind is what its key says (`password-reset:<token id>`). */
const kindOf = (delivery: Pick<EmailDelivery, "kind" | "key">) => (delivery.kind === "message" ? delivery.key.split(":")[0] : delivery.kind);

export const toEmailDeliveryDto = (delivery: EmailDelivery): EmailDeliveryDto => ({
  _id: delivery.id,
  kind: kindOf(delivery),
  bookingId: delivery.bookingId,
  state: delivery.state as EmailDeliveryState,
  attempts: delivery.attempts,
  lastError: delivery.lastError,
  lastAttemptAt: delivery.lastAttemptAt?.toISOString() ?? null,
  dueAt: delivery.notBefore.toISOString(),
  sentAt: delivery.sentAt?.toISOString() ?? null,
  resends: delivery.resends,
  details: (delivery.details ?? {}) as EmailDeliveryDto["details"],
  createdAt: delivery.createdAt.toISOString(),
  updatedAt: delivery.updatedAt.toISOString(),
});

/** `GET /api/email-deliveries` and the Email deliveries page: newest first, in pages. */
export const listEmailDeliveries = operation(
  { permission: "emails.manage", input: emailDeliveryQuerySchema },
  async (query): Promise<{ deliveries: EmailDeliveryDto[]; total: number }> => {
    const where = { ...(query.state && { state: query.state }), ...(query.booking && { bookingId: query.booking }) };
    const [deliveries, total] = await Promise.all([
      db.emailDelivery.findMany({ where, orderBy: [{ createdAt: "desc" }, { key: "desc" }], skip: (query.page - 1) * query.limit, take: query.limit }),
      db.emailDelivery.count({ where }),
    ]);
    return { deliveries: deliveries.map(toEmailDeliveryDto), total };
  },
);

/**
 * `POST /api/email-deliveries/{id}/resend` and 'Resend': the email, written
 * again from its booking as it is now, queued to go out at once (a job of its
 * own, with its retries), with a Message-ID of its own. Not before it is due
 * (409), and not a prepared message whose text was cleared once it went out
 * (409). Recorded in the audit log (`email.updated`).
 */
export const resendEmailDelivery = recordOperation({ permission: "emails.manage" }, async (id): Promise<EmailDeliveryDto> => {
  const delivery = await transaction(async (tx) => {
    const found = await tx.emailDelivery.findUnique({ where: { id } });
    if (!found) throw notFound(emailsText.notFound);
    if (found.kind === "message" && found.body === null) throw conflict(emailsText.textGone);
    if (found.state === "pending" && found.notBefore > now()) throw conflict(emailsText.notDue);
    const updated = await tx.emailDelivery.update({ where: { id }, data: { state: "pending", resends: { increment: 1 } } });
    // A job of its own (a retry's may still be waiting): whichever runs first sends it, the other finds it sent.
    await sendJobIn(tx, QUEUES.email, { key: found.key });
    return updated;
  });
  wake(QUEUES.email);
  pagesShowing.emails();
  return toEmailDeliveryDto(delivery);
});
