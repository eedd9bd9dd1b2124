import { apiRoute, body, methodNotAllowed } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { setReminderChannels } from "@/lib/server/sms/verify-phone";
import { toUserDto } from "@/lib/server/users/user-dto";

/** How the caller's reminders come: email, texts, or both. */
export const PUT = apiRoute(async (request) => ({ data: toUserDto(await setReminderChannels(await actorOf(request), body(request))), message: messages.sms.channelsSaved }));

export const GET = methodNotAllowed;
