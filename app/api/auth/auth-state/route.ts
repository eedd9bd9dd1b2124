import { apiRoute, methodNotAllowed } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { requireActor } from "@/lib/server/auth/actor";
import { toUserDto } from "@/lib/server/users/user-dto";

export const GET = apiRoute(async (request) => {
  const user = await requireActor(request);
  return { data: toUserDto(user), message: messages.auth.sessionFetched };
});

export const POST = methodNotAllowed;
export const PUT = methodNotAllowed;
export const DELETE = methodNotAllowed;
