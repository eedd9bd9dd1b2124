"use server";

import { messages } from "@/lib/messages";
import { createWebhookEndpoint, deleteWebhookEndpoint, resendWebhookDelivery } from "@/lib/server/webhooks/manage-endpoints";
import { action, readForm, type ActionState } from "./action";

/**
 * The Webhooks page's web door: the same operations as `/api/webhook-endpoints`
 * and `/api/webhook-deliveries`, which decide who may (lib/policy). Forms post
 * FormData through useActionForm, so they work without JavaScript too
 * (docs/forms.md). A new endpoint's secret comes back once, as the answer's
 * detail, and the page shows it.
 */
const PAGE = "/dashboard/admin/webhooks";

/** The events ticked, every one of them (a repeated field). */
const eventsOf = (form: FormData | undefined) => (form?.getAll("events") ?? []).filter((value): value is string => typeof value === "string");

export const createWebhookEndpointAction = action(
  // The events come back joined, so that a failed form keeps them ticked.
  { signedIn: true, fields: (form) => ({ ...readForm(form, ["url"]), events: eventsOf(form).join(",") }), returnTo: PAGE },
  async ({ actor, values, form }, _state: ActionState, _form: FormData) => {
    const created = await createWebhookEndpoint(actor, { url: values.url, events: eventsOf(form) });
    return { message: messages.webhooks.created, detail: created.secret, values: {} };
  },
);

export const deleteWebhookEndpointAction = action({ signedIn: true, returnTo: PAGE }, async ({ actor }, endpointId: string, _state: ActionState, _form: FormData) => {
  await deleteWebhookEndpoint(actor, endpointId);
  return { message: messages.webhooks.removed };
});

/**
 * 'Resend' on a delivery of the log: a plain form (its delivery in a hidden field) posted to this
 * action, with or without JavaScript; the page shows the delivery pending again, then its outcome.
 */
export const resendWebhookDeliveryAction = action({ signedIn: true, fields: ["delivery"] }, async ({ actor, values }, _form: FormData) => ({
  data: await resendWebhookDelivery(actor, values.delivery),
}));
