import type { Metadata } from "next";
import Link from "next/link";
import { ChevronLeftIcon } from "lucide-react";
import { BookingActions } from "@/components/booking/booking-actions";
import { BookingFacts } from "@/components/booking/booking-facts";
import { BookingHistory } from "@/components/booking/booking-history";
import { BookingVehicleFacts } from "@/components/booking/booking-vehicle";
import { SlotCountdown } from "@/components/booking/countdown";
import { PageHeading } from "@/components/dashboard/page-heading";
import { FormMessage } from "@/components/forms/form-message";
import { buttonVariants } from "@/components/ui/button";
import { formatPrice } from "@/lib/format/money";
import { requirePageUser } from "@/lib/server/auth/current-user";
import type { BookingDetailDto } from "@/lib/server/bookings/booking-details";
import { noticeHours } from "@/lib/server/bookings/notice";
import { loadBookingPage } from "@/lib/server/bookings/page-loaders";
import { accountWords, type AccountWords } from "@/lib/server/i18n/account-words";
import { pageLocale } from "@/lib/server/i18n/page-locale";
import { getSettings } from "@/lib/server/settings/business-settings";

type Props = { params: Promise<{ locale: string; id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { t } = await accountWords(await pageLocale(params));
  return { title: t("details.title") };
}

/**
 * What the page says after a change made on it (`?done=`), read from the booking as it now is: moved,
 * booked to pay at the shop, or cancelled (with what happens to the money).
 */
function doneMessage(booking: BookingDetailDto, done: unknown, { t, writing }: AccountWords): string | null {
  if (done === "rescheduled") return t("done.rescheduled");
  if (done === "booked" && booking.status === "confirm") return t("done.booked");
  if (done !== "cancelled" || booking.status !== "cancel") return null;
  const amount = formatPrice(booking.amount, booking.currency, writing);
  if (booking.payment === "refunded" && !booking.manualRefund) return t("done.cancelledRefunded", { amount });
  const cancelled = booking.history.findLast((entry) => entry.type === "booking.cancelled");
  // Paid outside the online checkout: the shop refunds it by hand, and the page says so.
  if (cancelled?.details.refund === "by-hand") return t("done.cancelledRefundByShop", { amount });
  return cancelled?.details.refund === "due" ? t("done.cancelledRefundPending") : t("done.cancelled");
}

/** One of the customer's bookings: its particulars, what can be done with it, and its history. In the page's language. */
export default async function MyBookingPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const customer = await requirePageUser("user");
  const booking = await loadBookingPage(customer, (await params).id);
  const words = await accountWords(locale);
  const { t } = words;
  const done = doneMessage(booking, (await searchParams).done, words);
  const settings = await getSettings();
  return (
    <section aria-labelledby="booking-heading" className="grid max-w-3xl gap-6">
      <Link href="/dashboard/user/my-bookings" className={buttonVariants({ variant: "ghost", size: "sm", className: "w-fit -ml-2" })}>
        <ChevronLeftIcon aria-hidden /> {t("details.back")}
      </Link>
      <PageHeading id="booking-heading" title={booking.service.name} subtitle={t("details.title")} />
      <FormMessage tone="success" title={done ?? undefined} />
      <div className="grid gap-4 rounded-xl border bg-card p-5">
        <BookingFacts booking={booking} locale={locale} />
        <BookingVehicleFacts booking={booking} locale={locale} />
        {booking.status === "confirm" ? (
          <p className="text-sm" data-testid="booking-countdown">
            <SlotCountdown startsAt={booking.slot.startsAt} endsAt={booking.slot.endsAt} className="font-mono font-semibold tabular-nums" />
          </p>
        ) : null}
        <BookingActions booking={booking} now={new Date()} noticeHours={await noticeHours()} locale={locale} />
      </div>
      <BookingHistory history={booking.history} viewer="customer" timeZone={settings.timeZone} currency={booking.currency} shop={settings.businessName} locale={locale} />
    </section>
  );
}
