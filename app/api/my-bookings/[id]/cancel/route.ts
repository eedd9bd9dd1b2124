import { apiRoute } from "@/lib/http/api";
import { formatPrice } from "@/lib/format/money";
import { actorOf } from "@/lib/server/auth/actor";
import { cancellationMessage, cancelMyBooking } from "@/lib/server/bookings/cancel-booking";

/**
 * The customer cancels their own booking: 200 with the booking (`status: "cancel"`,
 * `payment: "refunded"` when it had been paid); 409 for a paid booking inside the
 * notice window, after its start, or already cancelled. No body needed.
 */
export const POST = apiRoute<{ id: string }>(async (request, { id }) => {
  const result = await cancelMyBooking(await actorOf(request), id);
  return { data: result.booking, message: cancellationMessage(result, formatPrice(result.booking.amount_paid, result.booking.currency), "customer") };
});

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
