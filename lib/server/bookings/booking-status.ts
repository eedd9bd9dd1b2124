import type { BookingStatus, Prisma } from "@/lib/generated/prisma/client";
import type { BookingStatusValue } from "@/lib/validation/booking";

type StoredBooking = { status: BookingStatus; holdExpiresAt: Date | null };

/** The stored status as the wire spells it (the database's `no_show` is `no-show`). */
export const wireStatusOf = (status: BookingStatus): BookingStatusValue => (status === "no_show" ? "no-show" : status);

/**
 * A booking's status as customers and clients see it. The stored row may lag
 * behind the clock: a hold that ran out before the job that releases holds
 * came by is already 'cancel', and a confirmed booking whose slot has ended is
 * 'complete' before the job that completes bookings marks it
 * (docs/product-decisions.md, booking status on the wire).
 */
export function bookingWireStatus(booking: StoredBooking, slotEndsAt: Date, now: Date): BookingStatusValue {
  if (booking.status === "pending" && (!booking.holdExpiresAt || booking.holdExpiresAt <= now)) return "cancel";
  if (booking.status === "confirm" && slotEndsAt <= now) return "complete";
  return wireStatusOf(booking.status);
}

/** The rows whose wire status (above) is `status`, as a database condition. */
export function bookingStatusWhere(status: BookingStatusValue, now: Date): Prisma.BookingWhereInput {
  switch (status) {
    case "pending":
      return { status: "pending", holdExpiresAt: { gt: now } };
    case "cancel":
      return { OR: [{ status: "cancel" }, { status: "pending", OR: [{ holdExpiresAt: null }, { holdExpiresAt: { lte: now } }] }] };
    case "confirm":
      return { status: "confirm", slot: { endsAt: { gt: now } } };
    case "complete":
      return { OR: [{ status: "complete" }, { status: "confirm", slot: { endsAt: { lte: now } } }] };
    case "no-show":
      return { status: "no_show" };
  }
}
