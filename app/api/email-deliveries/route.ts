import { apiRoute, query } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { listEmailDeliveries } from "@/lib/server/mail/delivery-log";

/** The email deliveries (admin), newest first: each one's state, attempts and last error; `state`, `booking`, `page`, `limit`. */
export const GET = apiRoute(async (request) => {
  const { deliveries, total } = await listEmailDeliveries(await actorOf(request), query(request));
  return { data: deliveries, totalDoc: total, message: messages.emails.fetched };
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
