import "server-only";
import { db } from "@/lib/db";
import type { SmsDelivery } from "@/lib/generated/prisma/client";
import { conflict, notFound } from "@/lib/errors";
import { maskedPhone, maskPhonesIn } from "@/lib/format/masked-phone";
import { messages } from "@/lib/messages";
import { pagesShowing } from "@/lib/server/cache";
import { now as clockNow } from "@/lib/server/clock";
import { transaction } from "@/lib/server/database/transaction";
import { operation, recordOperation } from "@/lib/server/operation";
import { QUEUES, sendJobIn, wake } from "@/lib/server/queue/job-queue";
import { businessTimeZone } from "@/lib/server/settings/business-settings";
import { SMS_DELIVERY_STATES, smsDeliveryQuerySchema, type SmsDeliveryState } from "@/lib/validation/sms-deliveries";

const textsText = messages.smsAdmin.texts;

/**
 * The texts' delivery log, for admins (Dashboard → Texts, and `/api/sms-deliveries`): where each
 * text stands, its attempts, the gateway's last refusal and its segments; this month's count; and
 * Send again for a failed one, which queues it (the worker sends it, never the request). Never the
 * text's words (a code is in one) nor the customer's whole number: its last three digits.
 */
export type SmsDeliveryDto = {
  _id: string;
  /** What it is: confirmation, reminder, or code (a phone verification code). */
  kind: string;
  bookingId: string | null;
  state: SmsDeliveryState;
  /** The number it goes to, all but its last three digits hidden. */
  to: string;
  attempts: number;
  /** The gateway's last refusal, any phone number in it masked as `to` is. */
  lastError: string | null;
  lastAttemptAt: string | null;
  /** How many segments the gateway sends it as (what it charges for); null until it is written. */
  segments: number | null;
  /** Not sent before this (a reminder's moment). */
  dueAt: string;
  sentAt: string | null;
  deliveredAt: string | null;
  /** How many times an admin sent it again. */
  resends: number;
  createdAt: string;
  updatedAt: string;
};

export const toSmsDeliveryDto = (delivery: SmsDelivery): SmsDeliveryDto => ({
  _id: delivery.id,
  kind: delivery.kind,
  bookingId: delivery.bookingId,
  state: delivery.state as SmsDeliveryState,
  to: maskedPhone(delivery.recipient),
  attempts: delivery.attempts,
  lastError: delivery.lastError === null ? null : maskPhonesIn(delivery.lastError),
  lastAttemptAt: delivery.lastAttemptAt?.toISOString() ?? null,
  segments: delivery.segments,
  dueAt: delivery.notBefore.toISOString(),
  sentAt: delivery.sentAt?.toISOString() ?? null,
  deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
  resends: delivery.resends,
  createdAt: delivery.createdAt.toISOString(),
  updatedAt: delivery.updatedAt.toISOString(),
});

/** `GET /api/sms-deliveries` and the Texts page: newest first, in pages. */
export const listSmsDeliveries = operation({ permission: "texts.manage", input: smsDeliveryQuerySchema }, async (query): Promise<{ deliveries: SmsDeliveryDto[]; total: number }> => {
  const where = query.state ? { state: query.state } : {};
  const [deliveries, total] = await Promise.all([
    db.smsDelivery.findMany({ where, orderBy: [{ createdAt: "desc" }, { key: "desc" }], skip: (query.page - 1) * query.limit, take: query.limit }),
    db.smsDelivery.count({ where }),
  ]);
  return { deliveries: deliveries.map(toSmsDeliveryDto), total };
});

export type SmsMonth = {
  /** The month, on the shop's clock ("2026-11"), and its first instant. */
  month: string;
  from: string;
  texts: number;
  segments: number;
  byState: Record<SmsDeliveryState, { texts: number; segments: number }>;
};

/**
 * `GET /api/sms-deliveries/month` and the top of the Texts page: this month's texts (on the shop's
 * clock) and their segments, by state. A text counts in the month it was sent, else last tried,
 * else due; a text not yet written has no segments.
 */
export const smsMonth = operation({ permission: "texts.manage" }, async (): Promise<SmsMonth> => {
  const zone = await businessTimeZone();
  const now = clockNow();
  const rows = await db.$queryRaw<{ state: string; texts: number; segments: number; month: string; from: Date }[]>`
    WITH bounds AS (
      SELECT date_trunc('month', ${now}::timestamptz AT TIME ZONE ${zone}) AS local)
    SELECT d.state, count(*)::int AS texts, coalesce(sum(d.segments), 0)::int AS segments,
           to_char(b.local, 'YYYY-MM') AS month, b.local AT TIME ZONE ${zone} AS "from"
    FROM bounds b LEFT JOIN "SmsDelivery" d
      ON coalesce(d."sentAt", d."lastAttemptAt", d."notBefore") >= b.local AT TIME ZONE ${zone}
     AND coalesce(d."sentAt", d."lastAttemptAt", d."notBefore") < (b.local + interval '1 month') AT TIME ZONE ${zone}
    GROUP BY d.state, b.local`;
  const byState = Object.fromEntries(SMS_DELIVERY_STATES.map((state) => [state, { texts: 0, segments: 0 }])) as SmsMonth["byState"];
  for (const row of rows) if (row.state && row.state in byState) byState[row.state as SmsDeliveryState] = { texts: row.texts, segments: row.segments };
  const counted = Object.values(byState);
  return {
    month: rows[0].month,
    from: rows[0].from.toISOString(),
    texts: counted.reduce((sum, one) => sum + one.texts, 0),
    segments: counted.reduce((sum, one) => sum + one.segments, 0),
    byState,
  };
});

/**
 * `POST /api/sms-deliveries/{id}/resend` and the Texts page's 'Send again': a failed text, queued
 * to go out at once (a job of its own, with its retries), written again from its booking as it is
 * now, as every text is when it goes out (a code more than ten minutes old is skipped). Only a
 * failed text (409 otherwise: one sent or delivered is not sent twice by mistake). Recorded in the
 * audit log (`sms.updated`).
 */
export const resendSmsDelivery = recordOperation({ permission: "texts.manage" }, async (id): Promise<SmsDeliveryDto> => {
  const delivery = await transaction(async (tx) => {
    const found = await tx.smsDelivery.findUnique({ where: { id } });
    if (!found) throw notFound(textsText.notFound);
    if (found.state !== "failed") throw conflict(textsText.onlyFailed);
    const updated = await tx.smsDelivery.update({ where: { id }, data: { state: "pending", resends: { increment: 1 } } });
    await sendJobIn(tx, QUEUES.sms, { key: found.key });
    return updated;
  });
  wake(QUEUES.sms);
  pagesShowing.texts();
  return toSmsDeliveryDto(delivery);
});
