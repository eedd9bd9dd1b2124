import "server-only";
import { Webhook } from "standardwebhooks";
import { db } from "@/lib/db";
import type { Tx } from "@/lib/server/database/transaction";
import { QUEUES, sendJobIn } from "@/lib/server/queue/job-queue";
import { env } from "@/lib/config/env";
import { privateAddressesAllowed } from "./addresses";
import { webhookIdOf } from "./manage-endpoints";
import { postWebhook, type AttemptResult } from "./send";

/**
 * The webhook job: one attempt at one delivery. It is signed by the Standard
 * Webhooks scheme (`webhook-id`, `webhook-timestamp`, `webhook-signature`;
 * the `standardwebhooks` library), posted (lib/server/webhooks/send.ts), and
 * the attempt is written on the delivery's row. A failure throws, so that the
 * queue tries again later (exponential backoff, about a day in all:
 * lib/server/queue/job-queue.ts); after the last try, or when the address is
 * refused (a private address in production), the delivery is failed and an
 * admin may resend it. Its times are the wall clock's, as the queue's are:
 * a receiver checks the signed timestamp against its own clock.
 */
export type RetryState = { retryCount: number; retryLimit: number; retryDelay: number };

export class WebhookAttemptFailed extends Error {}

/** The earliest the queue runs the next try after try `retryCount` failed (pg-boss: delay × 2^(n+1), halved at most by its jitter). */
export const nextAttemptAfter = (now: Date, retry: RetryState) => new Date(now.getTime() + retry.retryDelay * 2 ** Math.min(16, retry.retryCount + 1) * 500);

/** Signs a payload for an endpoint's secret: the three headers of the Standard Webhooks scheme. */
export function signedHeaders(secret: string, webhookId: string, at: Date, body: string): Record<string, string> {
  return {
    "webhook-id": webhookId,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(webhookId, at, body),
  };
}

export async function deliverWebhook(deliveryId: string, retry: RetryState): Promise<"succeeded" | "failed" | "gone"> {
  const delivery = await db.webhookDelivery.findUnique({ where: { id: deliveryId }, include: { endpoint: { include: { secret: true } } } });
  // Deleted with its endpoint, or sent already (a resend's job and a retry's both ran): nothing to do.
  if (!delivery || !delivery.endpoint.secret || delivery.status !== "pending") return "gone";

  const body = JSON.stringify(delivery.payload);
  const at = new Date();
  const result: AttemptResult = await postWebhook({
    url: delivery.endpoint.url,
    body,
    headers: signedHeaders(delivery.endpoint.secret.secret, webhookIdOf(delivery.id), at, body),
    allowPrivate: privateAddressesAllowed({ NODE_ENV: process.env.NODE_ENV, WEBHOOK_ALLOW_PRIVATE: env().WEBHOOK_ALLOW_PRIVATE }),
  });

  const now = new Date();
  const lastTry = !result.ok && (result.refused || retry.retryCount >= retry.retryLimit);
  await db.webhookDelivery.updateMany({
    where: { id: deliveryId, status: "pending" },
    data: {
      attempts: { increment: 1 },
      lastAttemptAt: at,
      lastStatus: result.status,
      lastError: result.ok ? null : result.error.slice(0, 500),
      status: result.ok ? "succeeded" : lastTry ? "failed" : "pending",
      nextAttemptAt: result.ok || lastTry ? null : nextAttemptAfter(now, retry),
    },
  });
  if (result.ok) return "succeeded";
  if (lastTry) return "failed";
  throw new WebhookAttemptFailed(`Webhook ${webhookIdOf(deliveryId)} to endpoint ${delivery.endpointId}: ${result.error}`);
}

/**
 * Deliveries still pending well after their next try was due at the latest
 * (its job lost: a worker that died during the last try, say): a job of their
 * own again, for the relay's sweep. A retry is due between `nextAttemptAt`
 * and as long again after it (pg-boss's jitter), so one pending 10 minutes
 * past that has no job left.
 */
export async function requeueStalledWebhooks(tx: Tx, now: Date): Promise<number> {
  const stalled = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM "WebhookDelivery"
    WHERE status = 'pending' AND "nextAttemptAt" IS NOT NULL
      AND "nextAttemptAt" + ("nextAttemptAt" - coalesce("lastAttemptAt", "nextAttemptAt")) < ${new Date(now.getTime() - 10 * 60_000)}
    ORDER BY "nextAttemptAt" LIMIT 100 FOR UPDATE SKIP LOCKED`;
  for (const { id } of stalled) {
    await sendJobIn(tx, QUEUES.webhook, { deliveryId: id });
    // Due now; swept again only if this job is lost too (later each time: the wait since the last try grows).
    await tx.webhookDelivery.update({ where: { id }, data: { nextAttemptAt: now } });
  }
  return stalled.length;
}
