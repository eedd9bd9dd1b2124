"use server";

import { resendSmsDelivery } from "@/lib/server/sms/delivery-log";
import { action } from "./action";

/**
 * 'Send again' on the Texts page: a plain form (its text in a hidden field) posted to this action,
 * with or without JavaScript; the same operation as `POST /api/sms-deliveries/{id}/resend`, which
 * decides who may. The page then shows the text pending again, and its outcome once the worker
 * has sent it.
 */
export const resendTextAction = action({ signedIn: true, fields: ["delivery"] }, async ({ actor, values }, _form: FormData) => ({
  data: await resendSmsDelivery(actor, values.delivery),
}));
