import type { Metadata } from "next";
import Link from "next/link";
import { ChevronLeftIcon } from "lucide-react";
import { AdminCancelForm } from "@/components/admin/admin-booking-forms";
import { BookingFacts } from "@/components/booking/booking-facts";
import { PageHeading } from "@/components/dashboard/page-heading";
import { buttonVariants } from "@/components/ui/button";
import { pageLocale } from "@/lib/server/i18n/page-locale";
import { sectionIn } from "@/lib/server/i18n/sections";
import { getSettings } from "@/lib/server/settings/business-settings";
import { formatPrice } from "@/lib/format/money";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { loadBookingPage } from "@/lib/server/bookings/page-loaders";
import { LIST_PATHS } from "@/lib/urls/lists";

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await sectionIn(await pageLocale(params), "bookingChanges")).adminCancelTitle };
}

/** An admin cancels a booking: refund or not, and a reason for the customer's email. */
export default async function AdminCancelBookingPage({ params }: Props) {
  const locale = await pageLocale(params);
  const admin = await requirePageUser("admin");
  const booking = await loadBookingPage(admin, (await params).id);
  const [bookingChangesText, { latinDigits }] = await Promise.all([sectionIn(locale, "bookingChanges"), getSettings()]);
  const back = `${LIST_PATHS.adminBookings}/${booking._id}`;
  return (
    <section aria-labelledby="cancel-heading" className="grid max-w-2xl gap-6">
      <Link href={back} className={buttonVariants({ variant: "ghost", size: "sm", className: "w-fit -ml-2" })}>
        <ChevronLeftIcon aria-hidden /> {bookingChangesText.adminDetailsTitle}
      </Link>
      <PageHeading id="cancel-heading" title={bookingChangesText.adminCancelTitle} subtitle={bookingChangesText.adminCancelBody} />
      <div className="grid gap-5 rounded-xl border bg-card p-5">
        <BookingFacts booking={booking} withCustomer locale={locale} />
        {booking.status === "cancel" ? (
          <p role="status" className="text-sm text-muted-foreground">
            {bookingChangesText.alreadyCancelled}
          </p>
        ) : (
          <AdminCancelForm bookingId={booking._id} paidAmount={booking.payment === "paid" ? formatPrice(booking.amount_paid, booking.currency, { locale, latinDigits }) : null} refundableOnline={booking.refundableOnline} backHref={back} />
        )}
      </div>
    </section>
  );
}
