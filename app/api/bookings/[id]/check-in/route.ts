import { apiRoute } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { checkInBooking } from "@/lib/server/bookings/set-booking-status";

/** Admins: the customer of a paid, confirmed booking has come (from its day on; 409 otherwise). Checking in again changes nothing. */
export const POST = apiRoute<{ id: string }>(async (request, { id }) => ({
  data: await checkInBooking(await actorOf(request), id),
  message: messages.bookingChanges.checkedIn,
}));

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
