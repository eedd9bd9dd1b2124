import { apiRoute, body, methodNotAllowed } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { updateProfile } from "@/lib/server/users/account";
import { toUserDto } from "@/lib/server/users/user-dto";

/** The caller's own first and/or last name. */
export const PUT = apiRoute(async (request) => ({
  data: toUserDto(await updateProfile(await actorOf(request), body(request))),
  message: messages.api.userUpdated,
}));

export const GET = methodNotAllowed;
