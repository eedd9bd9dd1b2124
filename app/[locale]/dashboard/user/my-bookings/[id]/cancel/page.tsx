import type { Metadata } from "next";
import Link from "next/link";
import { ChevronLeftIcon } from "lucide-react";
import { cancellableNow, changeableNow, myBookingPath } from "@/components/booking/booking-actions";
import { BookingFacts } from "@/components/booking/booking-facts";
import { CancelBookingForm } from "@/components/booking/cancel-booking-form";
import { PageHeading } from "@/components/dashboard/page-heading";
import { buttonVariants } from "@/components/ui/button";
import { formatPrice } from "@/lib/format/money";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { noticeHours } from "@/lib/server/bookings/notice";
import { loadBookingPage } from "@/lib/server/bookings/page-loaders";
import { accountWords } from "@/lib/server/i18n/account-words";
import { pageLocale } from "@/lib/server/i18n/page-locale";
import { getSettings } from "@/lib/server/settings/business-settings";

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { t } = await accountWords(await pageLocale(params));
  return { title: t("cancel.title") };
}

/**
 * Cancelling, asked first: what happens to the money and the time, then
 * the confirmation. A booking that can no longer be cancelled online says
 * why and how to reach the shop instead. In the page's language.
 */
export default async function CancelMyBookingPage({ params }: Props) {
  const locale = await pageLocale(params);
  const customer = await requirePageUser("user");
  const booking = await loadBookingPage(customer, (await params).id);
  const shop = await getSettings();
  const { t, writing } = await accountWords(locale);
  const back = myBookingPath(booking._id);
  const now = new Date();
  const cancellable = booking.status === "pending" || cancellableNow(booking, now);
  // Paid with a deposit, inside the notice window: cancelling keeps the deposit.
  const keepsDeposit = booking.status === "confirm" && !changeableNow(booking, now);
  const paid = formatPrice(booking.amount_paid, booking.currency, writing);
  return (
    <section aria-labelledby="cancel-heading" className="grid max-w-2xl gap-6">
      <Link href={back} className={buttonVariants({ variant: "ghost", size: "sm", className: "w-fit -ml-2" })}>
        <ChevronLeftIcon aria-hidden /> {t("details.title")}
      </Link>
      <PageHeading id="cancel-heading" title={t("cancel.title")} subtitle={booking.service.name} />
      <div className="grid gap-5 rounded-xl border bg-card p-5">
        <BookingFacts booking={booking} locale={locale} />
        {cancellable ? (
          <>
            <p className="text-sm">
              {keepsDeposit
                ? t("cancel.keepsDeposit", { amount: paid })
                : booking.payment === "paid"
                  ? booking.refundableOnline
                    ? t("cancel.paid", { amount: paid })
                    : t("cancel.paidByHand", { amount: paid })
                  : t("cancel.unpaid")}
            </p>
            <CancelBookingForm bookingId={booking._id} backHref={back} words={{ confirm: t("cancel.confirm"), cancelling: t("cancel.cancelling"), keep: t("cancel.keep") }} />
          </>
        ) : (
          <p role="status" className="text-sm text-muted-foreground">
            {booking.status === "confirm"
              ? t("bookings.noticeLine", { hours: await noticeHours(), phone: shop.phone, email: shop.email })
              : booking.status === "cancel"
                ? t("cancel.alreadyCancelled")
                : t("cancel.ended")}
          </p>
        )}
      </div>
    </section>
  );
}
