import type { Metadata } from "next";
import Link from "next/link";
import { ChevronLeftIcon, XIcon } from "lucide-react";
import { BookingStatusForms, CounterPaymentForm, ManualRefundForm } from "@/components/admin/admin-booking-forms";
import { BookingVehicleFacts } from "@/components/admin/booking-vehicle";
import { formatPrice } from "@/lib/format/money";
import type { BookingDetailDto } from "@/lib/server/bookings/booking-details";
import { BookingFacts } from "@/components/booking/booking-facts";
import { BookingHistory } from "@/components/booking/booking-history";
import { PageHeading } from "@/components/dashboard/page-heading";
import { FormMessage } from "@/components/forms/form-message";
import { buttonVariants } from "@/components/ui/button";
import type { messages } from "@/lib/messages";
import type { Writing } from "@/lib/format/writing";
import { pageLocale } from "@/lib/server/i18n/page-locale";
import { messagesIn } from "@/lib/server/i18n/sections";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { loadBookingPage } from "@/lib/server/bookings/page-loaders";
import { LIST_PATHS } from "@/lib/urls/lists";
import { getSettings } from "@/lib/server/settings/business-settings";

type Messages = typeof messages;

type Props = { params: Promise<{ locale: string; id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await messagesIn(await pageLocale(params))).bookingChanges.adminDetailsTitle };
}

/**
 * What the page says after a change made on it (`?done=`), read from the booking as it now is, in the admin's
 * language (`text`, `writing`).
 */
function doneMessage(booking: BookingDetailDto, done: unknown, text: Messages, writing: Writing): string | null {
  const { bookingChanges: bookingChangesText, paymentsAtShop: atShopText } = text;
  if (done === "rescheduled") return bookingChangesText.rescheduled;
  if (done === "booked" && booking.status === "confirm") return atShopText.booked;
  if (done === "counter-payment" && booking.paidAtShop) return atShopText.recorded(formatPrice(booking.paidAtShop.amount, booking.currency, writing), atShopText.methods[booking.paidAtShop.method]);
  if (done === "status") return bookingChangesText.statusUpdated;
  if (done === "refund" && booking.manualRefund) return bookingChangesText.refundRecorded(formatPrice(booking.manualRefund.amount, booking.manualRefund.currency, writing));
  if (done !== "cancelled" || booking.status !== "cancel") return null;
  const amount = formatPrice(booking.amount, booking.currency, writing);
  if (booking.payment === "refunded" && !booking.manualRefund) return bookingChangesText.cancelledRefunded(amount);
  const cancelled = booking.history.findLast((entry) => entry.type === "booking.cancelled");
  // Paid outside the online checkout: the shop refunds it by hand, and the page says so.
  if (cancelled?.details.refund === "by-hand") return bookingChangesText.cancelledRefundByHand(amount);
  return cancelled?.details.refund === "due" ? bookingChangesText.cancelledRefundPending : bookingChangesText.cancelled;
}

/**
 * One booking in Booking Management: its particulars and customer, its
 * history with who did what, and what the shop can do: cancel it at any time,
 * and once its slot has started, mark it completed or a no-show.
 */
export default async function AdminBookingPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const admin = await requirePageUser("admin");
  const booking = await loadBookingPage(admin, (await params).id);
  const [settings, text] = await Promise.all([getSettings(), messagesIn(locale)]);
  const writing: Writing = { locale, latinDigits: settings.latinDigits };
  const bookingChangesText = text.bookingChanges;
  const done = doneMessage(booking, (await searchParams).done, text, writing);
  const started = Date.parse(booking.slot.startsAt) <= Date.now();
  // Paid, or booked to pay at the shop (a no-show there has paid nothing): the shop marks how it ended.
  const closable = (booking.payment === "paid" || booking.payAt === "shop") && ["confirm", "complete", "no-show"].includes(booking.status);
  return (
    <section aria-labelledby="booking-heading" className="grid max-w-3xl gap-6">
      <Link href={LIST_PATHS.adminBookings} className={buttonVariants({ variant: "ghost", size: "sm", className: "w-fit -ml-2" })}>
        <ChevronLeftIcon aria-hidden /> {bookingChangesText.backToList}
      </Link>
      <PageHeading id="booking-heading" title={`${booking.name}: ${booking.service.name}`} subtitle={bookingChangesText.adminDetailsTitle} />
      <FormMessage tone="success" title={done ?? undefined} />
      <div className="grid gap-4 rounded-xl border bg-card p-5">
        <BookingFacts booking={booking} withCustomer locale={locale} />
        <BookingVehicleFacts booking={booking} />
        {booking.awaitingSettlement ? <p className="text-sm font-medium">{bookingChangesText.awaitingSettlement}</p> : null}
        {closable ? started ? <BookingStatusForms bookingId={booking._id} status={booking.status} /> : <p className="text-sm text-muted-foreground">{bookingChangesText.markAvailableAfterStart}</p> : null}
        {counterPayable(booking) ? (
          <div className="border-t pt-4">
            <CounterPaymentForm bookingId={booking._id} due={booking.amount_due_at_shop} dueLabel={formatPrice(booking.amount_due_at_shop, booking.currency, writing)} />
          </div>
        ) : null}
        {refundRecordable(booking) ? (
          <div className="border-t pt-4">
            <ManualRefundForm bookingId={booking._id} maxAmount={booking.amount_paid} maxLabel={formatPrice(booking.amount_paid, booking.currency, writing)} />
          </div>
        ) : null}
        {booking.status !== "cancel" ? (
          <Link href={`${LIST_PATHS.adminBookings}/${booking._id}/cancel`} className={buttonVariants({ variant: "outline", className: "w-fit" })}>
            <XIcon aria-hidden /> {bookingChangesText.adminCancel}
          </Link>
        ) : null}
      </div>
      <BookingHistory history={booking.history} viewer="admin" timeZone={settings.timeZone} currency={booking.currency} shop={settings.businessName} locale={locale} />
    </section>
  );
}

/** A booking that stands with money due at the shop not yet recorded: the shop records what it took at the counter. */
function counterPayable(booking: BookingDetailDto): boolean {
  return (booking.status === "confirm" || booking.status === "complete") && booking.amount_due_at_shop > 0 && !booking.paidAtShop && (booking.payment === "paid" || booking.payAt === "shop");
}

/** A paid booking that is cancelled, with no refund recorded and none under way through the provider: the shop may record one made by hand. */
function refundRecordable(booking: BookingDetailDto): boolean {
  if (booking.payment !== "paid" || booking.status !== "cancel" || booking.manualRefund) return false;
  return booking.history.findLast((entry) => entry.type === "booking.cancelled")?.details.refund !== "due";
}
