import type { Prisma } from "@/lib/generated/prisma/client";
import type { BookingStatusValue } from "@/lib/validation/booking";

type StoredBooking = { status: BookingStatusValue; holdExpiresAt: Date | null };

/**
 * A booking's status as customers and clients see it. The stored row may lag
 * behind the clock: a hold that ran out without any webhook is already
 * 'cancel', and a confirmed booking whose slot has ended is 'complete'
 * (docs/product-decisions.md, booking status on the wire).
 */
export function bookingWireStatus(booking: StoredBooking, slotEndsAt: Date, now: Date): BookingStatusValue {
  if (booking.status === "pending" && (!booking.holdExpiresAt || booking.holdExpiresAt <= now)) return "cancel";
  if (booking.status === "confirm" && slotEndsAt <= now) return "complete";
  return booking.status;
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
  }
}
