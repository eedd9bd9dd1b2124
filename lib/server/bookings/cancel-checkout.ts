import "server-only";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { expireCheckout } from "@/lib/server/bookings/settle-payment";
import { providerNamed } from "@/lib/server/payments/provider";
import { isoDateOf } from "@/lib/format/time";

/**
 * The customer left the checkout without paying (its cancel link): the
 * provider's checkout is closed, so it cannot be paid later, and the slot is
 * free again at once rather than when the hold runs out. Only the booking's
 * own customer can do this; returns the way back to the service.
 */
export async function cancelCheckout(bookingId: string, customer: User, now = new Date()): Promise<string | null> {
  const booking = await db.booking.findFirst({ where: { id: bookingId, customerId: customer.id }, include: { slot: true } });
  if (!booking) return null;
  if (booking.status === "pending" && booking.payment === "pending" && booking.paymentSessionId) {
    const provider = providerNamed(booking.paymentProvider);
    await provider?.expireCheckout(booking.paymentSessionId).catch((error) => {
      // It expires on its own at the end of the hold anyway.
      console.error(`Could not close checkout ${booking.paymentSessionId}`, error);
    });
    await expireCheckout(booking.paymentSessionId, undefined, now, { role: "customer", id: customer.id });
  }
  return cancelledPaymentPath(booking);
}

/** Back to the service, on the slot's day, with the page told that the payment was cancelled. */
export function cancelledPaymentPath(booking: { serviceId: string; slot: { date: Date } }): string {
  return `/service/${booking.serviceId}?date=${isoDateOf(booking.slot.date)}&payment=cancelled`;
}
