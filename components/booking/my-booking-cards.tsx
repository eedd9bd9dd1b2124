import Link from "next/link";
import { CalendarIcon, ChevronRightIcon, ClockIcon, HashIcon, LinkIcon } from "lucide-react";
import { BookingActions, myBookingPath } from "@/components/booking/booking-actions";
import { BookingStatusBadge, PaymentBadge } from "@/components/booking/booking-badges";
import { AmountsDueLine } from "@/components/booking/booking-facts";
import { SlotCountdown } from "@/components/booking/countdown";
import { BookingVehicleLine } from "@/components/booking/booking-vehicle";
import { buttonVariants } from "@/components/ui/button";
import { clockTimeIn, formatDisplayDate } from "@/lib/format/time";
import { messages } from "@/lib/messages";
import type { BookingDto } from "@/lib/server/bookings/booking-dto";
import { cn } from "@/lib/utils";

const bookingText = messages.booking;
const bookingChangesText = messages.bookingChanges;

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

/** Which cars were booked with this one, in one checkout (each is its own booking). */
function BookedTogether({ note }: { note?: string }) {
  if (!note) return null;
  return (
    <p className="flex items-start gap-1 text-sm text-muted-foreground" data-testid="booked-together">
      <LinkIcon className="mt-0.5 size-4 shrink-0" aria-hidden /> {note}
    </p>
  );
}

/** A booking still ahead: its countdown (or its hold's end while it awaits payment) and what can be done with it. */
export function UpcomingCard({ booking, now, noticeHours, timeZone, together }: { booking: BookingDto; now: Date; noticeHours: number; timeZone: string; together?: string }) {
  const awaiting = booking.status === "pending";
  return (
    <article data-testid="booking-card" aria-label={booking.service.name} className="flex h-full flex-col gap-3 rounded-xl border bg-card p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold">{booking.service.name}</h3>
        <div className="flex shrink-0 flex-wrap justify-end gap-1.5">
          <BookingStatusBadge status={booking.status} />
          {awaiting ? null : <PaymentBadge payment={booking.payment} booking={booking} />}
        </div>
      </div>
      <When booking={booking} />
      <BookingVehicleLine booking={booking} />
      <AmountsDueLine booking={booking} />
      <BookedTogether note={together} />
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

/** A past or cancelled booking: what and when, and a link to its page. */
export function PastCard({ booking, together }: { booking: BookingDto; together?: string }) {
  return (
    <article data-testid="booking-card" aria-label={booking.service.name} className="flex h-full flex-col gap-2 rounded-xl border bg-muted/30 p-4">
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-medium">{booking.service.name}</h3>
        <div className="flex shrink-0 flex-wrap justify-end gap-1.5">
          <BookingStatusBadge status={booking.status} />
          {booking.payment === "pending" ? null : <PaymentBadge payment={booking.payment} booking={booking} />}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <When booking={booking} />
        <DetailsLink booking={booking} />
      </div>
      <BookingVehicleLine booking={booking} className="text-muted-foreground" />
      <BookedTogether note={together} />
    </article>
  );
}
