import "server-only";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { messages } from "@/lib/messages";
import { authorize, can } from "@/lib/policy/policy";
import { notFound } from "@/lib/errors";
import { recordOperation } from "@/lib/server/operation";
import { expireCheckout } from "@/lib/server/bookings/settle-payment";
import { providerNamed } from "@/lib/server/payments/provider";
import { isoDateOf } from "@/lib/format/time";
import { idSchema } from "@/lib/validation/common";
import { bookingInclude, toBookingDto, type BookingDto } from "./booking-dto";
import { bookingRules } from "./notice";
import { now as clockNow } from "@/lib/server/clock";

/**
 * A checkout's cancel link (`/booking/cancel?booking=…`) leads to a page that
 * shows the booking and asks: back to the payment, or cancel. Opening it
 * changes nothing; cancelling is a POST (the page's form).
 */

/** The booking behind a cancel link, for its page: only the booking's own customer sees it (null otherwise). */
export async function bookingLeftAtCheckout(bookingId: string, customer: User, now = clockNow()): Promise<BookingDto | null> {
  if (!idSchema.safeParse(bookingId).success || !can(customer, "bookings.checkout")) return null;
  const booking = await db.booking.findUnique({ where: { id: bookingId }, include: bookingInclude });
  if (!booking || !can(customer, "bookings.own", booking)) return null;
  return toBookingDto(booking, now, await bookingRules());
}

/**
 * The customer leaves the checkout without paying: the provider's checkout is
 * closed, so it cannot be paid later, and the slot is free again at once
 * rather than when the hold runs out. Only the booking's own customer can do
 * this (anyone else: forbidden, and nothing changes). A booking no longer
 * awaiting payment is left as it is. Returns the way back to the service.
 */
export const cancelCheckout = recordOperation({ permission: "bookings.checkout" }, async (bookingId, _input, customer): Promise<string> => {
  const now = clockNow();
  const booking = await db.booking.findUnique({ where: { id: bookingId }, include: { slot: true, checkoutGroup: { select: { paymentSessionId: true } } } });
  if (!booking) throw notFound(messages.booking.notFound);
  authorize(customer, "bookings.own", booking);
  // Several cars paid together: the checkout is the group's, and leaving it lets all of their places go.
  const sessionId = booking.paymentSessionId ?? booking.checkoutGroup?.paymentSessionId;
  if (booking.status === "pending" && booking.payment === "pending" && sessionId) {
    const provider = providerNamed(booking.paymentProvider);
    await provider?.expireCheckout(sessionId).catch((error) => {
      // It expires on its own at the end of the hold anyway.
      console.error(`Could not close checkout ${sessionId}`, error);
    });
    await expireCheckout(sessionId, undefined, now, { role: "customer", id: customer.id });
  }
  return cancelledPaymentPath(booking);
});

/** Back to the service, on the slot's day, with the page told that the payment was cancelled. */
export function cancelledPaymentPath(booking: { serviceId: string; slot: { date: Date } }): string {
  return `/service/${booking.serviceId}?date=${isoDateOf(booking.slot.date)}&payment=cancelled`;
}
