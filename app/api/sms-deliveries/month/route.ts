import { apiRoute } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { smsMonth } from "@/lib/server/sms/delivery-log";

/** This month's texts and segments, by state (admin). */
export const GET = apiRoute(async (request) => ({ data: await smsMonth(await actorOf(request)), message: messages.smsAdmin.texts.monthFetched }));

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
