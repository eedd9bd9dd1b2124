import "server-only";
import { randomBytes, randomUUID } from "node:crypto";
import { env } from "@/lib/config/env";
import { db } from "@/lib/db";
import type { WebhookDelivery, WebhookEndpoint } from "@/lib/generated/prisma/client";
import { messages } from "@/lib/messages";
import { pagesShowing } from "@/lib/server/cache";
import { transaction } from "@/lib/server/database/transaction";
import { conflict, invalid, notFound } from "@/lib/errors";
import { operation, recordOperation } from "@/lib/server/operation";
import { QUEUES, sendJobIn, wake } from "@/lib/server/queue/job-queue";
import { webhookDeliveryQuerySchema, webhookEndpointInputSchema, type WebhookEventType } from "@/lib/validation/webhooks";
import { AddressRefused, privateAddressesAllowed, resolveChecked } from "./addresses";

const webhooksText = messages.webhooks;

/** At most this many endpoints: each event is one delivery per endpoint. */
const MAX_ENDPOINTS = 50;

/** An endpoint as the REST API and the Webhooks page show it: never its secret. */
export type WebhookEndpointDto = {
  _id: string;
  url: string;
  events: WebhookEventType[];
  createdAt: string;
  updatedAt: string;
};

/** The answer to creating one: the only time its secret is told. */
export type CreatedWebhookEndpointDto = WebhookEndpointDto & { secret: string };

export type WebhookDeliveryDto = {
  /** Also the `webhook-id` header of every attempt (`msg_` + this id). */
  _id: string;
  webhookId: string;
  endpointId: string;
  type: string;
  status: "pending" | "succeeded" | "failed";
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  payload: unknown;
  createdAt: string;
  updatedAt: string;
};

export const webhookIdOf = (deliveryId: string) => `msg_${deliveryId}`;

export const toWebhookEndpointDto = (endpoint: WebhookEndpoint): WebhookEndpointDto => ({
  _id: endpoint.id,
  url: endpoint.url,
  events: endpoint.events as WebhookEventType[],
  createdAt: endpoint.createdAt.toISOString(),
  updatedAt: endpoint.updatedAt.toISOString(),
});

export const toWebhookDeliveryDto = (delivery: WebhookDelivery): WebhookDeliveryDto => ({
  _id: delivery.id,
  webhookId: webhookIdOf(delivery.id),
  endpointId: delivery.endpointId,
  type: delivery.type,
  status: delivery.status as WebhookDeliveryDto["status"],
  attempts: delivery.attempts,
  lastStatus: delivery.lastStatus,
  lastError: delivery.lastError,
  lastAttemptAt: delivery.lastAttemptAt?.toISOString() ?? null,
  nextAttemptAt: delivery.nextAttemptAt?.toISOString() ?? null,
  payload: delivery.payload,
  createdAt: delivery.createdAt.toISOString(),
  updatedAt: delivery.updatedAt.toISOString(),
});

/** A new signing secret in the Standard Webhooks form: `whsec_` and 32 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

/** `GET /api/webhook-endpoints` and the Webhooks page: oldest first. */
export const listWebhookEndpoints = operation({ permission: "webhooks.manage" }, async (): Promise<WebhookEndpointDto[]> =>
  (await db.webhookEndpoint.findMany({ orderBy: [{ createdAt: "asc" }, { id: "asc" }] })).map(toWebhookEndpointDto),
);

/**
 * `POST /api/webhook-endpoints` and 'Add an endpoint'. In production the
 * URL's host must be public (lib/server/webhooks/addresses.ts). Answers the
 * endpoint with its secret, which is never shown again.
 */
