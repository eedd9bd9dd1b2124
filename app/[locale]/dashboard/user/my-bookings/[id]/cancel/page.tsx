import type { Metadata } from "next";
import Link from "next/link";
import { ChevronLeftIcon } from "lucide-react";
import { cancellableNow, changeableNow, myBookingPath } from "@/components/booking/booking-actions";
import { BookingFacts } from "@/components/booking/booking-facts";
import { CancelBookingForm } from "@/components/booking/cancel-booking-form";
import { PageHeading } from "@/components/dashboard/page-heading";
import { buttonVariants } from "@/components/ui/button";
import { messages } from "@/lib/messages";
import { formatPrice } from "@/lib/format/money";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { noticeHours } from "@/lib/server/bookings/notice";
import { loadBookingPage } from "@/lib/server/bookings/page-loaders";
import { getSettings } from "@/lib/server/settings/business-settings";

export const metadata: Metadata = { title: messages.bookingChanges.cancelTitle };

const bookingChangesText = messages.bookingChanges;

/**
 * Cancelling, asked first: what happens to the money and the time, then
 * the confirmation. A booking that can no longer be cancelled online says
 * why and how to reach the shop instead.
 */
export default async function CancelMyBookingPage({ params }: { params: Promise<{ id: string }> }) {
  const customer = await requirePageUser("user");
  const booking = await loadBookingPage(customer, (await params).id);
  const shop = await getSettings();
  const back = myBookingPath(booking._id);
  const now = new Date();
  const cancellable = booking.status === "pending" || cancellableNow(booking, now);
  // Paid with a deposit, inside the notice window: cancelling keeps the deposit.
  const keepsDeposit = booking.status === "confirm" && !changeableNow(booking, now);
  return (
    <section aria-labelledby="cancel-heading" className="grid max-w-2xl gap-6">
      <Link href={back} className={buttonVariants({ variant: "ghost", size: "sm", className: "w-fit -ml-2" })}>
        <ChevronLeftIcon aria-hidden /> {bookingChangesText.detailsTitle}
      </Link>
      <PageHeading id="cancel-heading" title={bookingChangesText.cancelTitle} subtitle={booking.service.name} />
      <div className="grid gap-5 rounded-xl border bg-card p-5">
        <BookingFacts booking={booking} />
        {cancellable ? (
          <>
            <p className="text-sm">
              {keepsDeposit
                ? messages.paymentsDeposits.cancelKeepsDeposit(formatPrice(booking.amount_paid, booking.currency))
                : booking.payment === "paid"
                  ? (booking.refundableOnline ? bookingChangesText.cancelPaid : bookingChangesText.cancelPaidByHand)(formatPrice(booking.amount_paid, booking.currency))
                  : bookingChangesText.cancelUnpaid}
            </p>
            <CancelBookingForm bookingId={booking._id} backHref={back} />
          </>
        ) : (
          <p role="status" className="text-sm text-muted-foreground">
            {booking.status === "confirm" ? bookingChangesText.noticeLine(await noticeHours(), shop.phone, shop.email) : booking.status === "cancel" ? bookingChangesText.alreadyCancelled : bookingChangesText.ended}
          </p>
        )}
      </div>
    </section>
  );
}
