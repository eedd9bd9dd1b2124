import { apiRoute, methodNotAllowed, query } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { listUsers } from "@/lib/server/users/list-users";

export const GET = apiRoute(async (request) => {
  const { users, total } = await listUsers(await actorOf(request), query(request));
  return { data: users, totalDoc: total, message: messages.api.usersFetched };
});

export const POST = methodNotAllowed;