export const createWebhookEndpoint = operation({ permission: "webhooks.manage", input: webhookEndpointInputSchema }, async (input): Promise<CreatedWebhookEndpointDto> => {
  // Where private addresses are allowed, there is nothing to check before the first delivery.
  if (!privateAddressesAllowed({ NODE_ENV: process.env.NODE_ENV, WEBHOOK_ALLOW_PRIVATE: env().WEBHOOK_ALLOW_PRIVATE })) {
    try {
      await resolveChecked(new URL(input.url).hostname, false);
    } catch (error) {
      if (!(error instanceof AddressRefused)) throw error;
      const message = error.reason === "private" ? webhooksText.urlPrivate : webhooksText.urlUnresolvable;
      throw invalid(`${messages.api.invalidInput}: 'url' ${message}`, [{ field: "url", message }]);
    }
  }
  const secret = newWebhookSecret();
  const endpoint = await transaction(async (tx) => {
    // One at a time, so that the limit holds.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('webhook-endpoints'))`;
    if ((await tx.webhookEndpoint.count()) >= MAX_ENDPOINTS) throw conflict(webhooksText.tooManyEndpoints);
    return tx.webhookEndpoint.create({ data: { id: randomUUID(), url: input.url, events: input.events, secret: { create: { secret } } } });
  });
  pagesShowing.webhooks();
  return { ...toWebhookEndpointDto(endpoint), secret };
});

/** `DELETE /api/webhook-endpoints/{id}`: it gets nothing more (its deliveries, sent or waiting, go with it). */
export const deleteWebhookEndpoint = recordOperation({ permission: "webhooks.manage" }, async (id): Promise<WebhookEndpointDto> => {
  const deleted = await transaction(async (tx) => {
    const endpoint = await tx.webhookEndpoint.findUnique({ where: { id } });
    if (!endpoint) throw notFound(webhooksText.notFound);
    await tx.webhookEndpoint.delete({ where: { id } });
    return endpoint;
  });
  pagesShowing.webhooks();
  return toWebhookEndpointDto(deleted);
});

/** `GET /api/webhook-endpoints/{id}/deliveries`: an endpoint's deliveries, newest first, in pages. */
export const listWebhookDeliveries = recordOperation(
  { permission: "webhooks.manage", input: webhookDeliveryQuerySchema },
  async (id, query): Promise<{ deliveries: WebhookDeliveryDto[]; total: number }> => {
    if (!(await db.webhookEndpoint.findUnique({ where: { id }, select: { id: true } }))) throw notFound(webhooksText.notFound);
    const where = { endpointId: id };
    const [deliveries, total] = await Promise.all([
      db.webhookDelivery.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: (query.page - 1) * query.limit, take: query.limit }),
      db.webhookDelivery.count({ where }),
    ]);
    return { deliveries: deliveries.map(toWebhookDeliveryDto), total };
  },
);

/** The Webhooks page: each endpoint's latest deliveries. */
export async function recentDeliveries(endpointIds: string[], perEndpoint = 10): Promise<Map<string, WebhookDeliveryDto[]>> {
  const lists = await Promise.all(
    endpointIds.map((endpointId) => db.webhookDelivery.findMany({ where: { endpointId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: perEndpoint })),
  );
  return new Map(endpointIds.map((endpointId, index) => [endpointId, lists[index].map(toWebhookDeliveryDto)]));
}

/**
 * `POST /api/webhook-deliveries/{id}/resend` and 'Resend': the same delivery
 * (same `webhook-id` and payload, so a receiver that has it already can tell),
 * sent again now, with its retries if it fails.
 */
export const resendWebhookDelivery = recordOperation({ permission: "webhooks.manage" }, async (id): Promise<WebhookDeliveryDto> => {
  // Due at once, by the queue's clock (the wall clock, as pg-boss's own).
  const now = new Date();
  const delivery = await transaction(async (tx) => {
    const found = await tx.webhookDelivery.findUnique({ where: { id } });
    if (!found) throw notFound(webhooksText.deliveryNotFound);
    const updated = await tx.webhookDelivery.update({ where: { id }, data: { status: "pending", nextAttemptAt: now } });
    // A job of its own (a retry's may still be waiting): whichever runs first sends it, the other finds it sent.
    await sendJobIn(tx, QUEUES.webhook, { deliveryId: id });
    return updated;
  });
  wake(QUEUES.webhook);
  pagesShowing.webhooks();
  return toWebhookDeliveryDto(delivery);
});
