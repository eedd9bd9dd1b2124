import { apiRoute, query } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { listWebhookDeliveries } from "@/lib/server/webhooks/manage-endpoints";

/** An endpoint's deliveries (admin), newest first: each one's status, attempts and last answer; `page`, `limit`. */
export const GET = apiRoute<{ id: string }>(async (request, { id }) => {
  const { deliveries, total } = await listWebhookDeliveries(await actorOf(request), id, query(request));
  return { data: deliveries, totalDoc: total, message: messages.webhooks.deliveriesFetched };
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
