import type { Metadata } from "next";
import Link from "next/link";
import { CheckIcon, LogInIcon, PlusIcon, UserXIcon } from "lucide-react";
import { PageHeading } from "@/components/dashboard/page-heading";
import { FormMessage } from "@/components/forms/form-message";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { checkInAtCounterAction, settleAtCounterAction } from "@/lib/actions/bookings";
import { clockTimeIn, formatDisplayDate } from "@/lib/format/time";
import { messages } from "@/lib/messages";
import { requirePageUser } from "@/lib/server/auth/current-user";
import type { BookingDto } from "@/lib/server/bookings/booking-dto";
import { counterDay } from "@/lib/server/bookings/counter-day";
import { businessTimeZone } from "@/lib/server/settings/business-settings";
import { LIST_PATHS } from "@/lib/urls/lists";
import { NEW_BOOKING_PATH } from "@/lib/urls/staff-booking";
import type { SearchParams } from "@/lib/validation/query";

const counterText = messages.counter;
const bookingText = messages.booking;

export const metadata: Metadata = { title: counterText.title };

type FormAction = (form: FormData) => Promise<void>;

const DONE_KEYS = Object.keys(counterText.done) as (keyof typeof counterText.done)[];
const isDone = (value: unknown): value is keyof typeof counterText.done => DONE_KEYS.includes(value as keyof typeof counterText.done);

/** Who and what, linked to the booking: the first cell of both tables. */
function CustomerCell({ booking }: { booking: BookingDto }) {
  return (
    <TableCell label={counterText.customer}>
      <Link href={`${LIST_PATHS.adminBookings}/${booking._id}`} className="font-medium underline-offset-4 hover:underline">
        {booking.name}
      </Link>
      {booking.customer.phone ? <p className="text-xs text-muted-foreground">{booking.customer.phone}</p> : null}
      <p className="font-mono text-xs text-muted-foreground">{booking.reference}</p>
    </TableCell>
  );
}

/**
 * The counter (admins): today's bookings still to come, each with Check in
 * once paid, and the ended bookings whose customer was not checked in, each
 * with Completed and No-show, while the shop's grace for settling them lasts
 * (after it they complete on their own). Plain forms, so it works without
 * JavaScript. See docs/booking-lifecycle.md.
 */
export default async function CounterPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const admin = await requirePageUser("admin");
  const given = await searchParams;
  const [day, zone] = await Promise.all([counterDay(admin), businessTimeZone()]);
  const done = isDone(given.done) ? counterText.done[given.done] : undefined;
  const slotOf = (booking: BookingDto) => `${booking.service.name}, ${formatDisplayDate(booking.slot.date)} ${bookingText.at} ${booking.slot.startTime}`;

  return (
    <section aria-labelledby="counter-heading" className="grid gap-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageHeading id="counter-heading" title={counterText.title} subtitle={counterText.subtitle} />
        <Link href={NEW_BOOKING_PATH} className={buttonVariants()}>
          <PlusIcon aria-hidden />
          {messages.staffBooking.newBooking}
        </Link>
      </div>
      <FormMessage tone={given.done === "unchanged" ? "error" : "success"} title={done} />

      <section aria-labelledby="to-settle-heading" className="grid gap-3">
        <h2 id="to-settle-heading" className="text-lg font-semibold">
          {counterText.toSettleTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{day.settleGraceHours === 0 ? counterText.noGrace : counterText.toSettleHint(day.settleGraceHours)}</p>
        {day.toSettle.length === 0 ? (
          day.settleGraceHours === 0 ? null : <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">{counterText.toSettleEmpty}</p>
        ) : (
          <Table aria-labelledby="to-settle-heading">
            <TableHeader>
              <TableRow>
                <TableHead>{counterText.customer}</TableHead>
                <TableHead>{counterText.bookingSlot}</TableHead>
                <TableHead>
                  <span className="sr-only">{counterText.state}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {day.toSettle.map((booking) => (
                <TableRow key={booking._id} data-testid="to-settle-row">
                  <CustomerCell booking={booking} />
                  <TableCell label={counterText.bookingSlot}>
                    <p>{booking.service.name}</p>
                    <p className="text-xs whitespace-nowrap text-muted-foreground">{`${formatDisplayDate(booking.slot.date)} ${bookingText.at} ${booking.slot.startTime}`}</p>
                  </TableCell>
                  <TableCell wide>
                    <form action={settleAtCounterAction as unknown as FormAction} className="flex flex-wrap justify-end gap-2 @max-3xl:justify-start">
                      <input type="hidden" name="booking" value={booking._id} />
                      <button type="submit" name="status" value="complete" aria-label={counterText.completedOf(booking.name, slotOf(booking))} className={buttonVariants({ size: "sm", variant: "outline" })}>
                        <CheckIcon aria-hidden />
                        {counterText.completed}
                      </button>
                      <button type="submit" name="status" value="no-show" aria-label={counterText.noShowOf(booking.name, slotOf(booking))} className={buttonVariants({ size: "sm", variant: "outline" })}>
                        <UserXIcon aria-hidden />
                        {counterText.noShow}
                      </button>
                    </form>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </section>

      <section aria-labelledby="today-heading" className="grid gap-3">
        <h2 id="today-heading" className="text-lg font-semibold">
          {counterText.todayTitle(formatDisplayDate(day.today))}
        </h2>
        {day.bookings.length === 0 ? (
          <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">{counterText.todayEmpty}</p>
        ) : (
          <Table aria-labelledby="today-heading">
            <TableHeader>
              <TableRow>
                <TableHead>{counterText.customer}</TableHead>
                <TableHead>{counterText.bookingSlot}</TableHead>
                <TableHead className="text-right">{counterText.state}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {day.bookings.map((booking) => (
                <TableRow key={booking._id} data-testid="today-row">
                  <CustomerCell booking={booking} />
                  <TableCell label={counterText.bookingSlot}>
                    <p>{booking.service.name}</p>
                    <p className="text-xs whitespace-nowrap text-muted-foreground">{`${booking.slot.startTime}–${booking.endTime}`}</p>
                  </TableCell>
                  <TableCell wide className="text-right">
                    {booking.status === "pending" ? (
                      <Badge variant="secondary">{counterText.awaitingPayment}</Badge>
                    ) : booking.checkedInAt ? (
                      <Badge variant="secondary">{counterText.checkedInAt(clockTimeIn(booking.checkedInAt, zone))}</Badge>
                    ) : (
                      <form action={checkInAtCounterAction as unknown as FormAction}>
                        <input type="hidden" name="booking" value={booking._id} />
                        <button type="submit" aria-label={counterText.checkInOf(booking.name, slotOf(booking))} className={buttonVariants({ size: "sm" })}>
                          <LogInIcon aria-hidden />
                          {counterText.checkIn}
                        </button>
                      </form>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </section>
    </section>
  );
}
