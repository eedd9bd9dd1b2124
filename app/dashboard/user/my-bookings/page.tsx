import type { Metadata } from "next";
import Link from "next/link";
import { CalendarIcon, ChevronRightIcon, ClockIcon, HashIcon } from "lucide-react";
import { BookingActions, myBookingPath } from "@/components/booking/booking-actions";
import { BookingStatusBadge, PaymentBadge } from "@/components/booking/booking-badges";
import { SlotCountdown } from "@/components/booking/countdown";
import { PageHeading } from "@/components/dashboard/page-heading";
import { FormMessage } from "@/components/forms/form-message";
import { buttonVariants } from "@/components/ui/button";
import { messages } from "@/lib/messages";
import { requirePageUser } from "@/lib/server/auth/current-user";
import type { BookingDto } from "@/lib/server/bookings/booking-dto";
import { listMyBookings } from "@/lib/server/bookings/list-bookings";
import { noticeHours } from "@/lib/server/bookings/notice";
import { businessTimeZone } from "@/lib/server/settings/business-settings";
import { clockTimeIn, formatDisplayDate } from "@/lib/format/time";
import { cn } from "@/lib/utils";
import { MyWaitlist } from "@/components/booking/my-waitlist";
import { listMyWaitlist } from "@/lib/server/waitlist/manage-waitlist";

export const metadata: Metadata = { title: messages.dashboard.myBookings };

const bookingText = messages.booking;
const bookingChangesText = messages.bookingChanges;

/** How many past and cancelled bookings the page lists before "Show all". */
const RECENT_PAST = 10;

/** Still ahead: awaiting payment within its hold, or confirmed with the slot not yet over. */
const isUpcoming = (booking: BookingDto) => booking.status === "pending" || booking.status === "confirm";

/**
 * My Bookings: what is coming up (with a countdown to each start, and what
 * can be done with it), then what is past or cancelled, without countdowns.
 * Statuses in words; the wire keeps its codes.
 */
