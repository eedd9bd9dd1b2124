import { apiRoute, methodNotAllowed, parseQuery } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { requireActor } from "@/lib/server/auth/actor";
import { listUsers } from "@/lib/server/users/list-users";
import { userListQuerySchema } from "@/lib/validation/auth";

export const GET = apiRoute(async (request) => {
  const admin = await requireActor(request, "admin");
  const { users, total } = await listUsers(parseQuery(request, userListQuerySchema), admin);
  return { data: users, totalDoc: total, message: messages.api.usersFetched };
});

export const POST = methodNotAllowed;
