import { apiRoute, body, methodNotAllowed } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { updateRole } from "@/lib/server/users/update-role";
import { toListedUserDto } from "@/lib/server/users/user-dto";

export const PUT = apiRoute<{ id: string }>(async (request, { id }) => ({
  data: toListedUserDto(await updateRole(await actorOf(request), id, body(request))),
  message: messages.api.roleUpdated,
}));

export const GET = methodNotAllowed;
