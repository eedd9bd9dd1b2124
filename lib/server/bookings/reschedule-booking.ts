import "server-only";
import { messages } from "@/lib/messages";
import { pagesShowing } from "@/lib/server/cache";
import { now as clockNow } from "@/lib/server/clock";
import { isUniqueViolation } from "@/lib/server/database/prisma-errors";
import { transaction } from "@/lib/server/database/transaction";
import { conflict, invalid, notFound, tooLate } from "@/lib/server/errors";
import { actorOf, eventsRecorded, recordEvent, slotRef } from "@/lib/server/events/events";
import { cancelLapsedHolds } from "@/lib/server/holds/holds";
import { recordOperation } from "@/lib/server/operation";
import { rescheduleSchema } from "@/lib/validation/booking";
import { bookingDetail, type BookingDetailDto } from "./booking-details";
import { bookingInclude } from "./booking-dto";
import { bookingWireStatus } from "./booking-status";
import { ownedBy } from "./cancel-booking";
import { noticeHours, noticeStanding } from "./notice";

const c = messages.bookingChanges;

/**
 * `POST /api/my-bookings/{id}/reschedule` and the Reschedule page: a
 * customer moves their confirmed booking to another bookable slot of the same
 * service, outside the notice window. One transaction takes the new slot
 * (the same conditional update of the slot row that booking uses, so of a
 * move and any number of customers racing for that slot exactly one gets
 * it), frees the old one, raises the calendar SEQUENCE and records the event;
 * or, if anything fails, changes nothing. The price stays as paid.
 */
export const rescheduleMyBooking = recordOperation({ permission: "bookings.changeOwn", input: rescheduleSchema }, async (id, input, customer): Promise<BookingDetailDto> => {
  const now = clockNow();
  const hours = await noticeHours();
  try {
    await transaction(async (tx) => {
      const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Booking" WHERE id = ${id}::uuid ${ownedBy(customer.id)} FOR NO KEY UPDATE`;
      if (locked.length === 0) throw notFound(c.notFound);
      const booking = await tx.booking.findUniqueOrThrow({ where: { id }, include: bookingInclude });

      // The request first (an unknown slot, one of another service), then the booking's state.
      const target = await tx.slot.findUnique({ where: { id: input.slot }, include: { service: true } });
      if (!target || target.service.isDeleted) throw notFound(messages.api.slotNotFound);
      if (target.serviceId !== booking.serviceId) throw invalid(c.otherService, [{ field: "slot", message: c.otherService }]);

      const status = bookingWireStatus(booking, booking.slot.endsAt, now);
      if (status === "cancel") throw conflict(c.alreadyCancelled);
      if (status === "pending") throw conflict(c.onlyConfirmedMove);
      if (status !== "confirm") throw tooLate(c.ended);
      const standing = noticeStanding(booking.slot.startsAt, now, hours);
      if (standing === "started") throw tooLate(c.started);
      if (standing === "inside-window") throw tooLate(c.insideNotice(hours));
      if (target.id === booking.slotId) throw conflict(c.sameSlot);

      await cancelLapsedHolds(tx, target.id, now);
      const taken = await tx.$executeRaw`
        UPDATE "Slot" SET status = 'booked', "heldUntil" = NULL, "updatedAt" = ${now}
        WHERE id = ${target.id}::uuid AND status = 'available' AND ("heldUntil" IS NULL OR "heldUntil" <= ${now}) AND "startsAt" > ${now}`;
      if (taken === 0) throw conflict(target.startsAt <= now ? c.slotStarted : target.status === "cancel" ? c.slotUnavailable : c.slotTaken);

      const moved = await tx.booking.update({ where: { id }, data: { slotId: target.id, calendarSequence: { increment: 1 } } });
      await tx.slot.updateMany({ where: { id: booking.slotId, status: "booked" }, data: { status: "available", heldUntil: null } });
      await recordEvent(tx, {
        type: "booking.rescheduled",
        bookingId: id,
        actor: actorOf(customer),
        payload: { from: slotRef(booking.slot), to: slotRef(target), sequence: moved.calendarSequence },
        at: now,
      });
    });
  } catch (error) {
    // Another live booking of that slot (the database's one-per-slot index): someone took it first.
    if (isUniqueViolation(error, "Booking_one_active_per_slot")) throw conflict(c.slotTaken);
    throw error;
  }
  await eventsRecorded();
  pagesShowing.bookings();
  const detail = await bookingDetail(id, customer, now);
  if (!detail) throw notFound(c.notFound);
  return detail;
});
