import { apiRoute, body } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { setBookingStatus } from "@/lib/server/bookings/set-booking-status";

/** `{ "status": "complete" | "no-show" }` (admin), once the slot has started (409 before). */
export const PUT = apiRoute<{ id: string }>(async (request, { id }) => ({
  data: await setBookingStatus(await actorOf(request), id, body(request)),
  message: messages.bookingChanges.statusUpdated,
}));

export { methodNotAllowed as GET, methodNotAllowed as POST, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
