import "server-only";
import { dollarsToCents, formatPrice } from "@/lib/format/money";
import { messages } from "@/lib/messages";
import { pagesShowing } from "@/lib/server/cache";
import { now as clockNow } from "@/lib/server/clock";
import { transaction } from "@/lib/server/database/transaction";
import { conflict, invalid, notFound } from "@/lib/errors";
import { eventActor, eventsRecorded, recordEvent, slotRef } from "@/lib/server/events/record-event";
import { recordOperation } from "@/lib/server/operation";
import { counterPaymentSchema } from "@/lib/validation/booking";
import { bookingDetail, type BookingDetailDto } from "./booking-details";
import { COUNTER } from "./create-booking";

const atShopText = messages.paymentsAtShop;

/**
 * `POST /api/bookings/{id}/counter-payment` and the booking's admin page: the customer paid at the counter (cash, card
 * or a mobile wallet) what was due at the shop: the whole price of a booking made to pay at the shop, or the rest after
 * a deposit. The admin records how much (at most the booking's price: the counter may round or discount) and how,
 * once, for a booking that stands (confirmed or completed). A booking paid at the shop then reads paid; a deposit's
 * booking was paid already. The event is its history (no email: its confirmation went when it was booked).
 */
export const recordCounterPayment = recordOperation({ permission: "bookings.manage", input: counterPaymentSchema }, async (id, input, admin): Promise<BookingDetailDto> => {
  const now = clockNow();
  await transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Booking" WHERE id = ${id}::uuid FOR NO KEY UPDATE`;
    if (locked.length === 0) throw notFound(messages.bookingChanges.notFound);
    const booking = await tx.booking.findUniqueOrThrow({ where: { id }, include: { slot: true } });
    if (booking.paidAtShopAt) throw conflict(atShopText.alreadyRecorded);
    if (booking.status !== "confirm" && booking.status !== "complete") throw conflict(atShopText.notLive);
    if (booking.amountDueAtShopCents <= 0) throw conflict(atShopText.nothingDue);
    const cents = dollarsToCents(input.amount);
    if (cents > booking.amountCents) {
      throw invalid(messages.forms.checkFields, [{ field: "amount", message: atShopText.amountTooLarge(formatPrice(booking.amountCents / 100, booking.currency)) }]);
    }
    // Paid at the shop with nothing online: paid now. A deposit's booking was paid (online) already.
    const paidNow = booking.payment === "pending";
    await tx.booking.update({
      where: { id },
      data: { paidAtShopCents: cents, paidAtShopMethod: input.method, paidAtShopAt: now, ...(paidNow && { payment: "paid", paidAt: now }) },
    });
    await recordEvent(tx, {
      type: "booking.paid",
      bookingId: id,
      actor: eventActor(admin),
      payload: { amountCents: cents, provider: COUNTER, method: input.method, atShop: true, slot: slotRef(booking.slot), confirmed: false },
      at: now,
    });
  });
  await eventsRecorded();
  pagesShowing.bookings();
  const detail = await bookingDetail(id, admin, now);
  if (!detail) throw notFound(messages.bookingChanges.notFound);
  return detail;
});
