"use server";

import { currentUser } from "@/lib/server/auth/current-user";
import { resendEmailDelivery, type EmailDeliveryDto } from "@/lib/server/mail/delivery-log";
import { attempt, type ActionResult } from "./result";

/**
 * 'Resend' on the Email deliveries page: a plain form (its delivery in a hidden field) posted to
 * this action, with or without JavaScript; the same operation as
 * `POST /api/email-deliveries/{id}/resend`, which decides who may. The page then shows the
 * delivery pending again, and its outcome once the worker has sent it.
 */
export async function resendEmailDeliveryAction(form: FormData): Promise<ActionResult<EmailDeliveryDto>> {
  return attempt(async () => resendEmailDelivery(await currentUser(), form instanceof FormData ? form.get("delivery") : undefined));
}
