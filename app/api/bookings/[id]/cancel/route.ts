import { apiRoute, body } from "@/lib/http/api";
import { formatPrice } from "@/lib/format/money";
import { actorOf } from "@/lib/server/auth/actor";
import { cancelBookingAsAdmin, cancellationMessage } from "@/lib/server/bookings/cancel-booking";

/** `{ "refund": boolean, "reason": string }` (admin): cancels any booking at any time; the customer's email quotes the reason. 409 if already cancelled. */
export const POST = apiRoute<{ id: string }>(async (request, { id }) => {
  const result = await cancelBookingAsAdmin(await actorOf(request), id, body(request));
  return { data: result.booking, message: cancellationMessage(result, formatPrice(result.booking.amount_paid, result.booking.currency)) };
});

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
