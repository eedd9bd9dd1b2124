import { apiRoute } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { releaseHoldAsAdmin } from "@/lib/server/bookings/cancel-booking";

/** Admins: ends a hold (a booking still awaiting payment) and frees its place; 409 for a booking that is not one. */
export const POST = apiRoute<{ id: string }>(async (request, { id }) => {
  const { booking } = await releaseHoldAsAdmin(await actorOf(request), id);
  return { data: booking, message: messages.holds.apiReleased };
});

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
