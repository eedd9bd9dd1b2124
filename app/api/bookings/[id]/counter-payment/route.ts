import { apiRoute, body } from "@/lib/http/api";
import { formatPrice } from "@/lib/format/money";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { recordCounterPayment } from "@/lib/server/bookings/counter-payment";

/**
 * `{ "method": "cash" | "card" | "wallet", "amount": number }` (admin): records what the customer paid at the counter
 * (a booking paid at the shop, or the rest after a deposit), at most the booking's price; a booking paid at the shop then
 * reads paid. 409 for a booking with nothing due at the shop, one not confirmed or completed, or one already recorded.
 */
export const POST = apiRoute<{ id: string }>(async (request, { id }) => {
  const booking = await recordCounterPayment(await actorOf(request), id, body(request));
  const paid = booking.paidAtShop!;
  return { data: booking, message: messages.paymentsAtShop.recorded(formatPrice(paid.amount, booking.currency), messages.paymentsAtShop.methods[paid.method]) };
});

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
