import { apiRoute, query } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { listMyBookings } from "@/lib/server/bookings/list-bookings";

/** The caller's own bookings, e.g. `?payment=paid&status=confirm`. */
export const GET = apiRoute(async (request) => {
  const bookings = await listMyBookings(await actorOf(request), query(request));
  return { data: bookings, totalDoc: bookings.length, message: messages.booking.fetched };
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
