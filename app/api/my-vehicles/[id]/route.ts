import { apiRoute, body } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { deleteVehicle, updateVehicle } from "@/lib/server/vehicles/manage-vehicles";

/** Changes one of the caller's vehicles (customers; another's is not found). */
export const PUT = apiRoute<{ id: string }>(async (request, { id }) => ({
  data: await updateVehicle(await actorOf(request), id, body(request)),
  message: messages.vehicles.vehicleUpdated,
}));

/** Deletes one of the caller's vehicles; refused while a booking still ahead names it. */
export const DELETE = apiRoute<{ id: string }>(async (request, { id }) => ({
  data: await deleteVehicle(await actorOf(request), id),
  message: messages.vehicles.vehicleDeleted,
}));

export { methodNotAllowed as GET, methodNotAllowed as POST, methodNotAllowed as PATCH } from "@/lib/http/api";
