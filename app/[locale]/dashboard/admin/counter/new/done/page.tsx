import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { CheckCircle2Icon } from "lucide-react";
import { PageHeading } from "@/components/dashboard/page-heading";
import { StaffBookingLink } from "@/components/admin/staff-booking-link";
import { buttonVariants } from "@/components/ui/button";
import { formatPrice } from "@/lib/format/money";
import { clockTimeIn, formatClock, formatDisplayDate } from "@/lib/format/time";
import type { Writing } from "@/lib/format/writing";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { getBooking } from "@/lib/server/bookings/booking-details";
import { isAppError } from "@/lib/errors";
import { pageLocale } from "@/lib/server/i18n/page-locale";
import { sectionIn } from "@/lib/server/i18n/sections";
import { businessTimeZone, getSettings } from "@/lib/server/settings/business-settings";
import { LIST_PATHS } from "@/lib/urls/lists";
import { NEW_BOOKING_PATH } from "@/lib/urls/staff-booking";
import type { SearchParams } from "@/lib/validation/query";

/** The page's title, in the admin's language. */
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  return { title: (await sectionIn(await pageLocale(params), "staffBooking")).doneTitle };
}

/**
 * The booking New booking made (admins): paid at the counter and confirmed, or awaiting payment with
 * its payment link, which the admin reads out or copies when it was not emailed. In the admin's
 * language, its date, times and price too.
 */
export default async function StaffBookingDonePage({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> }) {
  const admin = await requirePageUser("admin");
  const locale = await pageLocale(params);
  const id = (await searchParams).booking;
  const booking = await getBooking(admin, id).catch((error: unknown) => {
    if (isAppError(error, "not-found") || isAppError(error, "invalid")) notFound();
    throw error;
  });
  const [zone, staffBookingText, bookingText, { latinDigits }] = await Promise.all([businessTimeZone(), sectionIn(locale, "staffBooking"), sectionIn(locale, "booking"), getSettings()]);
  const writing: Writing = { locale, latinDigits };
  const paid = booking.history.find((entry) => entry.type === "booking.paid" && (entry.details.method === "cash" || entry.details.method === "card"));
  const method = paid?.details.method as "cash" | "card" | undefined;
  const email = booking.customer.email;
  const holding = booking.status === "pending" && booking.payment_url !== null;

  return (
    <section aria-labelledby="done-heading" className="grid max-w-2xl gap-6">
      <div className="flex items-start gap-3">
        <CheckCircle2Icon className="mt-1 size-7 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden />
        <PageHeading id="done-heading" title={`${staffBookingText.doneTitle}: ${booking.reference}`} subtitle={`${booking.name} · ${booking.service.name}`} />
      </div>
      <dl className="grid gap-x-6 gap-y-2 rounded-xl border p-4 text-sm sm:grid-cols-[auto_1fr] sm:p-6">
        <dt className="text-muted-foreground">{bookingText.date}</dt>
        <dd>{formatDisplayDate(booking.slot.date, writing)}</dd>
        <dt className="text-muted-foreground">{bookingText.time}</dt>
        <dd>{staffBookingText.timeRange(formatClock(booking.slot.startTime, writing), formatClock(booking.endTime, writing))}</dd>
        <dt className="text-muted-foreground">{bookingText.price}</dt>
        <dd>{formatPrice(booking.amount, booking.currency, writing)}</dd>
        <dt className="text-muted-foreground">{staffBookingText.contact}</dt>
        <dd className="break-all">{[booking.customer.phone, email || staffBookingText.noEmail].filter(Boolean).join(" · ")}</dd>
      </dl>

      <div role="status" className="grid gap-3 rounded-xl border bg-muted/30 p-4 sm:p-6">
        {method && booking.payment === "paid" ? (
          <>
            <p className="font-medium">{staffBookingText.paidAtCounter(staffBookingText.methods[method])}</p>
            <p className="text-sm text-muted-foreground">{email ? staffBookingText.confirmationSent : staffBookingText.noEmailToSend}</p>
          </>
        ) : holding ? (
          <>
            <p className="font-medium">{email ? staffBookingText.linkSentTo(email) : staffBookingText.linkToRead}</p>
            {booking.holdExpiresAt ? <p className="text-sm text-muted-foreground">{staffBookingText.holdUntil(clockTimeIn(booking.holdExpiresAt, zone, writing))}</p> : null}
            <StaffBookingLink url={booking.payment_url!} locale={locale} />
          </>
        ) : (
          <p className="font-medium">{staffBookingText.noLongerHeld}</p>
        )}
      </div>

      <div className="flex flex-wrap gap-3">
        <Link href={NEW_BOOKING_PATH} className={buttonVariants()}>
          {staffBookingText.another}
        </Link>
        <Link href={`${LIST_PATHS.adminBookings}/${booking._id}`} className={buttonVariants({ variant: "outline" })}>
          {staffBookingText.viewBooking}
        </Link>
      </div>
    </section>
  );
}
