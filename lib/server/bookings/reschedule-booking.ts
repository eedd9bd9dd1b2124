import "server-only";
import { messages } from "@/lib/messages";
import { pagesShowing } from "@/lib/server/cache";
import { now as clockNow } from "@/lib/server/clock";
import { isCheckViolation, isExclusionViolation, isUniqueViolation } from "@/lib/server/database/prisma-errors";
import { refreshSlot, takeFreeBay } from "@/lib/server/bays/occupancy";
import { transaction } from "@/lib/server/database/transaction";
import { conflict, invalid, notFound, tooLate } from "@/lib/errors";
import { eventActor, eventsRecorded, recordEvent, slotRef } from "@/lib/server/events/record-event";
import { cancelLapsedHolds } from "@/lib/server/holds/release-holds";
import { recordOperation } from "@/lib/server/operation";
import { rescheduleSchema } from "@/lib/validation/booking";
import { bookingDetail, type BookingDetailDto } from "./booking-details";
import { bookingInclude } from "./booking-dto";
import { bookingWireStatus } from "./booking-status";
import { ownedBy } from "./cancel-booking";
import { bookingRules, noticeStanding } from "./notice";
import { bayWords } from "@/lib/server/settings/business-settings";

const bookingChangesText = messages.bookingChanges;

/**
 * `POST /api/my-bookings/{id}/reschedule` and the Reschedule page: a
 * customer moves their confirmed booking to another bookable slot of the same
 * service, outside the notice window, and only to a slot that is itself
 * outside it (that moment included). One transaction takes a place of the
 * new slot and a free bay over its time (under the slot's row lock, as
 * booking does, so that a move and customers racing for the last place never
 * overfill it), frees the old place and bay, raises the calendar SEQUENCE and records the event;
 * or, if anything fails, changes nothing. The price stays as paid.
 */
export const rescheduleMyBooking = recordOperation({ permission: "bookings.changeOwn", input: rescheduleSchema }, async (id, input, customer): Promise<BookingDetailDto> => {
  const now = clockNow();
  const { noticeHours: hours, settleGraceHours } = await bookingRules();
  // Read before the transaction (as in create-booking.ts): not a settings reload while holding two slots' locks.
  const noFreeBay = messages.bays.noFreeBay(await bayWords());
  try {
    await transaction(async (tx) => {
      const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Booking" WHERE id = ${id}::uuid ${ownedBy(customer.id)} FOR NO KEY UPDATE`;
      if (locked.length === 0) throw notFound(bookingChangesText.notFound);
      const booking = await tx.booking.findUniqueOrThrow({ where: { id }, include: bookingInclude });

      // The request first (an unknown slot, one of another service), then the booking's state.
      const target = await tx.slot.findUnique({ where: { id: input.slot }, include: { service: true } });
      if (!target || target.service.isDeleted) throw notFound(messages.api.slotNotFound);
      if (target.serviceId !== booking.serviceId) throw invalid(bookingChangesText.otherService, [{ field: "slot", message: bookingChangesText.otherService }]);

      const status = bookingWireStatus(booking, booking.slot.endsAt, now, settleGraceHours);
      if (status === "cancel") throw conflict(bookingChangesText.alreadyCancelled);
      if (status === "pending") throw conflict(bookingChangesText.onlyConfirmedMove);
      if (status !== "confirm") throw tooLate(bookingChangesText.ended);
      const standing = noticeStanding(booking.slot.startsAt, now, hours);
      if (standing === "started") throw tooLate(bookingChangesText.started);
      if (standing === "inside-window") throw tooLate(bookingChangesText.insideNotice(hours));
      if (target.id === booking.slotId) throw conflict(bookingChangesText.sameSlot);
      // Moved inside the notice window, a booking could no longer be cancelled or moved online: customers move only to times outside it.
      if (noticeStanding(target.startsAt, now, hours) === "inside-window") throw tooLate(bookingChangesText.targetInsideNotice(hours));

      // Both slots' rows, in one order (two moves between the same slots never wait on each other).
      await tx.$queryRaw`SELECT id FROM "Slot" WHERE id IN (${booking.slotId}::uuid, ${target.id}::uuid) ORDER BY id FOR NO KEY UPDATE`;
      await cancelLapsedHolds(tx, target.id, now, booking.extraMinutes);
      const fresh = await tx.slot.findUniqueOrThrow({ where: { id: target.id } });
      const live = await tx.booking.count({ where: { slotId: target.id, status: { in: ["pending", "confirm"] } } });
      if (fresh.startsAt <= now) throw conflict(bookingChangesText.slotStarted);
      if (fresh.status === "cancel") throw conflict(bookingChangesText.slotUnavailable);
      if (fresh.status !== "available" || (fresh.heldUntil && fresh.heldUntil > now) || live >= fresh.capacity) throw conflict(bookingChangesText.slotTaken);

      // The booking takes a free bay over the new time, for its own length (its class and add-ons are kept; its own bay
      // counts as free: it leaves the old time).
      const bay = await takeFreeBay(tx, target.id, booking.extraMinutes, id);
      if (!bay) throw conflict(noFreeBay);
      const [moved] = await tx.$queryRaw<{ calendarSequence: number }[]>`
        UPDATE "Booking" k SET "slotId" = ${target.id}::uuid, "calendarSequence" = k."calendarSequence" + 1,
          "bayId" = ${bay.bayId}::uuid, "occupiedFrom" = ${bay.occupiedFrom}, "occupiedUntil" = ${bay.occupiedUntil}, "updatedAt" = ${now}
        WHERE k.id = ${id}::uuid
        RETURNING k."calendarSequence"`;
      await refreshSlot(tx, booking.slotId, now);
      await refreshSlot(tx, target.id, now);
      await recordEvent(tx, {
        type: "booking.rescheduled",
        bookingId: id,
        actor: eventActor(customer),
        payload: { from: slotRef(booking.slot), to: slotRef(target), sequence: moved.calendarSequence },
        at: now,
      });
    });
  } catch (error) {
    // The database refused it: the slot filled, or the bay was taken, a moment ago.
    if (isCheckViolation(error, "Booking_within_capacity") || isExclusionViolation(error, "Booking_bay_no_overlap") || isUniqueViolation(error)) throw conflict(bookingChangesText.slotTaken);
    throw error;
  }
  await eventsRecorded();
  pagesShowing.bookings();
  const detail = await bookingDetail(id, customer, now);
  if (!detail) throw notFound(bookingChangesText.notFound);
  return detail;
});
