import { apiRoute, parseQuery } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { listServices } from "@/lib/server/services/list-services";
import { serviceListQuerySchema } from "@/lib/validation/catalogue";

export const GET = apiRoute(async (request) => {
  const { services, total } = await listServices(parseQuery(request, serviceListQuerySchema));
  return { data: services, totalDoc: total, message: messages.api.servicesFetched };
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
