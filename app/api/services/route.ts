import { apiRoute, body, parseQuery } from "@/lib/http/api";
import { ENDPOINTS } from "@/lib/http/endpoints";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { listServices } from "@/lib/server/services/list-services";
import { createService } from "@/lib/server/services/manage-services";

export const GET = apiRoute(async (request) => {
  const { services, total } = await listServices(parseQuery(request, ENDPOINTS["GET /api/services"].query));
  return { data: services, totalDoc: total, message: messages.api.servicesFetched };
});

/** Add New Service (admin). */
export const POST = apiRoute(async (request) => ({
  data: await createService(await actorOf(request), body(request)),
  status: 201,
  message: messages.adminServices.apiCreated,
}));

export { methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
