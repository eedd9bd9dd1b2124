import { apiRoute } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { toggleSlotStatus } from "@/lib/server/slots/manage-slots";

/** Cancel an available slot, or make a cancelled one available (admin; no body). */
export const PUT = apiRoute<{ id: string }>(async (request, { id }) => ({
  data: await toggleSlotStatus(await actorOf(request), id),
  message: messages.adminSlots.apiToggled,
}));

export { methodNotAllowed as GET, methodNotAllowed as POST, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
