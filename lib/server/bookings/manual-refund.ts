import "server-only";
import { dollarsToCents, formatPrice } from "@/lib/format/money";
import { messages } from "@/lib/messages";
import { pagesShowing } from "@/lib/server/cache";
import { now as clockNow } from "@/lib/server/clock";
import { transaction } from "@/lib/server/database/transaction";
import { conflict, invalid, notFound } from "@/lib/errors";
import { eventActor, eventsRecorded, recordEvent } from "@/lib/server/events/record-event";
import { recordOperation } from "@/lib/server/operation";
import { manualRefundSchema } from "@/lib/validation/booking";
import { bookingDetail, type BookingDetailDto } from "./booking-details";

const bookingChangesText = messages.bookingChanges;

/**
 * `POST /api/bookings/{id}/manual-refund` and the booking's admin page: the
 * shop gave money back by hand (cash, a card terminal, a transfer) and records
 * it, up to what was paid. Only for a paid booking that is cancelled, once,
 * and never while a refund through the provider is under way (it would be
 * paid back twice). The booking reads refunded; the event is its history,
 * and its relay emails the customer that the refund has been recorded. The
 * booking row's change is in the audit log.
 */
export const recordManualRefund = recordOperation({ permission: "bookings.manage", input: manualRefundSchema }, async (id, input, admin): Promise<BookingDetailDto> => {
  const now = clockNow();
  await transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Booking" WHERE id = ${id}::uuid FOR NO KEY UPDATE`;
    if (locked.length === 0) throw notFound(bookingChangesText.notFound);
    const booking = await tx.booking.findUniqueOrThrow({ where: { id } });
    if (booking.manualRefundCents !== null) throw conflict(bookingChangesText.refundAlreadyRecorded);
    if (booking.payment !== "paid" || booking.status !== "cancel") throw conflict(bookingChangesText.refundNotRecordable);
    if (booking.refundDue) throw conflict(bookingChangesText.refundGoingOnline);

    // What was paid: online, a deposit or all of its amount (nothing for a booking paid at the shop), and at the counter.
    const paidCents = (booking.amountDueOnlineCents ?? booking.amountCents) + (booking.paidAtShopCents ?? 0);
    const cents = dollarsToCents(input.amount);
    if (cents > paidCents) {
      throw invalid(messages.forms.checkFields, [{ field: "amount", message: bookingChangesText.refundTooMuch(formatPrice(paidCents / 100, booking.currency)) }]);
    }
    const note = input.note ? input.note : null;
    await tx.booking.update({
      where: { id },
      data: { payment: "refunded", refundByHand: false, manualRefundCents: cents, manualRefundMethod: input.method, manualRefundNote: note, manualRefundAt: now },
    });
    await recordEvent(tx, {
      type: "booking.refunded",
      bookingId: id,
      actor: eventActor(admin),
      payload: { amountCents: cents, currency: booking.currency, provider: "manual", cause: "cancelled", method: input.method, note },
      at: now,
    });
  });
  await eventsRecorded();
  pagesShowing.bookings();
  const detail = await bookingDetail(id, admin, now);
  if (!detail) throw notFound(bookingChangesText.notFound);
  return detail;
});
