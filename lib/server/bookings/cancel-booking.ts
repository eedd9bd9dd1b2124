import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { messages } from "@/lib/messages";
import { pagesShowing } from "@/lib/server/cache";
import { now as clockNow } from "@/lib/server/clock";
import { transaction } from "@/lib/server/database/transaction";
import { conflict, isAppError, notFound, tooLate } from "@/lib/errors";
import { eventActor, eventsRecorded, recordEvent, slotRef, SYSTEM, type EventActor, type RefundDecision } from "@/lib/server/events/record-event";
import { refreshSlot } from "@/lib/server/bays/occupancy";
import { releaseHold } from "@/lib/server/holds/release-holds";
import { recordOperation } from "@/lib/server/operation";
import { providerNamed } from "@/lib/server/payments/provider";
import { refundsOnline } from "@/lib/server/payments/refundable";
import { refundBooking } from "@/lib/server/refunds/refund-booking";
import { adminCancelSchema } from "@/lib/validation/booking";
import { bookingDetail, type BookingDetailDto } from "./booking-details";
import { bookingInclude } from "./booking-dto";
import { paidDeposit } from "./booking-status";
import { bookingWireStatus } from "./booking-status";
import { bookingRules, noticeStanding } from "./notice";

const bookingChangesText = messages.bookingChanges;


/** A customer's lookup finds only their own booking (another's is not found); an admin's is by id alone. */
export const ownedBy = (customerId: string | null) => (customerId ? Prisma.sql`AND "customerId" = ${customerId}::uuid` : Prisma.empty);

type Cancellation = {
  by: EventActor;
  /** A customer cancelling their own booking: the notice window applies, and a payment is always refunded. */
  asCustomer: boolean;
  refund: boolean;
  reason: string | null;
  /** Only a booking still awaiting payment (the shop releasing a hold): a paid one is refused and left as it is. */
  holdOnly?: boolean;
};

export type CancelResult = { booking: BookingDetailDto; refund: RefundDecision; refunded: boolean };

/**
 * Cancels a booking: the booking row is locked, its state checked, the slot
 * freed and the event recorded in one transaction, so that of two cancels at
 * once (two instances, a double click) one cancels and the other finds it
 * cancelled (409). A booking awaiting payment releases its hold and closes
 * its checkout; a paid one is refunded at once when its cancellation calls
 * for it (if the provider fails, the retry job refunds it later).
 */
