import { apiRoute, parseQuery } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { requireActor } from "@/lib/server/auth/actor";
import { listMyBookings } from "@/lib/server/bookings/list-bookings";
import { myBookingsQuerySchema } from "@/lib/validation/booking";

/** The caller's own bookings, e.g. `?payment=paid&status=confirm`. */
export const GET = apiRoute(async (request) => {
  const customer = await requireActor(request, "user");
  const bookings = await listMyBookings(parseQuery(request, myBookingsQuerySchema), customer);
  return { data: bookings, totalDoc: bookings.length, message: messages.booking.fetched };
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
