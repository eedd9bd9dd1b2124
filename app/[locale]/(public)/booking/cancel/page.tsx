import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { CircleSlashIcon, CreditCardIcon } from "lucide-react";
import { BookingSummary } from "@/components/booking/booking-summary";
import { CancelCheckoutForm } from "@/components/booking/cancel-checkout-form";
import { buttonVariants } from "@/components/ui/button";
import { businessTimeZone } from "@/lib/server/settings/business-settings";
import { clockTimeIn } from "@/lib/format/time";
import { messages } from "@/lib/messages";
import { paymentsLocalMessages } from "@/lib/messages/payments-local";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { bookingLeftAtCheckout } from "@/lib/server/bookings/cancel-checkout";
import { env } from "@/lib/config/env";
import { visitorSiteOrigin } from "@/lib/server/site-origin";
import { onSiteOrigin } from "@/lib/urls/site-origin";

export const metadata: Metadata = { title: messages.booking.leftTitle, robots: { index: false } };

const bookingText = messages.booking;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Where a checkout's cancel link leads (`?booking=`; `&payment=failed` when
 * the provider sends back a customer whose payment failed): the booking, and the
 * choice between going back to pay and cancelling. Opening it changes
 * nothing; only the Cancel form does. Someone else's booking is not found.
 */
export default async function BookingCancelPage({ searchParams }: Props) {
  const customer = await requirePageUser("user");
  const { booking: bookingId, payment } = await searchParams;
  if (typeof bookingId !== "string") notFound();
  const booking = await bookingLeftAtCheckout(bookingId, customer);
  if (!booking) notFound();
  const timeZone = await businessTimeZone();
  const awaiting = booking.status === "pending" && booking.payment_url && booking.holdExpiresAt;
  // The test checkout's page at the address the customer is on (Stripe's is left as it is).
  const paymentUrl = booking.payment_url ? onSiteOrigin(booking.payment_url, await visitorSiteOrigin(), env().APP_URL) : null;

  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <section aria-labelledby="checkout-left" className="grid gap-5 rounded-xl border bg-card p-6 sm:p-8">
        <CircleSlashIcon className="mx-auto size-12 text-muted-foreground" aria-hidden />
        <div className="grid gap-2 text-center">
          <h1 id="checkout-left" className="text-2xl font-bold tracking-tight">
            {awaiting ? (payment === "failed" ? paymentsLocalMessages.paymentFailedTitle : bookingText.leftTitle) : bookingText.notAwaitingTitle}
          </h1>
          <p className="text-muted-foreground">{awaiting ? bookingText.leftBody(clockTimeIn(booking.holdExpiresAt!, timeZone)) : bookingText.notAwaitingBody}</p>
        </div>
        <BookingSummary booking={booking} />
        {awaiting ? (
          <div className="grid gap-2 sm:grid-cols-2">
            {/* A plain link: the payment page may be the provider's own site. */}
            <a href={paymentUrl!} className={buttonVariants({ size: "lg" })}>
              <CreditCardIcon aria-hidden />
              {bookingText.returnToPayment}
            </a>
            <CancelCheckoutForm bookingId={booking._id} />
          </div>
        ) : (
          <div className="flex flex-wrap justify-center gap-3">
            <Link href="/dashboard/user/my-bookings" prefetch={false} className={buttonVariants()}>
              {bookingText.viewBookings}
            </Link>
            <Link href="/services" className={buttonVariants({ variant: "outline" })}>
              {bookingText.bookAnother}
            </Link>
          </div>
        )}
      </section>
    </div>
  );
}
