import { apiRoute, body } from "@/lib/http/api";
import { formatPrice } from "@/lib/format/money";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { recordManualRefund } from "@/lib/server/bookings/manual-refund";

/**
 * `{ "method": "cash" | "card" | "transfer" | "other", "amount": number, "note"?: string }` (admin):
 * records a refund the shop made by hand, up to what was paid; the booking reads refunded. 409 for a
 * booking that is not paid and cancelled, one already recorded, or one being refunded through the provider.
 */
export const POST = apiRoute<{ id: string }>(async (request, { id }) => {
  const booking = await recordManualRefund(await actorOf(request), id, body(request));
  return { data: booking, message: messages.bookingChanges.refundRecorded(formatPrice(booking.manualRefund!.amount, booking.currency)) };
});

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
