import { z } from "zod";
import "@/lib/validation/zod-config";
import { webhooksMessages } from "@/lib/messages/webhooks";
import { limitSchema, pageSchema } from "@/lib/validation/common";

/** The events an endpoint may subscribe to, in the order the admin page lists them (docs/webhooks.md). */
export const WEBHOOK_EVENTS = [
  "booking.created",
  "booking.confirmed",
  "booking.cancelled",
  "booking.rescheduled",
  "booking.refunded",
  "booking.completed",
  "booking.no_show",
  "review.created",
  "service.updated",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

const isWebhookEvent = (value: string): value is WebhookEventType => (WEBHOOK_EVENTS as readonly string[]).includes(value);

/** An http(s) URL without credentials in it. Whether its host is public is the server's check (lib/server/webhooks/addresses.ts). */
export const webhookUrlSchema = z
  .string({ error: webhooksMessages.urlRequired })
  .trim()
  .min(1, { error: webhooksMessages.urlRequired })
  .max(2000, { error: webhooksMessages.urlTooLong })
  .refine(
    (text) => {
      try {
        const url = new URL(text);
        return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
      } catch {
        return false;
      }
    },
    { error: webhooksMessages.urlInvalid, abort: true },
  )
  .refine((text) => {
    const url = new URL(text);
    return url.username === "" && url.password === "";
  }, { error: webhooksMessages.urlCredentials });

/** `POST /api/webhook-endpoints` and the Webhooks page: `{ url, events: [...] }`, each event known and named once. */
export const webhookEndpointInputSchema = z.object({
  url: webhookUrlSchema,
  events: z
    .array(z.string({ error: webhooksMessages.eventUnknown }).refine(isWebhookEvent, { error: webhooksMessages.eventUnknown }), { error: webhooksMessages.eventsRequired })
    .min(1, { error: webhooksMessages.eventsRequired })
    .refine((events) => new Set(events).size === events.length, { error: webhooksMessages.eventsDuplicate })
    .transform((events) => events as WebhookEventType[]),
});

/** `GET /api/webhook-endpoints/{id}/deliveries`: newest first, in pages. */
export const webhookDeliveryQuerySchema = z.object({
  page: pageSchema,
  limit: limitSchema(20),
});
