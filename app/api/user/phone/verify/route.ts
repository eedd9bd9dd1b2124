import { apiRoute, body, methodNotAllowed } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { confirmPhoneCode } from "@/lib/server/sms/verify-phone";
import { toUserDto } from "@/lib/server/users/user-dto";

/** The texted code, confirmed: the caller's number is verified. */
export const POST = apiRoute(async (request) => ({ data: toUserDto(await confirmPhoneCode(await actorOf(request), body(request))), message: messages.sms.phoneVerified }));

export const GET = methodNotAllowed;