export default async function MyBookingsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const customer = await requirePageUser("user");
  const query = await searchParams;
  const allPast = query.past === "all";
  const [bookings, waitlist] = await Promise.all([listMyBookings(customer, {}), listMyWaitlist(customer)]);
  const now = new Date();
  // The next one first; the past and cancelled, the most recent first.
  const startOf = (booking: BookingDto) => Date.parse(booking.slot.startsAt);
  const upcoming = bookings.filter(isUpcoming).sort((a, z) => startOf(a) - startOf(z));
  const past = bookings.filter((booking) => !isUpcoming(booking)).sort((a, z) => startOf(z) - startOf(a));
  const pastShown = allPast ? past : past.slice(0, RECENT_PAST);
  const context = { now, noticeHours: await noticeHours(), timeZone: await businessTimeZone() };

  return (
    <section aria-labelledby="my-bookings-heading" className="grid gap-8">
      <PageHeading id="my-bookings-heading" title={messages.dashboard.myBookings} subtitle={bookingText.myBookingsSubtitle} />
      <FormMessage tone="success" title={query.done === "waitlist-left" ? messages.waitlist.left : undefined} />
      {waitlist.length > 0 ? <MyWaitlist entries={waitlist} timeZone={context.timeZone} /> : null}
      {bookings.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center">
          <p className="text-lg font-semibold">{bookingText.noBookings}</p>
          <Link href="/services" className={buttonVariants()}>
            {bookingText.browseServices}
          </Link>
        </div>
      ) : (
        <>
          <section aria-labelledby="upcoming-heading" className="grid gap-4">
            <h2 id="upcoming-heading" className="text-lg font-semibold">
              {bookingChangesText.upcoming}
            </h2>
            {upcoming.length === 0 ? (
              <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-dashed p-5 text-sm text-muted-foreground">
                <p>{bookingChangesText.nothingUpcoming}</p>
                <Link href="/services" className={buttonVariants({ size: "sm", variant: "outline" })}>
                  {bookingChangesText.bookAgain}
                </Link>
              </div>
            ) : (
              <ul className="grid gap-4 md:grid-cols-2">
                {upcoming.map((booking) => (
                  <li key={booking._id}>
                    <UpcomingCard booking={booking} {...context} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          {past.length > 0 ? (
            <section aria-labelledby="past-heading" className="grid gap-4">
              <h2 id="past-heading" className="text-lg font-semibold">
                {bookingChangesText.pastAndCancelled}
              </h2>
              <ul className="grid gap-3 md:grid-cols-2">
                {pastShown.map((booking) => (
                  <li key={booking._id}>
                    <PastCard booking={booking} />
                  </li>
                ))}
              </ul>
              {past.length > RECENT_PAST ? (
                <Link
                  href={allPast ? "/dashboard/user/my-bookings" : "/dashboard/user/my-bookings?past=all#past-heading"}
                  className={buttonVariants({ variant: "outline", size: "sm", className: "w-fit" })}
                >
                  {allPast ? bookingChangesText.showRecentPast : bookingChangesText.showAllPast(past.length)}
                </Link>
              ) : null}
            </section>
          ) : null}
        </>
      )}
    </section>
  );
}

function When({ booking, className }: { booking: BookingDto; className?: string }) {
  return (
    <p className={cn("flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground", className)}>
      <span className="inline-flex items-center gap-1">
        <CalendarIcon className="size-4" aria-hidden /> {formatDisplayDate(booking.slot.date)}
      </span>
      <span className="inline-flex items-center gap-1">
        <ClockIcon className="size-4" aria-hidden /> {booking.slot.startTime}
      </span>
      <span className="inline-flex items-center gap-1">
        <HashIcon className="size-4" aria-hidden />
        <span className="sr-only">{bookingText.reference}</span>
        <span className="font-mono">{booking.reference}</span>
      </span>
    </p>
  );
}

function DetailsLink({ booking }: { booking: BookingDto }) {
  return (
    <Link href={myBookingPath(booking._id)} aria-label={bookingChangesText.detailsOf(booking.service.name)} className={buttonVariants({ size: "sm", variant: "ghost", className: "ml-auto" })}>
      {bookingChangesText.details} <ChevronRightIcon aria-hidden />
    </Link>
  );
}

function UpcomingCard({ booking, now, noticeHours, timeZone }: { booking: BookingDto; now: Date; noticeHours: number; timeZone: string }) {
  const awaiting = booking.status === "pending";
  return (
    <article data-testid="booking-card" aria-label={booking.service.name} className="flex h-full flex-col gap-3 rounded-xl border bg-card p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold">{booking.service.name}</h3>
        <div className="flex shrink-0 flex-wrap justify-end gap-1.5">
          <BookingStatusBadge status={booking.status} />
          {awaiting ? null : <PaymentBadge payment={booking.payment} />}
        </div>
      </div>
      <When booking={booking} />
      {awaiting ? (
        // Nothing is booked until it is paid: the hold's end matters, not the slot's start.
        <p className="text-sm">
          {booking.holdExpiresAt ? bookingText.awaitingPayment(clockTimeIn(booking.holdExpiresAt, timeZone)) : null} <span className="text-muted-foreground">{bookingChangesText.awaitingPaymentNote}</span>
        </p>
      ) : (
        <p className="text-sm" data-testid="booking-countdown">
          <SlotCountdown startsAt={booking.slot.startsAt} endsAt={booking.slot.endsAt} className="font-mono text-lg font-semibold tabular-nums" />
        </p>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-2 border-t pt-3">
        <BookingActions booking={booking} now={now} noticeHours={noticeHours} />
        <DetailsLink booking={booking} />
      </div>
    </article>
  );
}

function PastCard({ booking }: { booking: BookingDto }) {
  return (
    <article data-testid="booking-card" aria-label={booking.service.name} className="flex h-full flex-col gap-2 rounded-xl border bg-muted/30 p-4">
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-medium">{booking.service.name}</h3>
        <div className="flex shrink-0 flex-wrap justify-end gap-1.5">
          <BookingStatusBadge status={booking.status} />
          {booking.payment === "pending" ? null : <PaymentBadge payment={booking.payment} />}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <When booking={booking} />
        <DetailsLink booking={booking} />
      </div>
    </article>
  );
}
