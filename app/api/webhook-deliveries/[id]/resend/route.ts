import { apiRoute } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { resendWebhookDelivery } from "@/lib/server/webhooks/manage-endpoints";

/** Sends a delivery again now (admin): the same webhook-id and payload, with its retries. */
export const POST = apiRoute<{ id: string }>(async (request, { id }) => ({
  data: await resendWebhookDelivery(await actorOf(request), id),
  message: messages.webhooks.apiResent,
}));

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
