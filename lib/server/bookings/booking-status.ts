import type { BookingStatus, Prisma } from "@/lib/generated/prisma/client";
import type { BookingStatusValue } from "@/lib/validation/booking";
import { bookedToPayAtShop } from "@/lib/format/booking-items";

type StoredBooking = { status: BookingStatus; holdExpiresAt: Date | null; checkedInAt: Date | null };

const HOUR = 3_600_000;

/** The stored status as the wire spells it (the database's `no_show` is `no-show`). */
export const wireStatusOf = (status: BookingStatus): BookingStatusValue => (status === "no_show" ? "no-show" : status);

/**
 * Whether a confirmed booking whose slot has ended counts as completed without the shop saying so:
 * its customer was checked in, or the shop's grace for settling it (`settleGraceHours`, 0: none) has passed.
 */
const completedByTime = (booking: StoredBooking, slotEndsAt: Date, now: Date, settleGraceHours: number) =>
  booking.checkedInAt !== null || slotEndsAt.getTime() + settleGraceHours * HOUR <= now.getTime();

/**
 * A booking's status as customers and clients see it. The stored row may lag
 * behind the clock: a hold that ran out before the job that releases holds
 * came by is already 'cancel', and a confirmed booking whose slot has ended is
 * 'complete' (once checked in, or once the shop's grace for settling it has
 * passed) before the job that completes bookings marks it. Until then an ended
 * booking stays 'confirm', awaiting the shop's word (awaitsSettling)
 * (docs/product-decisions.md, booking status on the wire).
 */
export function bookingWireStatus(booking: StoredBooking, slotEndsAt: Date, now: Date, settleGraceHours: number): BookingStatusValue {
  if (booking.status === "pending" && (!booking.holdExpiresAt || booking.holdExpiresAt <= now)) return "cancel";
  if (booking.status === "confirm" && slotEndsAt <= now && completedByTime(booking, slotEndsAt, now, settleGraceHours)) return "complete";
  return wireStatusOf(booking.status);
}

/** A confirmed booking whose slot has ended and that waits for the shop to mark it completed or a no-show. */
export function awaitsSettling(booking: StoredBooking, slotEndsAt: Date, now: Date, settleGraceHours: number): boolean {
  return booking.status === "confirm" && slotEndsAt <= now && !completedByTime(booking, slotEndsAt, now, settleGraceHours);
}

/** The rows whose wire status (above) is `status`, as a database condition. */
export function bookingStatusWhere(status: BookingStatusValue, now: Date, settleGraceHours: number): Prisma.BookingWhereInput {
  const graceEnded = new Date(now.getTime() - settleGraceHours * HOUR);
  switch (status) {
    case "pending":
      return { status: "pending", holdExpiresAt: { gt: now } };
    case "cancel":
      return { OR: [{ status: "cancel" }, { status: "pending", OR: [{ holdExpiresAt: null }, { holdExpiresAt: { lte: now } }] }] };
    // Without a grace, every ended booking is complete (checked in or not).
    case "confirm":
      if (settleGraceHours === 0) return { status: "confirm", slot: { endsAt: { gt: now } } };
      return { status: "confirm", OR: [{ slot: { endsAt: { gt: now } } }, { checkedInAt: null, slot: { endsAt: { gt: graceEnded } } }] };
    case "complete":
      if (settleGraceHours === 0) return { OR: [{ status: "complete" }, { status: "confirm", slot: { endsAt: { lte: now } } }] };
      return { OR: [{ status: "complete" }, { status: "confirm", slot: { endsAt: { lte: now } }, OR: [{ checkedInAt: { not: null } }, { slot: { endsAt: { lte: graceEnded } } }] }] };
    case "no-show":
      return { status: "no_show" };
  }
}

/** Paid online, and only a deposit of it: the rest was left for the shop (not a booking paid at the shop, which asked nothing online). */
export const paidDeposit = (booking: { payment: string; amountDueAtShopCents: number; amountDueOnlineCents: number | null }) =>
  booking.payment === "paid" && booking.amountDueAtShopCents > 0 && !bookedToPayAtShop(booking);

/** A booking that stands: paid and confirmed, or booked to pay at the shop (confirmed with nothing due online). */
export const standsConfirmed = (booking: { status: string; payment: string; amountDueOnlineCents: number | null }) =>
  booking.status !== "pending" && (booking.payment === "paid" || bookedToPayAtShop(booking));
