import { apiRoute, body } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { deleteVehicleClass, updateVehicleClass } from "@/lib/server/vehicles/manage-vehicle-classes";

/** Renames, describes, moves a vehicle class, or makes it the default (admin). */
export const PUT = apiRoute<{ id: string }>(async (request, { id }) => ({
  data: await updateVehicleClass(await actorOf(request), id, body(request)),
  message: messages.vehicles.classUpdated,
}));

/** Deletes a vehicle class (admin); never the default, nor one a vehicle or booking names. */
export const DELETE = apiRoute<{ id: string }>(async (request, { id }) => ({
  data: await deleteVehicleClass(await actorOf(request), id),
  message: messages.vehicles.classDeleted,
}));

export { methodNotAllowed as GET, methodNotAllowed as POST, methodNotAllowed as PATCH } from "@/lib/http/api";
