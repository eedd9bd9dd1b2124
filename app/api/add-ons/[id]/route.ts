import { apiRoute, body } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { deleteAddOn, updateAddOn } from "@/lib/server/vehicles/manage-add-ons";

/** Changes any of an add-on's fields (admin); bookings keep the lines they were made with. */
export const PUT = apiRoute<{ id: string }>(async (request, { id }) => ({
  data: await updateAddOn(await actorOf(request), id, body(request)),
  message: messages.vehicles.addOnUpdated,
}));

/** Stops offering an add-on (admin); bookings keep their lines. */
export const DELETE = apiRoute<{ id: string }>(async (request, { id }) => ({
  data: await deleteAddOn(await actorOf(request), id),
  message: messages.vehicles.addOnDeleted,
}));

export { methodNotAllowed as GET, methodNotAllowed as POST, methodNotAllowed as PATCH } from "@/lib/http/api";
