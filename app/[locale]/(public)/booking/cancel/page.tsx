import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { CircleSlashIcon, CreditCardIcon } from "lucide-react";
import { BookingSummary } from "@/components/booking/booking-summary";
import { CancelCheckoutForm } from "@/components/booking/cancel-checkout-form";
import { buttonVariants } from "@/components/ui/button";
import { cancelCheckoutWords, pageWriting } from "@/lib/server/bookings/checkout-words";
import { businessTimeZone } from "@/lib/server/settings/business-settings";
import { clockTimeIn } from "@/lib/format/time";
import { pageLocale, pageTranslator } from "@/lib/server/i18n/page-locale";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { bookingLeftAtCheckout } from "@/lib/server/bookings/cancel-checkout";
import { env } from "@/lib/config/env";
import { visitorSiteOrigin } from "@/lib/server/site-origin";
import { onSiteOrigin } from "@/lib/urls/site-origin";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  const t = await pageTranslator(await pageLocale(params), "booking");
  return { title: t("left.title"), robots: { index: false } };
}

/**
 * Where a checkout's cancel link leads (`?booking=`; `&payment=failed` when
 * the provider sends back a customer whose payment failed): the booking, and the
 * choice between going back to pay and cancelling. Opening it changes
 * nothing; only the Cancel form does. Someone else's booking is not found.
 */
export default async function BookingCancelPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const customer = await requirePageUser("user");
  const { booking: bookingId, payment } = await searchParams;
  if (typeof bookingId !== "string") notFound();
  const booking = await bookingLeftAtCheckout(bookingId, customer);
  if (!booking) notFound();
  const [timeZone, t, writing] = await Promise.all([businessTimeZone(), pageTranslator(locale, "booking"), pageWriting(locale)]);
  const awaiting = booking.status === "pending" && booking.payment_url && booking.holdExpiresAt;
  // The test checkout's page at the address the customer is on (Stripe's is left as it is).
  const paymentUrl = booking.payment_url ? onSiteOrigin(booking.payment_url, await visitorSiteOrigin(), env().APP_URL) : null;

  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <section aria-labelledby="checkout-left" className="grid gap-5 rounded-xl border bg-card p-6 sm:p-8">
        <CircleSlashIcon className="mx-auto size-12 text-muted-foreground" aria-hidden />
        <div className="grid gap-2 text-center">
          <h1 id="checkout-left" className="text-2xl font-bold tracking-tight">
            {awaiting ? (payment === "failed" ? t("left.paymentFailedTitle") : t("left.title")) : t("left.notAwaitingTitle")}
          </h1>
          <p className="text-muted-foreground">{awaiting ? t("left.body", { until: clockTimeIn(booking.holdExpiresAt!, timeZone, writing) }) : t("left.notAwaitingBody")}</p>
        </div>
        <BookingSummary booking={booking} locale={locale} />
        {awaiting ? (
          <div className="grid gap-2 sm:grid-cols-2">
            {/* A plain link: the payment page may be the provider's own site. */}
            <a href={paymentUrl!} className={buttonVariants({ size: "lg" })}>
              <CreditCardIcon aria-hidden />
              {t("left.returnToPayment")}
            </a>
            <CancelCheckoutForm bookingId={booking._id} words={await cancelCheckoutWords(locale)} />
          </div>
        ) : (
          <div className="flex flex-wrap justify-center gap-3">
            <Link href="/dashboard/user/my-bookings" prefetch={false} className={buttonVariants()}>
              {t("result.viewBookings")}
            </Link>
            <Link href="/services" className={buttonVariants({ variant: "outline" })}>
              {t("result.bookAnother")}
            </Link>
          </div>
        )}
      </section>
    </div>
  );
}
