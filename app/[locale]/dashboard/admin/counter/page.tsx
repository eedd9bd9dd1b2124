import type { Metadata } from "next";
import Link from "next/link";
import { CheckIcon, LogInIcon, PlusIcon, UserXIcon } from "lucide-react";
import { PageHeading } from "@/components/dashboard/page-heading";
import { FormMessage } from "@/components/forms/form-message";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { checkInAtCounterAction, settleAtCounterAction } from "@/lib/actions/bookings";
import { clockTimeIn, formatClock, formatDisplayDate } from "@/lib/format/time";
import type { Writing } from "@/lib/format/writing";
import { messages } from "@/lib/messages";
import { requirePageUser } from "@/lib/server/auth/current-user";
import type { BookingDto } from "@/lib/server/bookings/booking-dto";
import { counterDay } from "@/lib/server/bookings/counter-day";
import { pageLocale } from "@/lib/server/i18n/page-locale";
import { sectionIn } from "@/lib/server/i18n/sections";
import { businessTimeZone, getSettings } from "@/lib/server/settings/business-settings";
import { LIST_PATHS } from "@/lib/urls/lists";
import { NEW_BOOKING_PATH } from "@/lib/urls/staff-booking";
import type { SearchParams } from "@/lib/validation/query";

type Done = keyof typeof messages.counter.done;

/** The page's title, in the admin's language. */
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  return { title: (await sectionIn(await pageLocale(params), "counter")).title };
}

type FormAction = (form: FormData) => Promise<void>;

const DONE_KEYS = Object.keys(messages.counter.done) as Done[];
const isDone = (value: unknown): value is Done => DONE_KEYS.includes(value as Done);

/** Who and what, linked to the booking: the first cell of both tables (`label`: its column's name). */
function CustomerCell({ booking, label }: { booking: BookingDto; label: string }) {
  return (
    <TableCell label={label}>
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
 * JavaScript. See docs/booking-lifecycle.md. In the admin's language, its dates and times too.
 */
export default async function CounterPage({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> }) {
  const admin = await requirePageUser("admin");
  const locale = await pageLocale(params);
  const given = await searchParams;
  const [day, zone, counterText, staffBookingText, { latinDigits }] = await Promise.all([counterDay(admin), businessTimeZone(), sectionIn(locale, "counter"), sectionIn(locale, "staffBooking"), getSettings()]);
  const writing: Writing = { locale, latinDigits };
  const done = isDone(given.done) ? counterText.done[given.done] : undefined;
  const slotTime = (booking: BookingDto) => counterText.slotAt(formatDisplayDate(booking.slot.date, writing), formatClock(booking.slot.startTime, writing));
  const slotOf = (booking: BookingDto) => `${booking.service.name}, ${slotTime(booking)}`;

  return (
    <section aria-labelledby="counter-heading" className="grid gap-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageHeading id="counter-heading" title={counterText.title} subtitle={counterText.subtitle} />
        <Link href={NEW_BOOKING_PATH} className={buttonVariants()}>
          <PlusIcon aria-hidden />
          {staffBookingText.newBooking}
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
                  <CustomerCell booking={booking} label={counterText.customer} />
                  <TableCell label={counterText.bookingSlot}>
                    <p>{booking.service.name}</p>
                    <p className="text-xs whitespace-nowrap text-muted-foreground">{slotTime(booking)}</p>
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
          {counterText.todayTitle(formatDisplayDate(day.today, writing))}
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
                  <CustomerCell booking={booking} label={counterText.customer} />
                  <TableCell label={counterText.bookingSlot}>
                    <p>{booking.service.name}</p>
                    <p className="text-xs whitespace-nowrap text-muted-foreground">{`${formatClock(booking.slot.startTime, writing)}–${formatClock(booking.endTime, writing)}`}</p>
                  </TableCell>
                  <TableCell wide className="text-right">
                    {booking.status === "pending" ? (
                      <Badge variant="secondary">{counterText.awaitingPayment}</Badge>
                    ) : booking.checkedInAt ? (
                      <Badge variant="secondary">{counterText.checkedInAt(clockTimeIn(booking.checkedInAt, zone, writing))}</Badge>
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
