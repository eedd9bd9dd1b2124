import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { operation } from "@/lib/server/operation";
import { bookingListQuerySchema, myBookingsQuerySchema } from "@/lib/validation/booking";
import { bookingInclude, toBookingDto, type BookingDto } from "./booking-dto";
import { bookingStatusWhere } from "./booking-status";

/**
 * `GET /api/my-bookings` and My Bookings: the caller's own bookings,
 * optionally by payment and (wire) status. Slots still to come first, the
 * soonest on top; then those that have ended, the latest first.
 */
export const listMyBookings = operation({ permission: "bookings.listOwn", input: myBookingsQuerySchema }, async (query, customer): Promise<BookingDto[]> => {
  const now = new Date();
  const where: Prisma.BookingWhereInput = {
    customerId: customer.id,
    ...(query.payment && { payment: query.payment }),
    ...(query.status && bookingStatusWhere(query.status, now)),
  };
  const bookings = await db.booking.findMany({ where, include: bookingInclude, orderBy: [{ slot: { startsAt: "asc" } }, { createdAt: "desc" }] });
  const ahead = bookings.filter((booking) => booking.slot.endsAt > now);
  const ended = bookings.filter((booking) => booking.slot.endsAt <= now).reverse();
  return [...ahead, ...ended].map((booking) => toBookingDto(booking, now));
});

/** `GET /api/bookings` and Booking Management (admin): every booking, the most recently made first. */
export const listBookings = operation({ permission: "bookings.manage", input: bookingListQuerySchema }, async (query): Promise<{ bookings: BookingDto[]; total: number }> => {
  const now = new Date();
  const [bookings, total] = await Promise.all([
    db.booking.findMany({
      include: bookingInclude,
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      skip: (query.page - 1) * query.limit,
      take: query.limit,
    }),
    db.booking.count(),
  ]);
  return { bookings: bookings.map((booking) => toBookingDto(booking, now)), total };
});

/**
 * The header's 'Next Slot' countdown: the customer's paid, confirmed booking
 * whose slot starts soonest in the future (next-slot countdown).
 */
export async function nextBookedSlot(customerId: string, now = new Date()): Promise<{ endsAt: string } | null> {
  const booking = await db.booking.findFirst({
    where: { customerId, payment: "paid", status: "confirm", slot: { startsAt: { gt: now } } },
    orderBy: { slot: { startsAt: "asc" } },
    select: { slot: { select: { endsAt: true } } },
  });
  return booking ? { endsAt: booking.slot.endsAt.toISOString() } : null;
}
