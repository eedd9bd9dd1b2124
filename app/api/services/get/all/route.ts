import { apiRoute, query } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { listSlotsForAdmin } from "@/lib/server/slots/manage-slots";

/** Slot Management's table (admin): every slot of a live service, paged. */
export const GET = apiRoute(async (request) => {
  const { slots, total } = await listSlotsForAdmin(await actorOf(request), query(request));
  return { data: slots, totalDoc: total, message: messages.api.slotsFetched };
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
