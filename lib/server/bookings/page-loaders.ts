import "server-only";
import { notFound } from "next/navigation";
import type { User } from "@/lib/generated/prisma/client";
import { isAppError } from "@/lib/errors";
import { getBooking, getMyBooking, type BookingDetailDto } from "./booking-details";
import { messages } from "@/lib/messages";
import { formatPrice } from "@/lib/format/money";

/** For pages: the booking with its history, or the not-found page (unknown, malformed, or another customer's). */
export async function loadBookingPage(viewer: User, id: string): Promise<BookingDetailDto> {
  try {
    return viewer.role === "admin" ? await getBooking(viewer, id) : await getMyBooking(viewer, id);
  } catch (error) {
    if (isAppError(error, "not-found") || isAppError(error, "invalid")) notFound();
    throw error;
  }
}

const bookingChangesText = messages.bookingChanges;

/** What a booking's page says after a change made on it (`?done=`): read from the booking as it now is. */
export function doneMessage(booking: BookingDetailDto, done: unknown, viewer: "admin" | "customer"): string | null {
  if (done === "rescheduled") return bookingChangesText.rescheduled;
  if (done === "booked" && booking.status === "confirm") return messages.paymentsAtShop.booked;
  if (done === "counter-payment" && booking.paidAtShop) return messages.paymentsAtShop.recorded(formatPrice(booking.paidAtShop.amount, booking.currency), messages.paymentsAtShop.methods[booking.paidAtShop.method]);
  if (done === "status") return bookingChangesText.statusUpdated;
  if (done === "refund" && booking.manualRefund) return bookingChangesText.refundRecorded(formatPrice(booking.manualRefund.amount, booking.manualRefund.currency));
  if (done !== "cancelled" || booking.status !== "cancel") return null;
  const amount = formatPrice(booking.amount, booking.currency);
  if (booking.payment === "refunded" && !booking.manualRefund) return bookingChangesText.cancelledRefunded(amount);
  const cancelled = booking.history.findLast((entry) => entry.type === "booking.cancelled");
  // Paid outside the online checkout: the shop refunds it by hand, and the page says so.
  if (cancelled?.details.refund === "by-hand") return viewer === "admin" ? bookingChangesText.cancelledRefundByHand(amount) : bookingChangesText.cancelledRefundByShop(amount);
  return cancelled?.details.refund === "due" ? bookingChangesText.cancelledRefundPending : bookingChangesText.cancelled;
}
