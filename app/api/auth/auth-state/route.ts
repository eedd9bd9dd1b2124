import { apiRoute, methodNotAllowed } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { currentAccount } from "@/lib/server/users/account";
import { toUserDto } from "@/lib/server/users/user-dto";

export const GET = apiRoute(async (request) => ({
  data: toUserDto(await currentAccount(await actorOf(request))),
  message: messages.auth.sessionFetched,
}));

export const POST = methodNotAllowed;
export const PUT = methodNotAllowed;
export const DELETE = methodNotAllowed;
