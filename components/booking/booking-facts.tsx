import { BookingStatusBadge, PaymentBadge, PaymentMismatchBadge } from "@/components/booking/booking-badges";
import { DetailList } from "@/components/shared/detail-list";
import { bookingMessages } from "@/lib/messages/booking";
import { bookingChangesMessages } from "@/lib/messages/booking-changes";
import { paymentsDepositsMessages } from "@/lib/messages/payments-deposits";
import { paymentsAtShopMessages } from "@/lib/messages/payments-at-shop";
import { formatPrice } from "@/lib/format/money";
import { formatDisplayDate } from "@/lib/format/time";
import type { BookingDto } from "@/lib/server/bookings/booking-dto";

const bookingText = bookingMessages;
const bookingChangesText = bookingChangesMessages;
const depositsText = paymentsDepositsMessages;
const atShopText = paymentsAtShopMessages;

/** Its money: the amount, or after a deposit the price, what was paid and what is left for the shop. */
function amountRows(booking: BookingDto): [string, React.ReactNode][] {
  const price = formatPrice(booking.amount, booking.currency);
  if (booking.amount_due_at_shop <= 0 && !booking.paidAtShop) return [[bookingChangesText.amountPaid, price]];
  const atShop = booking.paidAtShop;
  return [
    [bookingText.total, price],
    [depositsText.paid, <span key="paid" data-testid="amount-paid">{formatPrice(booking.amount_paid, booking.currency)}</span>],
    [depositsText.dueAtShop, <span key="due" data-testid="amount-due-at-shop">{formatPrice(booking.amount_due_at_shop, booking.currency)}</span>],
    ...(atShop
      ? ([[atShopText.paidAtShopLabel, <span key="at-shop" data-testid="paid-at-shop">{atShopText.paidAtShopValue(formatPrice(atShop.amount, booking.currency), atShopText.methods[atShop.method])}</span>]] as [string, React.ReactNode][])
      : []),
  ];
}

/**
 * One line for the lists (My Bookings, Booking Management): what the shop took at its counter, or what is due there (a
 * booking to pay at the shop), or a paid booking's deposit and what is left for the shop; nothing otherwise.
 */
export function AmountsDueLine({ booking, className }: { booking: BookingDto; className?: string }) {
  const line = amountsDueWords(booking);
  if (!line) return null;
  return (
    <p className={className ?? "text-sm"} data-testid="amounts-due">
      {line}
    </p>
  );
}

/** AmountsDueLine's words, or null when there is nothing to say. */
function amountsDueWords(booking: BookingDto): string | null {
  const price = (amount: number) => formatPrice(amount, booking.currency);
  if (booking.paidAtShop) return atShopText.paidAtShop(price(booking.paidAtShop.amount), atShopText.methods[booking.paidAtShop.method]);
  if (booking.payAt === "shop" && booking.amount_due_at_shop > 0 && booking.status !== "cancel") return atShopText.dueAtShop(price(booking.amount_due_at_shop));
  if (booking.amount_due_at_shop <= 0 || booking.payment === "pending") return null;
  return depositsText.paidDeposit(price(booking.amount_paid), price(booking.amount_due_at_shop));
}

/** A booking's particulars, label and value (the details pages, the cancel and reschedule pages). */
export function BookingFacts({ booking, withCustomer = false }: { booking: BookingDto; withCustomer?: boolean }) {
  const rows: [string, React.ReactNode][] = [
    [bookingText.service, booking.service.name],
    [bookingText.date, formatDisplayDate(booking.slot.date)],
    [bookingText.time, `${booking.slot.startTime} – ${booking.endTime}`],
    ...amountRows(booking),
    [bookingText.status, <BookingStatusBadge key="status" status={booking.status} />],
    [bookingText.payment, <PaymentBadge key="payment" payment={booking.payment} booking={booking} />],
  ];
  if (booking.paymentMismatch && booking.paidAmount !== null && booking.paidCurrency) {
    const paid = formatPrice(booking.paidAmount, booking.paidCurrency);
    rows.push([
      bookingText.amountReceived,
      <span key="received" className="grid gap-1">
        <span className="flex flex-wrap items-center gap-2">
          {paid} <PaymentMismatchBadge />
        </span>
        <span className="text-sm text-muted-foreground">{bookingText.paymentMismatchDetail(paid, formatPrice(booking.amount, booking.currency))}</span>
      </span>,
    ]);
  }
  if (booking.refundByHand) {
    const owed = formatPrice(booking.amount_paid, booking.currency);
    rows.push([
      bookingChangesText.refundByHandTitle,
      <span key="by-hand" className="font-medium text-amber-800 dark:text-amber-200" data-testid="refund-by-hand">
        {withCustomer ? bookingChangesText.refundByHandOwed(owed) : bookingChangesText.refundByHandCustomer(owed)}
      </span>,
    ]);
  }
  if (booking.manualRefund) {
    const refund = booking.manualRefund;
    rows.push([
      bookingText.refund,
      <span key="manual-refund" className="grid gap-1" data-testid="manual-refund">
        <span>{bookingChangesText.manualRefundDone(formatPrice(refund.amount, refund.currency), bookingChangesText.refundMethods[refund.method])}</span>
        {withCustomer && refund.note ? <span className="text-sm text-muted-foreground">{refund.note}</span> : null}
      </span>,
    ]);
  }
  if (withCustomer) {
    rows.unshift([bookingChangesText.customerContact, `${booking.name} · ${booking.customer.email}${booking.customer.phone ? ` · ${booking.customer.phone}` : ""}`]);
  }
  rows.push([bookingChangesText.reference, <span key="ref" className="font-mono font-semibold tracking-wide">{booking.reference}</span>]);
  return <DetailList rows={rows} />;
}
