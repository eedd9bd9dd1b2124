import { apiRoute, parseQuery, parseWith, readJson } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { requireActor } from "@/lib/server/auth/actor";
import { listServices } from "@/lib/server/services/list-services";
import { createService } from "@/lib/server/services/manage-services";
import { serviceInputSchema } from "@/lib/validation/admin";
import { serviceListQuerySchema } from "@/lib/validation/catalogue";

export const GET = apiRoute(async (request) => {
  const { services, total } = await listServices(parseQuery(request, serviceListQuerySchema));
  return { data: services, totalDoc: total, message: messages.api.servicesFetched };
});

/** Add New Service (admin). */
export const POST = apiRoute(async (request) => {
  await requireActor(request, "admin");
  const input = parseWith(serviceInputSchema, await readJson(request));
  return { data: await createService(input), status: 201, message: messages.adminServices.apiCreated };
});

export { methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
