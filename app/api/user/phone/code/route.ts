import { apiRoute, body, methodNotAllowed } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { sendPhoneCode } from "@/lib/server/sms/verify-phone";

/** A code texted to the caller's phone (or the one given): the same answer whatever the number. */
export const POST = apiRoute(async (request) => {
  await sendPhoneCode(await actorOf(request), body(request));
  return { data: null, message: messages.sms.codeSent };
});

export const GET = methodNotAllowed;
