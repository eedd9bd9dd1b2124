import { apiRoute, parseWith, readJson } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { requireActor } from "@/lib/server/auth/actor";
import { getService } from "@/lib/server/services/get-service";
import { deleteService, updateService } from "@/lib/server/services/manage-services";
import { serviceUpdateSchema } from "@/lib/validation/admin";
import { idParamsSchema } from "@/lib/validation/common";

export const GET = apiRoute<{ id: string }>(async (_request, params) => {
  const { id } = parseWith(idParamsSchema, params);
  return { data: await getService(id), message: messages.api.serviceFetched };
});

/** Update Service Details (admin). */
export const PUT = apiRoute<{ id: string }>(async (request, params) => {
  await requireActor(request, "admin");
  const { id } = parseWith(idParamsSchema, params);
  const update = parseWith(serviceUpdateSchema, await readJson(request));
  return { data: await updateService(id, update), message: messages.adminServices.apiUpdated };
});

/** Removes a service from the catalogue (admin); its bookings stay as they are. */
export const DELETE = apiRoute<{ id: string }>(async (request, params) => {
  await requireActor(request, "admin");
  const { id } = parseWith(idParamsSchema, params);
  return { data: await deleteService(id), message: messages.adminServices.apiDeleted };
});

export { methodNotAllowed as POST, methodNotAllowed as PATCH } from "@/lib/http/api";
