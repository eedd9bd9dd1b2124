import { z } from "zod";
import "@/lib/validation/zod-config";
import { smsAdminMessages } from "@/lib/messages/sms-admin";
import { blankAsUndefined, limitSchema, pageSchema } from "@/lib/validation/common";

/** Where a text stands (docs/sms.md, States): `pending` is queued, not yet taken by the gateway. */
export const SMS_DELIVERY_STATES = ["pending", "sent", "delivered", "failed", "skipped"] as const;
export type SmsDeliveryState = (typeof SMS_DELIVERY_STATES)[number];

/** What the Texts page's sizes offer. */
export const SMS_PAGE_SIZES = [20, 50, 100] as const;

/** `GET /api/sms-deliveries` and the Texts page: newest first, in pages, of one state or every one. */
export const smsDeliveryQuerySchema = z.object({
  page: pageSchema,
  limit: limitSchema(SMS_PAGE_SIZES[0]),
  state: z.preprocess(blankAsUndefined, z.enum(SMS_DELIVERY_STATES, { error: smsAdminMessages.texts.stateValues }).optional()),
});
