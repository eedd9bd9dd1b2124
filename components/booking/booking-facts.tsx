import { BookingStatusBadge, PaymentBadge, PaymentMismatchBadge } from "@/components/booking/booking-badges";
import { DetailList } from "@/components/shared/detail-list";
import { sectionIn } from "@/lib/server/i18n/sections";
import { formatPrice } from "@/lib/format/money";
import { formatClock, formatDisplayDate } from "@/lib/format/time";
import type { Locale } from "@/lib/i18n/locales";
import type { BookingDto } from "@/lib/server/bookings/booking-dto";
import { accountWords, badgeWords, type AccountWords } from "@/lib/server/i18n/account-words";


type Method = "cash" | "card" | "wallet";

/** Its money: the amount, or after a deposit the price, what was paid and what is left for the shop. */
function amountRows(booking: BookingDto, { t, writing }: AccountWords): [string, React.ReactNode][] {
  const price = formatPrice(booking.amount, booking.currency, writing);
  if (booking.amount_due_at_shop <= 0 && !booking.paidAtShop) return [[t("facts.price"), price]];
  const atShop = booking.paidAtShop;
  return [
    [t("facts.total"), price],
    [t("facts.paid"), <span key="paid" data-testid="amount-paid">{formatPrice(booking.amount_paid, booking.currency, writing)}</span>],
    [t("facts.dueAtShop"), <span key="due" data-testid="amount-due-at-shop">{formatPrice(booking.amount_due_at_shop, booking.currency, writing)}</span>],
    ...(atShop
      ? ([
          [
            t("facts.paidAtShopLabel"),
            <span key="at-shop" data-testid="paid-at-shop">
              {t("facts.paidAtShopValue", { amount: formatPrice(atShop.amount, booking.currency, writing), method: t(`facts.methods.${atShop.method as Method}`) })}
            </span>,
          ],
        ] as [string, React.ReactNode][])
      : []),
  ];
}

/**
 * One line for the lists (My Bookings, Booking Management): what the shop took at its counter, or what is due there (a
 * booking to pay at the shop), or a paid booking's deposit and what is left for the shop; nothing otherwise. In the
 * page's language (`locale`; the staff's pages: English).
 */
export async function AmountsDueLine({ booking, className, locale }: { booking: BookingDto; className?: string; locale?: Locale }) {
  const line = amountsDueWords(booking, await accountWords(locale));
  if (!line) return null;
  return (
    <p className={className ?? "text-sm"} data-testid="amounts-due">
      {line}
    </p>
  );
}

/** AmountsDueLine's words, or null when there is nothing to say. */
function amountsDueWords(booking: BookingDto, { t, writing }: AccountWords): string | null {
  const price = (amount: number) => formatPrice(amount, booking.currency, writing);
  if (booking.paidAtShop) return t("facts.paidAtShop", { amount: price(booking.paidAtShop.amount), method: t(`facts.methods.${booking.paidAtShop.method as Method}`) });
  if (booking.payAt === "shop" && booking.amount_due_at_shop > 0 && booking.status !== "cancel") return t("facts.dueAtShopLine", { amount: price(booking.amount_due_at_shop) });
  if (booking.amount_due_at_shop <= 0 || booking.payment === "pending") return null;
  return t("facts.paidDeposit", { paid: price(booking.amount_paid), atShop: price(booking.amount_due_at_shop) });
}

/**
 * A booking's particulars, label and value (the details pages, the cancel and reschedule pages), in the page's
 * language (`locale`); `withCustomer`: the staff's page, with the customer and what is owed them.
 */
export async function BookingFacts({ booking, withCustomer = false, locale }: { booking: BookingDto; withCustomer?: boolean; locale?: Locale }) {
  const words = await accountWords(locale);
  const bookingChangesText = await sectionIn(words.writing.locale ?? "en", "bookingChanges");
  const { t, writing } = words;
  const badges = badgeWords(t, booking);
  const rows: [string, React.ReactNode][] = [
    [t("facts.service"), booking.service.name],
    [t("facts.date"), formatDisplayDate(booking.slot.date, writing)],
    [t("facts.time"), t("facts.timeRange", { start: formatClock(booking.slot.startTime, writing), end: formatClock(booking.endTime, writing) })],
    ...amountRows(booking, words),
    [t("facts.status"), <BookingStatusBadge key="status" status={booking.status} label={badges.status} />],
    [t("facts.payment"), <PaymentBadge key="payment" payment={booking.payment} booking={booking} label={badges.payment} />],
  ];
  if (booking.paymentMismatch && booking.paidAmount !== null && booking.paidCurrency) {
    const paid = formatPrice(booking.paidAmount, booking.paidCurrency, writing);
    rows.push([
      t("facts.amountReceived"),
      <span key="received" className="grid gap-1">
        <span className="flex flex-wrap items-center gap-2">
          {paid} <PaymentMismatchBadge label={t("badges.paymentMismatch")} />
        </span>
        <span className="text-sm text-muted-foreground">{t("facts.paymentMismatchDetail", { paid, due: formatPrice(booking.amount, booking.currency, writing) })}</span>
      </span>,
    ]);
  }
  if (booking.refundByHand) {
    const owed = formatPrice(booking.amount_paid, booking.currency, writing);
    rows.push([
      t("facts.refundByHandTitle"),
      <span key="by-hand" className="font-medium text-amber-800 dark:text-amber-200" data-testid="refund-by-hand">
        {withCustomer ? bookingChangesText.refundByHandOwed(owed) : t("facts.refundByHandCustomer", { amount: owed })}
      </span>,
    ]);
  }
  if (booking.manualRefund) {
    const refund = booking.manualRefund;
    rows.push([
      t("facts.refund"),
      <span key="manual-refund" className="grid gap-1" data-testid="manual-refund">
        <span>{t("facts.manualRefundDone", { amount: formatPrice(refund.amount, refund.currency, writing), method: t(`facts.refundMethods.${refund.method}`) })}</span>
        {withCustomer && refund.note ? <span className="text-sm text-muted-foreground">{refund.note}</span> : null}
      </span>,
    ]);
  }
  if (withCustomer) {
    rows.unshift([bookingChangesText.customerContact, `${booking.name} · ${booking.customer.email}${booking.customer.phone ? ` · ${booking.customer.phone}` : ""}`]);
  }
  rows.push([t("facts.reference"), <span key="ref" className="font-mono font-semibold tracking-wide">{booking.reference}</span>]);
  return <DetailList rows={rows} />;
}
