import { apiRoute, body } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { rescheduleMyBooking } from "@/lib/server/bookings/reschedule-booking";

/**
 * `{ "slot": id }`: the customer moves their confirmed booking to another slot of the
 * same service. 200 with the booking on the new slot; 409 if that slot cannot be
 * booked or inside the notice window; 400 for a slot of another service.
 */
export const POST = apiRoute<{ id: string }>(async (request, { id }) => ({
  data: await rescheduleMyBooking(await actorOf(request), id, body(request)),
  message: messages.bookingChanges.rescheduled,
}));

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
