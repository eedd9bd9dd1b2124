import type { Metadata } from "next";
import Link from "next/link";
import { ChevronLeftIcon } from "lucide-react";
import { BookingActions } from "@/components/booking/booking-actions";
import { BookingFacts } from "@/components/booking/booking-facts";
import { BookingHistory } from "@/components/booking/booking-history";
import { BookingVehicleFacts } from "@/components/booking/booking-vehicle";
import { SlotCountdown } from "@/components/booking/countdown";
import { PageHeading } from "@/components/dashboard/page-heading";
import { FormMessage } from "@/components/forms/form-message";
import { buttonVariants } from "@/components/ui/button";
import { messages } from "@/lib/messages";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { noticeHours } from "@/lib/server/bookings/notice";
import { doneMessage, loadBookingPage } from "@/lib/server/bookings/page-loaders";
import { getSettings } from "@/lib/server/settings/business-settings";

export const metadata: Metadata = { title: messages.bookingChanges.detailsTitle };

const bookingChangesText = messages.bookingChanges;

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** One of the customer's bookings: its particulars, what can be done with it, and its history. */
export default async function MyBookingPage({ params, searchParams }: Props) {
  const customer = await requirePageUser("user");
  const booking = await loadBookingPage(customer, (await params).id);
  const done = doneMessage(booking, (await searchParams).done, "customer");
  const settings = await getSettings();
  return (
    <section aria-labelledby="booking-heading" className="grid max-w-3xl gap-6">
      <Link href="/dashboard/user/my-bookings" className={buttonVariants({ variant: "ghost", size: "sm", className: "w-fit -ml-2" })}>
        <ChevronLeftIcon aria-hidden /> {bookingChangesText.back}
      </Link>
      <PageHeading id="booking-heading" title={booking.service.name} subtitle={bookingChangesText.detailsTitle} />
      <FormMessage tone="success" title={done ?? undefined} />
      <div className="grid gap-4 rounded-xl border bg-card p-5">
        <BookingFacts booking={booking} />
        <BookingVehicleFacts booking={booking} />
        {booking.status === "confirm" ? (
          <p className="text-sm" data-testid="booking-countdown">
            <SlotCountdown startsAt={booking.slot.startsAt} endsAt={booking.slot.endsAt} className="font-mono font-semibold tabular-nums" />
          </p>
        ) : null}
        <BookingActions booking={booking} now={new Date()} noticeHours={await noticeHours()} />
      </div>
      <BookingHistory history={booking.history} viewer="customer" timeZone={settings.timeZone} currency={booking.currency} shop={settings.businessName} />
    </section>
  );
}