async function cancel(bookingId: string, customerId: string | null, request: Cancellation, now: Date): Promise<{ refund: RefundDecision; checkout: { provider: string | null; sessionId: string } | null }> {
  const { noticeHours: hours, settleGraceHours } = await bookingRules();
  const outcome = await transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM "Booking" WHERE id = ${bookingId}::uuid ${ownedBy(customerId)} FOR NO KEY UPDATE`;
    if (locked.length === 0) throw notFound(bookingChangesText.notFound);
    const booking = await tx.booking.findUniqueOrThrow({ where: { id: bookingId }, include: bookingInclude });

    const status = bookingWireStatus(booking, booking.slot.endsAt, now, settleGraceHours);
    if (status === "cancel") throw conflict(bookingChangesText.alreadyCancelled);
    if (request.holdOnly && status !== "pending") throw conflict(messages.holds.notAHold);
    const cause = request.asCustomer ? "customer" : "admin";

    if (booking.status === "pending") {
      // Awaiting payment: its customer may drop it at any time. Cars paid together are held by one checkout: they are let go together.
      const group = booking.checkoutGroupId ? await tx.checkoutGroup.findUniqueOrThrow({ where: { id: booking.checkoutGroupId }, include: { bookings: { select: { id: true } } } }) : null;
      for (const { id } of group?.bookings ?? [booking]) await releaseHold(tx, id, now, { actor: request.by, cause, reason: request.reason });
      const sessionId = group ? group.paymentSessionId : booking.paymentSessionId;
      return { refund: "none" as const, checkout: sessionId ? { provider: booking.paymentProvider, sessionId } : null };
    }
    // A booking paid with a deposit may be cancelled inside the notice window too, its deposit kept (docs/payments.md).
    let keepDeposit = false;
    if (request.asCustomer) {
      if (status !== "confirm") throw tooLate(bookingChangesText.ended);
      const standing = noticeStanding(booking.slot.startsAt, now, hours);
      if (standing === "started") throw tooLate(bookingChangesText.started);
      if (standing === "inside-window" && !paidDeposit(booking)) throw tooLate(bookingChangesText.insideNotice(hours));
      keepDeposit = standing === "inside-window";
    }

    // Money no provider can give back is owed by hand: said so, never promised as automatic.
    const refund: RefundDecision = booking.payment !== "paid" ? "none" : !request.refund || keepDeposit ? "waived" : refundsOnline(booking) ? "due" : "by-hand";
    await tx.booking.update({ where: { id: booking.id }, data: { status: "cancel", calendarSequence: { increment: 1 }, ...(refund === "by-hand" && { refundByHand: true }), ...(refund === "due" && { refundDue: "cancelled" }) } });
    await refreshSlot(tx, booking.slotId, now);
    await recordEvent(tx, {
      type: "booking.cancelled",
      bookingId: booking.id,
      actor: request.by,
      payload: { cause, reason: request.reason, refund, wasConfirmed: true, slot: slotRef(booking.slot) },
      at: now,
    });
    return { refund, checkout: null };
  });
  await eventsRecorded();
  return outcome;
}

async function cancelAndSettle(bookingId: string, customerId: string | null, request: Cancellation, viewer: { id: string; role: "admin" | "user" }): Promise<CancelResult> {
  const now = clockNow();
  const { refund, refunded } = await cancelAndRefund(bookingId, customerId, request, now);
  pagesShowing.bookings();
  const booking = await bookingDetail(bookingId, viewer, now);
  if (!booking) throw notFound(bookingChangesText.notFound);
  return { booking, refund, refunded };
}

/** Cancels, closes an open checkout, and refunds at once when the cancellation calls for it. */
async function cancelAndRefund(bookingId: string, customerId: string | null, request: Cancellation, now: Date): Promise<{ refund: RefundDecision; refunded: boolean }> {
  const { refund, checkout } = await cancel(bookingId, customerId, request, now);
  if (checkout) {
    // Nobody can pay for it any more (it would also end on its own when the hold runs out).
    await providerNamed(checkout.provider)
      ?.expireCheckout(checkout.sessionId)
      .catch((error) => console.error(`Could not close checkout ${checkout.sessionId}`, error));
  }
  let refunded = false;
  if (refund === "due") {
    // Spotless gives the money back on a customer's cancellation; an admin who chose to refund did it.
    refunded = await refundBooking(bookingId, request.asCustomer ? SYSTEM : request.by, now).then(
      (outcome) => outcome === "refunded",
      (error) => {
        console.error(`Refund of booking ${bookingId} failed; the retry job tries again`, error);
        return false;
      },
    );
  }
  return { refund, refunded };
}

/**
 * The shop cancels a booking because it cancels the booking's slot (Slot
 * Management's bulk change): as an admin's cancellation with a refund, so
 * the customer is told and a paid booking refunded. A booking already
 * cancelled is left as it is (false).
 */
export async function cancelBookingForSlot(bookingId: string, admin: { id: string; role: "admin" | "user" }, reason: string | null): Promise<boolean> {
  try {
    await cancelAndRefund(bookingId, null, { by: eventActor(admin), asCustomer: false, refund: true, reason }, clockNow());
    return true;
  } catch (error) {
    if (isAppError(error, "conflict")) return false;
    throw error;
  }
}

/** `POST /api/my-bookings/{id}/cancel` and My Bookings' Cancel: the customer cancels their own booking. */
export const cancelMyBooking = recordOperation({ permission: "bookings.changeOwn" }, (id, _input, customer) =>
  cancelAndSettle(id, customer.id, { by: eventActor(customer), asCustomer: true, refund: true, reason: null }, customer),
);

/** `POST /api/bookings/{id}/cancel` and Booking Management: an admin cancels any booking, at any time, refunding it or not, with a reason. */
export const cancelBookingAsAdmin = recordOperation({ permission: "bookings.manage", input: adminCancelSchema }, (id, input, admin) =>
  cancelAndSettle(id, null, { by: eventActor(admin), asCustomer: false, refund: input.refund, reason: input.reason }, admin),
);

/**
 * `POST /api/bookings/{id}/release` and the Holds page's Release (admin): the
 * shop ends a hold it judges taken to block the schedule. Only a booking still
 * awaiting payment (409 otherwise, and nothing changes); its customer is told
 * why, and it counts as a hold they gave up (holds/allowance.ts).
 */
export const releaseHoldAsAdmin = recordOperation({ permission: "bookings.manage" }, (id, _input, admin) =>
  cancelAndSettle(id, null, { by: eventActor(admin), asCustomer: false, refund: false, reason: messages.holds.releasedReason, holdOnly: true }, admin),
);

/** The message that goes with a cancellation's answer (`viewer`: who reads it; a refund by hand is the shop's to make). */
export function cancellationMessage(result: CancelResult, amount: string, viewer: "admin" | "customer" = "admin"): string {
  if (result.refund === "by-hand") return viewer === "admin" ? bookingChangesText.cancelledRefundByHand(amount) : bookingChangesText.cancelledRefundByShop(amount);
  if (result.refund !== "due") return bookingChangesText.cancelled;
  return result.refunded ? bookingChangesText.cancelledRefunded(amount) : bookingChangesText.cancelledRefundPending;
}
