import { z } from "zod";
import "@/lib/validation/zod-config";
import { emailsMessages } from "@/lib/messages/emails";
import { blankAsUndefined, idSchema, limitSchema, pageSchema } from "@/lib/validation/common";

/** Where a delivery stands (docs/booking-lifecycle.md, Email). */
export const EMAIL_DELIVERY_STATES = ["pending", "sent", "skipped", "failed"] as const;
export type EmailDeliveryState = (typeof EMAIL_DELIVERY_STATES)[number];

/** What the Email deliveries page's sizes offer. */
export const EMAIL_PAGE_SIZES = [20, 50, 100] as const;

/** `GET /api/email-deliveries` and the Email deliveries page: newest first, in pages, of one state or every one, of one booking or all. */
export const emailDeliveryQuerySchema = z.object({
  page: pageSchema,
  limit: limitSchema(EMAIL_PAGE_SIZES[0]),
  state: z.preprocess(blankAsUndefined, z.enum(EMAIL_DELIVERY_STATES, { error: emailsMessages.stateValues }).optional()),
  booking: z.preprocess(blankAsUndefined, idSchema.optional()),
});
