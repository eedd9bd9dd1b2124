import { apiRoute, body } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { deleteBay, updateBay } from "@/lib/server/bays/manage-bays";

/** Renames a bay, makes it active or inactive, or changes the services it can do (admin). */
export const PUT = apiRoute<{ id: string }>(async (request, { id }) => ({
  data: await updateBay(await actorOf(request), id, body(request)),
  message: messages.bays.apiUpdated,
}));

/** Deletes a bay (admin); refused while it holds upcoming bookings. */
export const DELETE = apiRoute<{ id: string }>(async (request, { id }) => ({
  data: await deleteBay(await actorOf(request), id),
  message: messages.bays.apiDeleted,
}));

export { methodNotAllowed as GET, methodNotAllowed as POST, methodNotAllowed as PATCH } from "@/lib/http/api";
