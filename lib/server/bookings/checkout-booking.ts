import "server-only";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { completeCheckout, paidByCheckout } from "@/lib/server/bookings/settle-payment";
import { providerNamed } from "@/lib/server/payments/provider";
import { bookingInclude, toBookingDto, type BookingDto } from "./booking-dto";
import { isCheckoutSessionId } from "@/lib/validation/booking";
import { bookingRules } from "./notice";
import { now as clockNow } from "@/lib/server/clock";

/**
 * The customer's booking behind a checkout they came back from (the success
 * page), or null if it is not theirs. A customer can arrive before the
 * provider's webhook: the provider is then asked directly, and a paid
 * checkout is fulfilled now (the webhook, when it comes, changes nothing).
 */
export async function bookingForReturningCustomer(sessionId: string, customer: User, now = clockNow()): Promise<BookingDto | null> {
  if (!isCheckoutSessionId(sessionId)) return null;
  // Several cars paid together: the first car's booking stands for the checkout.
  const paidFor = await paidByCheckout(sessionId);
  const find = () => db.booking.findFirst({ where: { ...paidFor, customerId: customer.id }, orderBy: { groupPosition: "asc" }, include: bookingInclude });
  let booking = await find();
  if (!booking) return null;
  if (booking.payment === "pending" && booking.status === "pending") {
    const provider = providerNamed(booking.paymentProvider);
    const paid = await provider?.paidAmount(sessionId).catch((error) => {
      console.error(`Could not ask ${booking?.paymentProvider} about checkout ${sessionId}`, error);
      return null;
    });
    if (provider && paid) {
      await completeCheckout(provider, sessionId, paid, undefined, now);
      booking = await find();
    }
  }
  return booking ? toBookingDto(booking, now, await bookingRules()) : null;
}
