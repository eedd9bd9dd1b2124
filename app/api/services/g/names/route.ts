import { apiRoute } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { listServiceNames } from "@/lib/server/services/manage-services";

/** Service names for the admin's slot forms. */
export const GET = apiRoute(async (request) => {
  const names = await listServiceNames(await actorOf(request));
  return { data: names, totalDoc: names.length, message: messages.adminServices.namesFetched };
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
