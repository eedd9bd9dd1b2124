import { fileRoute, query } from "@/lib/http/api";
import { actorOf } from "@/lib/server/auth/actor";
import { exportBookings } from "@/lib/server/bookings/export-bookings";

/** Admins: the bookings whose slots fall from `from` to `to` (YYYY-MM-DD, both required), as a CSV download. */
export const GET = fileRoute(async (request) => {
  const { filename, lines } = await exportBookings(await actorOf(request), query(request));
  return { filename, contentType: "text/csv; charset=utf-8", lines };
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
