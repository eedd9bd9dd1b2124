"use server";

import { redirect } from "next/navigation";
import { messages } from "@/lib/messages";
import { currentUser } from "@/lib/server/auth/current-user";
import { createWebhookEndpoint, deleteWebhookEndpoint, resendWebhookDelivery, type WebhookDeliveryDto } from "@/lib/server/webhooks/manage-endpoints";
import { signInUrl } from "@/lib/urls/sign-in-redirect";
import { attempt, attemptForm, formDone, formFailed, readForm, type ActionFailure, type ActionResult, type FormState } from "./result";

/**
 * The Webhooks page's web door: the same operations as `/api/webhook-endpoints`
 * and `/api/webhook-deliveries`, which decide who may (lib/policy). Forms post
 * FormData through useActionForm, so they work without JavaScript too
 * (docs/forms.md). A new endpoint's secret comes back once, as the answer's
 * detail, and the page shows it.
 */
const PAGE = "/dashboard/admin/webhooks";

function refused(failure: ActionFailure, values: Record<string, string>): FormState {
  if (failure.kind === "unauthenticated") redirect(signInUrl(PAGE));
  return formFailed(failure, values);
}

export async function createWebhookEndpointAction(_state: FormState, form: FormData): Promise<FormState> {
  const { url } = readForm(form, ["url"]);
  const events = form instanceof FormData ? form.getAll("events").filter((value): value is string => typeof value === "string") : [];
  const values = { url, events: events.join(",") };
  const created = await attemptForm(async () => createWebhookEndpoint(await currentUser(), { url, events }));
  if (!created.ok) return refused(created, values);
  return formDone({}, messages.webhooks.created, created.data.secret);
}

export async function deleteWebhookEndpointAction(endpointId: string, _state: FormState, _form: FormData): Promise<FormState> {
  const deleted = await attemptForm(async () => deleteWebhookEndpoint(await currentUser(), endpointId));
  if (!deleted.ok) return refused(deleted, {});
  return formDone({}, messages.webhooks.removed);
}

/**
 * 'Resend' on a delivery of the log: a plain form (its delivery in a hidden field) posted to this
 * action, with or without JavaScript; the page shows the delivery pending again, then its outcome.
 */
export async function resendWebhookDeliveryAction(form: FormData): Promise<ActionResult<WebhookDeliveryDto>> {
  return attempt(async () => resendWebhookDelivery(await currentUser(), form instanceof FormData ? form.get("delivery") : undefined));
}
