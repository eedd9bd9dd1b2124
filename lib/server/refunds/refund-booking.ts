import "server-only";
import { after } from "next/server";
import { db } from "@/lib/db";
import { sendRefundNotice } from "@/lib/server/mail/booking-emails";
import type { PaymentProvider } from "@/lib/server/payments/provider";

/**
 * Gives a booking's whole payment back through the provider that took it,
 * then marks the booking refunded and tells the customer. The provider's
 * refund is idempotent per checkout, so calling this again after a failure
 * (a webhook replayed, say) refunds once.
 */
export async function refundBooking(provider: PaymentProvider, sessionId: string, bookingId: string): Promise<void> {
  await provider.refund(sessionId);
  const marked = await db.booking.updateMany({ where: { id: bookingId, payment: "paid", status: "cancel" }, data: { payment: "refunded" } });
  if (marked.count === 1) after(() => sendRefundNotice(bookingId).catch((error) => console.error("Refund email failed", error)));
}
