import { apiRoute } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { getBooking } from "@/lib/server/bookings/booking-details";

/** Any booking (admin), with its `history`. */
export const GET = apiRoute<{ id: string }>(async (request, { id }) => ({
  data: await getBooking(await actorOf(request), id),
  message: messages.bookingChanges.fetched,
}));

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
