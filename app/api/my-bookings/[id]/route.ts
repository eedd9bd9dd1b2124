import { apiRoute } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { getMyBooking } from "@/lib/server/bookings/booking-details";

/** One of the caller's own bookings, with its `history` (another customer's booking is 404). */
export const GET = apiRoute<{ id: string }>(async (request, { id }) => ({
  data: await getMyBooking(await actorOf(request), id),
  message: messages.bookingChanges.fetched,
}));

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
