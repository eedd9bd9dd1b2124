import { apiRoute, body } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { changeSlotRange } from "@/lib/server/slots/slot-range";

/**
 * Cancel or delete many slots (admin): `action` (`cancel` or `delete`), `from`,
 * `to` (the shop's dates), optional `service`, `reason`; 409 naming how many
 * slots and bookings it touches unless `confirm` is true.
 */
export const POST = apiRoute(async (request) => {
  const result = await changeSlotRange(await actorOf(request), body(request));
  return { data: result, message: result.slots === 0 ? messages.adminSlots.rangeNothing : messages.adminSlots.apiRangeChanged };
});

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
