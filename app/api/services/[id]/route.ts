import { apiRoute, body, parseInput } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { getService } from "@/lib/server/services/get-service";
import { deleteService, updateService } from "@/lib/server/services/manage-services";
import { idParamsSchema } from "@/lib/validation/common";

export const GET = apiRoute<{ id: string }>(async (_request, params) => {
  const { id } = parseInput(idParamsSchema, params);
  return { data: await getService(id), message: messages.api.serviceFetched };
});

/** Update Service Details (admin). */
export const PUT = apiRoute<{ id: string }>(async (request, { id }) => ({
  data: await updateService(await actorOf(request), id, body(request)),
  message: messages.adminServices.apiUpdated,
}));

/** Removes a service from the catalogue (admin); its bookings stay as they are. */
export const DELETE = apiRoute<{ id: string }>(async (request, { id }) => ({
  data: await deleteService(await actorOf(request), id),
  message: messages.adminServices.apiDeleted,
}));

export { methodNotAllowed as POST, methodNotAllowed as PATCH } from "@/lib/http/api";
