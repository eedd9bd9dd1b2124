import { apiRoute, body } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { updateSlot } from "@/lib/server/slots/manage-slots";

/** A slot's places (admin): `{ "capacity": n }`, never below its live bookings (409). */
export const PUT = apiRoute<{ id: string }>(async (request, { id }) => ({
  data: await updateSlot(await actorOf(request), id, body(request)),
  message: messages.adminSlots.apiUpdated,
}));

export { methodNotAllowed as GET, methodNotAllowed as POST, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
