import { Badge } from "@/components/ui/badge";
import { messages } from "@/lib/messages";
import type { BookingStatusValue, PaymentStatusValue } from "@/lib/validation/booking";

const b = messages.booking;

/** Booking status (confirm default style, others destructive; My Bookings: cancel destructive, others secondary). */
export function BookingStatusBadge({ status, tone }: { status: BookingStatusValue; tone: "my-bookings" | "admin" }) {
  const variant = tone === "admin" ? (status === "confirm" ? "default" : "destructive") : status === "cancel" ? "destructive" : "secondary";
  return <Badge variant={variant}>{b.statusLabels[status]}</Badge>;
}

/** Payment status (paid secondary, others another style). */
export function PaymentBadge({ payment }: { payment: PaymentStatusValue }) {
  return <Badge variant={payment === "paid" ? "secondary" : "outline"}>{b.paymentLabels[payment]}</Badge>;
}
