import { apiRoute, parseQuery } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { requireActor } from "@/lib/server/auth/actor";
import { listSlotsForAdmin } from "@/lib/server/slots/manage-slots";
import { adminSlotListQuerySchema } from "@/lib/validation/admin";

/** Slot Management's table (admin): every slot of a live service, paged. */
export const GET = apiRoute(async (request) => {
  await requireActor(request, "admin");
  const { slots, total } = await listSlotsForAdmin(parseQuery(request, adminSlotListQuerySchema));
  return { data: slots, totalDoc: total, message: messages.api.slotsFetched };
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
