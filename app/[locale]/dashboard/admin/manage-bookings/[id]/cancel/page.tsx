import type { Metadata } from "next";
import Link from "next/link";
import { ChevronLeftIcon } from "lucide-react";
import { AdminCancelForm } from "@/components/admin/admin-booking-forms";
import { BookingFacts } from "@/components/booking/booking-facts";
import { PageHeading } from "@/components/dashboard/page-heading";
import { buttonVariants } from "@/components/ui/button";
import { messages } from "@/lib/messages";
import { formatPrice } from "@/lib/format/money";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { loadBookingPage } from "@/lib/server/bookings/page-loaders";
import { LIST_PATHS } from "@/lib/urls/lists";

export const metadata: Metadata = { title: messages.bookingChanges.adminCancelTitle };

const bookingChangesText = messages.bookingChanges;

/** An admin cancels a booking: refund or not, and a reason for the customer's email. */
export default async function AdminCancelBookingPage({ params }: { params: Promise<{ id: string }> }) {
  const admin = await requirePageUser("admin");
  const booking = await loadBookingPage(admin, (await params).id);
  const back = `${LIST_PATHS.adminBookings}/${booking._id}`;
  return (
    <section aria-labelledby="cancel-heading" className="grid max-w-2xl gap-6">
      <Link href={back} className={buttonVariants({ variant: "ghost", size: "sm", className: "w-fit -ml-2" })}>
        <ChevronLeftIcon aria-hidden /> {bookingChangesText.adminDetailsTitle}
      </Link>
      <PageHeading id="cancel-heading" title={bookingChangesText.adminCancelTitle} subtitle={bookingChangesText.adminCancelBody} />
      <div className="grid gap-5 rounded-xl border bg-card p-5">
        <BookingFacts booking={booking} withCustomer />
        {booking.status === "cancel" ? (
          <p role="status" className="text-sm text-muted-foreground">
            {bookingChangesText.alreadyCancelled}
          </p>
        ) : (
          <AdminCancelForm bookingId={booking._id} paidAmount={booking.payment === "paid" ? formatPrice(booking.amount_paid, booking.currency) : null} refundableOnline={booking.refundableOnline} backHref={back} />
        )}
      </div>
    </section>
  );
}
