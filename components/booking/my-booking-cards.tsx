import Link from "next/link";
import { CalendarIcon, ChevronRightIcon, ClockIcon, HashIcon, LinkIcon } from "lucide-react";
import { BookingActions, myBookingPath } from "@/components/booking/booking-actions";
import { BookingStatusBadge, PaymentBadge } from "@/components/booking/booking-badges";
import { AmountsDueLine } from "@/components/booking/booking-facts";
import { SlotCountdown } from "@/components/booking/countdown";
import { BookingVehicleLine } from "@/components/booking/booking-vehicle";
import { buttonVariants } from "@/components/ui/button";
import { clockTimeIn, formatClock, formatDisplayDate } from "@/lib/format/time";
import type { Locale } from "@/lib/i18n/locales";
import type { BookingDto } from "@/lib/server/bookings/booking-dto";
import { accountWords, badgeWords, type AccountWords } from "@/lib/server/i18n/account-words";
import { cn } from "@/lib/utils";

function When({ booking, className, words: { t, writing } }: { booking: BookingDto; className?: string; words: AccountWords }) {
  return (
    <p className={cn("flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground", className)}>
      <span className="inline-flex items-center gap-1">
        <CalendarIcon className="size-4" aria-hidden /> {formatDisplayDate(booking.slot.date, writing)}
      </span>
      <span className="inline-flex items-center gap-1">
        <ClockIcon className="size-4" aria-hidden /> {formatClock(booking.slot.startTime, writing)}
      </span>
      <span className="inline-flex items-center gap-1">
        <HashIcon className="size-4" aria-hidden />
        <span className="sr-only">{t("bookings.reference")}</span>
        <span className="font-mono">{booking.reference}</span>
      </span>
    </p>
  );
}

function DetailsLink({ booking, words: { t } }: { booking: BookingDto; words: AccountWords }) {
  return (
    <Link href={myBookingPath(booking._id)} aria-label={t("bookings.detailsOf", { service: booking.service.name })} className={buttonVariants({ size: "sm", variant: "ghost", className: "ml-auto" })}>
      {t("bookings.details")} <ChevronRightIcon aria-hidden />
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

/** A booking still ahead: its countdown (or its hold's end while it awaits payment) and what can be done with it. In the page's language. */
export async function UpcomingCard({ booking, now, noticeHours, timeZone, together, locale }: { booking: BookingDto; now: Date; noticeHours: number; timeZone: string; together?: string; locale: Locale }) {
  const awaiting = booking.status === "pending";
  const words = await accountWords(locale);
  const { t, writing } = words;
  const badges = badgeWords(t, booking);
  return (
    <article data-testid="booking-card" aria-label={booking.service.name} className="flex h-full flex-col gap-3 rounded-xl border bg-card p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold">{booking.service.name}</h3>
        <div className="flex shrink-0 flex-wrap justify-end gap-1.5">
          <BookingStatusBadge status={booking.status} label={badges.status} />
          {awaiting ? null : <PaymentBadge payment={booking.payment} booking={booking} label={badges.payment} />}
        </div>
      </div>
      <When booking={booking} words={words} />
      <BookingVehicleLine booking={booking} locale={locale} />
      <AmountsDueLine booking={booking} locale={locale} />
      <BookedTogether note={together} />
      {awaiting ? (
        // Nothing is booked until it is paid: the hold's end matters, not the slot's start.
        <p className="text-sm">
          {booking.holdExpiresAt ? t("bookings.awaitingPayment", { until: clockTimeIn(booking.holdExpiresAt, timeZone, writing) }) : null} <span className="text-muted-foreground">{t("bookings.awaitingPaymentNote")}</span>
        </p>
      ) : (
        <p className="text-sm" data-testid="booking-countdown">
          <SlotCountdown startsAt={booking.slot.startsAt} endsAt={booking.slot.endsAt} className="font-mono text-lg font-semibold tabular-nums" />
        </p>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-2 border-t pt-3">
        <BookingActions booking={booking} now={now} noticeHours={noticeHours} locale={locale} />
        <DetailsLink booking={booking} words={words} />
      </div>
    </article>
  );
}

/** A past or cancelled booking: what and when, and a link to its page. In the page's language. */
export async function PastCard({ booking, together, locale }: { booking: BookingDto; together?: string; locale: Locale }) {
  const words = await accountWords(locale);
  const badges = badgeWords(words.t, booking);
  return (
    <article data-testid="booking-card" aria-label={booking.service.name} className="flex h-full flex-col gap-2 rounded-xl border bg-muted/30 p-4">
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-medium">{booking.service.name}</h3>
        <div className="flex shrink-0 flex-wrap justify-end gap-1.5">
          <BookingStatusBadge status={booking.status} label={badges.status} />
          {booking.payment === "pending" ? null : <PaymentBadge payment={booking.payment} booking={booking} label={badges.payment} />}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <When booking={booking} words={words} />
        <DetailsLink booking={booking} words={words} />
      </div>
      <BookingVehicleLine booking={booking} className="text-muted-foreground" locale={locale} />
      <BookedTogether note={together} />
    </article>
  );
}
