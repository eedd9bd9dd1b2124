import { Badge } from "@/components/ui/badge";
import { bookingMessages } from "@/lib/messages/booking";
import { paymentsAtShopMessages } from "@/lib/messages/payments-at-shop";
import { paymentsDepositsMessages } from "@/lib/messages/payments-deposits";
import { cn } from "@/lib/utils";
import type { BookingStatusValue, PaymentStatusValue } from "@/lib/validation/booking";

const bookingText = bookingMessages;

/**
 * A booking's status and payment as words people read ("Awaiting payment",
 * "Confirmed", "Refunded"…), while the wire keeps its codes. Labels, not
 * buttons: a soft tint per state, and never the red of a destructive action
 * for a booking that is simply over.
 */
const STATUS_TONE: Record<BookingStatusValue, string> = {
  pending: "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100",
  confirm: "border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100",
  cancel: "border-border bg-transparent text-muted-foreground",
  complete: "border-border bg-secondary text-secondary-foreground",
  "no-show": "border-rose-300 bg-rose-50 text-rose-900 dark:border-rose-700 dark:bg-rose-950 dark:text-rose-100",
};

const PAYMENT_TONE: Record<PaymentStatusValue, string> = {
  pending: "border-border bg-transparent text-muted-foreground",
  paid: "border-border bg-secondary text-secondary-foreground",
  refunded: "border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-700 dark:bg-sky-950 dark:text-sky-100",
};

/** `label`: the status in the page's language (a customer's pages); English without. */
export function BookingStatusBadge({ status, className, label }: { status: BookingStatusValue; className?: string; label?: string }) {
  return (
    <Badge variant="outline" data-status={status} className={cn(STATUS_TONE[status], className)}>
      {label ?? bookingText.statusWords[status]}
    </Badge>
  );
}

/**
 * Its payment in words; given the booking's amounts, a paid deposit reads "Deposit paid" (the rest is due at the shop)
 * and a booking to pay at the shop not yet paid reads "Pay at the shop", not "Not paid". `label`: those words in the
 * page's language (a customer's pages); English without.
 */
export function PaymentBadge({ payment, booking, className, label }: { payment: PaymentStatusValue; booking?: { payAt: "online" | "shop"; amount_due_at_shop: number }; className?: string; label?: string }) {
  const words =
    booking && payment === "pending" && booking.payAt === "shop"
      ? paymentsAtShopMessages.badge
      : booking && payment === "paid" && booking.payAt === "online" && booking.amount_due_at_shop > 0
        ? paymentsDepositsMessages.depositPaidBadge
        : bookingText.paymentWords[payment];
  return (
    <Badge variant="outline" data-payment={payment} data-pay-at={booking?.payAt} className={cn(PAYMENT_TONE[payment], className)}>
      {label ?? words}
    </Badge>
  );
}

/** A payment that was not the booking's amount (docs/product-decisions.md): shown beside the payment's state wherever the shop looks. */
export function PaymentMismatchBadge({ className, label }: { className?: string; label?: string }) {
  return (
    <Badge variant="outline" data-payment-mismatch className={cn("border-rose-300 bg-rose-50 text-rose-900 dark:border-rose-700 dark:bg-rose-950 dark:text-rose-100", className)}>
      {label ?? bookingText.paymentMismatch}
    </Badge>
  );
}
