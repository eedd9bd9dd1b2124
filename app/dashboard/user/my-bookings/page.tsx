import type { Metadata } from "next";
import Link from "next/link";
import { CalendarIcon, ClockIcon } from "lucide-react";
import { BookingStatusBadge, PaymentBadge } from "@/components/booking/booking-badges";
import { SlotCountdown } from "@/components/booking/countdown";
import { PageHeading } from "@/components/dashboard/page-heading";
import { buttonVariants } from "@/components/ui/button";
import { messages } from "@/lib/messages";
import { requirePageUser } from "@/lib/server/auth/current-user";
import type { BookingDto } from "@/lib/server/bookings/booking-dto";
import { listMyBookings } from "@/lib/server/bookings/list-bookings";
import { businessTimeZone } from "@/lib/server/settings/settings";
import { clockTimeIn, formatDisplayDate } from "@/lib/format/time";

export const metadata: Metadata = { title: messages.dashboard.myBookings };

const b = messages.booking;

export default async function MyBookingsPage() {
  const customer = await requirePageUser("user");
  const bookings = await listMyBookings(customer, {});
  const timeZone = await businessTimeZone();
  return (
    <section aria-labelledby="my-bookings-heading" className="grid gap-6">
      <PageHeading id="my-bookings-heading" title={messages.dashboard.myBookings} subtitle={b.myBookingsSubtitle} />
      {bookings.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center">
          <p className="text-lg font-semibold">{b.noBookings}</p>
          <Link href="/services" className={buttonVariants()}>
            {b.browseServices}
          </Link>
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {bookings.map((booking) => (
            <li key={booking._id}>
              <BookingCard booking={booking} timeZone={timeZone} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function BookingCard({ booking, timeZone }: { booking: BookingDto; timeZone: string }) {
  return (
    <article data-testid="booking-card" aria-label={booking.service.name} className="flex h-full flex-col gap-3 rounded-xl border bg-card p-5">
      <div className="flex items-start justify-between gap-3">
        <h2 className="font-semibold">{booking.service.name}</h2>
        <div className="flex shrink-0 gap-1.5">
          <PaymentBadge payment={booking.payment} />
          <BookingStatusBadge status={booking.status} tone="my-bookings" />
        </div>
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <CalendarIcon className="size-4" aria-hidden /> {formatDisplayDate(booking.slot.date)}
        </span>
        <span className="inline-flex items-center gap-1">
          <ClockIcon className="size-4" aria-hidden /> {booking.slot.startTime}
        </span>
      </p>
      {booking.status === "confirm" || booking.status === "pending" ? (
        // A countdown only where it means something: a booking that still stands.
        <p className="text-sm" data-testid="booking-countdown">
          <SlotCountdown startsAt={booking.slot.startsAt} endsAt={booking.slot.endsAt} className="font-mono text-lg font-semibold tabular-nums" />
        </p>
      ) : null}
      {booking.status === "pending" && booking.payment_url && booking.holdExpiresAt ? (
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t pt-3 text-sm">
          <span className="text-muted-foreground">{b.awaitingPayment(clockTimeIn(booking.holdExpiresAt, timeZone))}</span>
          <a href={booking.payment_url} className={buttonVariants({ size: "sm" })}>
            {b.resumePayment}
          </a>
        </div>
      ) : null}
    </article>
  );
}
