import type { Metadata } from "next";
import Link from "next/link";
import { ChevronLeftIcon } from "lucide-react";
import { changeableNow, myBookingPath } from "@/components/booking/booking-actions";
import { RescheduleForm } from "@/components/booking/reschedule-form";
import { PageHeading } from "@/components/dashboard/page-heading";
import { buttonVariants } from "@/components/ui/button";
import { env } from "@/lib/config/env";
import { messages } from "@/lib/messages";
import { formatDisplayDate, isIsoDate, todayIn } from "@/lib/format/time";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { noticeHours } from "@/lib/server/bookings/notice";
import { loadBookingPage } from "@/lib/server/bookings/page-loaders";
import { listAvailability } from "@/lib/server/slots/list-availability";

export const metadata: Metadata = { title: messages.bookingChanges.rescheduleTitle };

const b = messages.booking;
const c = messages.bookingChanges;
const f = messages.footer;

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Moving a booking: the same service's free times, day by day (the date is in
 * the URL, as on the service page), and the one chosen replaces the current
 * one. Within the notice window the page says why it cannot, and how to
 * reach the shop.
 */
export default async function RescheduleMyBookingPage({ params, searchParams }: Props) {
  const customer = await requirePageUser("user");
  const booking = await loadBookingPage(customer, (await params).id);
  const back = myBookingPath(booking._id);
  const query = await searchParams;
  const requested = query.date;
  const today = todayIn(env().BUSINESS_TIMEZONE);
  const date = typeof requested === "string" && isIsoDate(requested) && requested >= today ? requested : booking.slot.date >= today ? booking.slot.date : today;
  const movable = changeableNow(booking, new Date()) && !booking.service.isDeleted;
  const slots = movable ? await listAvailability({ service: booking.service._id, date }) : [];
  // `slot` and `month` come from the picker's forms (pages without JavaScript): kept only when they make sense.
  const selectedSlotId = typeof query.slot === "string" ? slots.find((slot) => slot._id === query.slot && slot.bookable)?._id : undefined;
  const month = typeof query.month === "string" && /^\d{4}-(0[1-9]|1[0-2])$/.test(query.month) && query.month >= today.slice(0, 7) ? query.month : undefined;

  return (
    <section aria-labelledby="reschedule-heading" className="grid gap-6">
      <Link href={back} className={buttonVariants({ variant: "ghost", size: "sm", className: "w-fit -ml-2" })}>
        <ChevronLeftIcon aria-hidden /> {c.detailsTitle}
      </Link>
      <PageHeading id="reschedule-heading" title={c.rescheduleTitle} subtitle={c.rescheduleBody} />
      <p className="rounded-lg border bg-card p-3 text-sm">
        <span className="text-muted-foreground">{c.currently}:</span>{" "}
        <span className="font-medium" data-testid="current-time">
          {booking.service.name}, {formatDisplayDate(booking.slot.date)} {b.at} {booking.slot.startTime}
        </span>
      </p>
      {movable ? (
        <RescheduleForm
          bookingId={booking._id}
          serviceId={booking.service._id}
          today={today}
          date={date}
          slots={slots}
          selectedSlotId={selectedSlotId}
          month={month}
          pagePath={`${back}/reschedule`}
        />
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          {booking.status === "confirm" ? c.noticeLine(noticeHours(), f.phone, f.email) : booking.status === "pending" ? c.onlyConfirmedMove : booking.status === "cancel" ? c.alreadyCancelled : c.ended}
        </p>
      )}
    </section>
  );
}
