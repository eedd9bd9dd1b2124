import { apiRoute } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { deleteWebhookEndpoint } from "@/lib/server/webhooks/manage-endpoints";

/** Deletes an endpoint (admin): nothing more is sent to it. */
export const DELETE = apiRoute<{ id: string }>(async (request, { id }) => ({
  data: await deleteWebhookEndpoint(await actorOf(request), id),
  message: messages.webhooks.apiDeleted,
}));

export { methodNotAllowed as GET, methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH } from "@/lib/http/api";
