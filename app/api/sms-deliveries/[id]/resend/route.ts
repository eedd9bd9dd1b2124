import { apiRoute } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { resendSmsDelivery } from "@/lib/server/sms/delivery-log";

/** Queues a failed text to go out again now (admin): the worker sends it, with its retries. */
export const POST = apiRoute<{ id: string }>(async (request, { id }) => ({
  data: await resendSmsDelivery(await actorOf(request), id),
  message: messages.smsAdmin.texts.apiResent,
}));

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
