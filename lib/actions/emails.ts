"use server";

import { resendEmailDelivery } from "@/lib/server/mail/delivery-log";
import { action } from "./action";

/**
 * 'Resend' on the Email deliveries page: a plain form (its delivery in a hidden field) posted to
 * this action, with or without JavaScript; the same operation as
 * `POST /api/email-deliveries/{id}/resend`, which decides who may. The page then shows the
 * delivery pending again, and its outcome once the worker has sent it.
 */
export const resendEmailDeliveryAction = action({ signedIn: true, fields: ["delivery"] }, async ({ actor, values }, _form: FormData) => ({
  data: await resendEmailDelivery(actor, values.delivery),
}));
