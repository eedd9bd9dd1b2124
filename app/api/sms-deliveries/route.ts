import { apiRoute, query } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { listSmsDeliveries } from "@/lib/server/sms/delivery-log";

/** The texts (admin), newest first: each one's state, attempts, last error and segments, its number masked; `state`, `page`, `limit`. */
export const GET = apiRoute(async (request) => {
  const { deliveries, total } = await listSmsDeliveries(await actorOf(request), query(request));
  return { data: deliveries, totalDoc: total, message: messages.smsAdmin.texts.fetched };
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
