import "server-only";
import { messages } from "@/lib/messages";
import { pagesShowing } from "@/lib/server/cache";
import { now as clockNow } from "@/lib/server/clock";
import { transaction, type Tx } from "@/lib/server/database/transaction";
import type { Prisma } from "@/lib/generated/prisma/client";
import { conflict, notFound } from "@/lib/errors";
import { eventActor, eventsRecorded, recordEvent } from "@/lib/server/events/record-event";
import { recordOperation } from "@/lib/server/operation";
import { bookingStatusChangeSchema } from "@/lib/validation/booking";
import { isoDateOf, todayIn } from "@/lib/format/time";
import { businessTimeZone } from "@/lib/server/settings/business-settings";
import { bookingDetail, type BookingDetailDto } from "./booking-details";
import { standsConfirmed } from "./booking-status";

const bookingChangesText = messages.bookingChanges;

type Actor = Parameters<typeof eventActor>[0];
type LockedBooking = Prisma.BookingGetPayload<{ include: { slot: true } }>;

/**
 * A staff member's change to one booking, under its row lock: `change`
 * checks the booking and writes what it does (false when there is nothing
 * to change), then the pages are refreshed and the booking answered.
 */
async function changeLockedBooking(id: string, admin: Actor, now: Date, change: (tx: Tx, booking: LockedBooking) => Promise<boolean>): Promise<BookingDetailDto> {
  const changed = await transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Booking" WHERE id = ${id}::uuid FOR NO KEY UPDATE`;
    if (locked.length === 0) throw notFound(bookingChangesText.notFound);
    const booking = await tx.booking.findUniqueOrThrow({ where: { id }, include: { slot: true } });
    if (booking.status === "cancel") throw conflict(bookingChangesText.alreadyCancelled);
    return change(tx, booking);
  });
  if (changed) {
    await eventsRecorded();
    pagesShowing.bookings();
  }
  const detail = await bookingDetail(id, admin, now);
  if (!detail) throw notFound(bookingChangesText.notFound);
  return detail;
}

/**
 * `PUT /api/bookings/{id}/status` and Booking Management: once its slot has
 * started, an admin marks a paid booking completed or a no-show (and may
 * correct one into the other; the job that completes ended bookings does
 * not overrule a no-show). Marking what it already is changes nothing.
 */
export const setBookingStatus = recordOperation({ permission: "bookings.manage", input: bookingStatusChangeSchema }, async (id, input, admin): Promise<BookingDetailDto> => {
  const now = clockNow();
  const target = input.status === "no-show" ? ("no_show" as const) : ("complete" as const);
  return changeLockedBooking(id, admin, now, async (tx, booking) => {
    if (!standsConfirmed(booking)) throw conflict(bookingChangesText.notPaid);
    if (booking.slot.startsAt > now) throw conflict(bookingChangesText.notStarted);
    if (booking.status === target) return false;
    await tx.booking.update({ where: { id }, data: { status: target } });
    await recordEvent(tx, { type: target === "no_show" ? "booking.no-show" : "booking.completed", bookingId: id, actor: eventActor(admin), payload: {}, at: now });
    return true;
  });
});

/**
 * `POST /api/bookings/{id}/check-in` and the counter's Check in: the customer
 * of a paid, confirmed booking has come, from the day of its slot (the
 * shop's calendar) on. It then completes as soon as its slot ends, without
 * waiting for the shop's grace for settling. Checking in again changes
 * nothing.
 */
export const checkInBooking = recordOperation({ permission: "bookings.manage" }, async (id, _input, admin): Promise<BookingDetailDto> => {
  const now = clockNow();
  const today = todayIn(await businessTimeZone(), now);
  return changeLockedBooking(id, admin, now, async (tx, booking) => {
    if (!standsConfirmed(booking)) throw conflict(bookingChangesText.checkInNotPaid);
    if (booking.status !== "confirm") throw conflict(bookingChangesText.checkInSettled);
    if (isoDateOf(booking.slot.date) > today) throw conflict(bookingChangesText.checkInTooEarly);
    if (booking.checkedInAt) return false;
    await tx.booking.update({ where: { id }, data: { checkedInAt: now } });
    await recordEvent(tx, { type: "booking.checked-in", bookingId: id, actor: eventActor(admin), payload: {}, at: now });
    return true;
  });
});
