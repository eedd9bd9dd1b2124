import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { CheckCircle2Icon, Loader2Icon, XCircleIcon } from "lucide-react";
import { BookingSummary } from "@/components/booking/booking-summary";
import { ConfirmingRefresh } from "@/components/booking/confirming-refresh";
import { buttonVariants } from "@/components/ui/button";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { bookingForReturningCustomer } from "@/lib/server/bookings/checkout-booking";
import { pageLocale, pageTranslator } from "@/lib/server/i18n/page-locale";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  const t = await pageTranslator(await pageLocale(params), "booking");
  return { title: t("result.successTitle"), robots: { index: false } };
}

/** Back from paying: the booking, confirmed, or being confirmed (the webhook may come a moment later). */
export default async function BookingSuccessPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const customer = await requirePageUser("user");
  const sessionId = (await searchParams).session_id;
  if (typeof sessionId !== "string" || sessionId.length > 255) notFound();
  const booking = await bookingForReturningCustomer(sessionId, customer);
  if (!booking) notFound();

  const confirmed = booking.status === "confirm" || booking.status === "complete";
  const pending = booking.status === "pending";
  const refunded = booking.payment !== "pending" && booking.status === "cancel";
  const t = await pageTranslator(locale, "booking");
  const [title, body] = confirmed
    ? [t("result.successTitle"), t("result.successBody")]
    : pending
      ? [t("result.confirmingTitle"), t("result.confirmingBody")]
      : booking.paymentMismatch
        ? [t("result.mismatchTitle"), t("result.mismatchBody")]
        : refunded && booking.service.isDeleted
          ? [t("serviceGone.title"), t("result.serviceGoneBody")]
        : refunded
          ? [t("result.refundedTitle"), t("result.refundedBody")]
          : [t("result.cancelledTitle"), t("result.cancelledBody")];
  const Icon = confirmed ? CheckCircle2Icon : pending ? Loader2Icon : XCircleIcon;

  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <section aria-labelledby="booking-result" aria-live="polite" className="grid gap-5 rounded-xl border bg-card p-6 text-center sm:p-8">
        <Icon className={`mx-auto size-12 ${confirmed ? "text-emerald-600 dark:text-emerald-400" : pending ? "animate-spin text-muted-foreground motion-reduce:animate-none" : "text-destructive"}`} aria-hidden />
        <div className="grid gap-2">
          <h1 id="booking-result" className="text-2xl font-bold tracking-tight">{title}</h1>
          <p className="text-muted-foreground">{body}</p>
        </div>
        <div className="text-left">
          <BookingSummary booking={booking} locale={locale} />
        </div>
        {pending ? <ConfirmingRefresh stillConfirming={t("result.stillConfirming")} /> : null}
        <div className="flex flex-wrap justify-center gap-3">
          <Link href="/dashboard/user/my-bookings" className={buttonVariants()}>
            {t("result.viewBookings")}
          </Link>
          <Link href="/services" className={buttonVariants({ variant: "outline" })}>
            {t("result.bookAnother")}
          </Link>
        </div>
      </section>
    </div>
  );
}
