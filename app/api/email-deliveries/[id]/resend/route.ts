import { apiRoute } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { resendEmailDelivery } from "@/lib/server/mail/delivery-log";

/** Queues an email to go out again now (admin): the worker sends it, with its retries. */
export const POST = apiRoute<{ id: string }>(async (request, { id }) => ({
  data: await resendEmailDelivery(await actorOf(request), id),
  message: messages.emails.apiResent,
}));

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
