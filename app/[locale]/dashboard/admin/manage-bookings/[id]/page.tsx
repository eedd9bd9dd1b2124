import type { Metadata } from "next";
import Link from "next/link";
import { ChevronLeftIcon, XIcon } from "lucide-react";
import { BookingStatusForms, CounterPaymentForm, ManualRefundForm } from "@/components/admin/admin-booking-forms";
import { BookingVehicleFacts } from "@/components/admin/booking-vehicle";
import { formatPrice } from "@/lib/format/money";
import type { BookingDetailDto } from "@/lib/server/bookings/booking-details";
import { BookingFacts } from "@/components/booking/booking-facts";
import { BookingHistory } from "@/components/booking/booking-history";
import { PageHeading } from "@/components/dashboard/page-heading";
import { FormMessage } from "@/components/forms/form-message";
import { buttonVariants } from "@/components/ui/button";
import { messages } from "@/lib/messages";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { doneMessage, loadBookingPage } from "@/lib/server/bookings/page-loaders";
import { LIST_PATHS } from "@/lib/urls/lists";
import { getSettings } from "@/lib/server/settings/business-settings";

export const metadata: Metadata = { title: messages.bookingChanges.adminDetailsTitle };

const bookingChangesText = messages.bookingChanges;

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * One booking in Booking Management: its particulars and customer, its
 * history with who did what, and what the shop can do: cancel it at any time,
 * and once its slot has started, mark it completed or a no-show.
 */
export default async function AdminBookingPage({ params, searchParams }: Props) {
  const admin = await requirePageUser("admin");
  const booking = await loadBookingPage(admin, (await params).id);
  const done = doneMessage(booking, (await searchParams).done, "admin");
  const settings = await getSettings();
  const started = Date.parse(booking.slot.startsAt) <= Date.now();
  // Paid, or booked to pay at the shop (a no-show there has paid nothing): the shop marks how it ended.
  const closable = (booking.payment === "paid" || booking.payAt === "shop") && ["confirm", "complete", "no-show"].includes(booking.status);
  return (
    <section aria-labelledby="booking-heading" className="grid max-w-3xl gap-6">
      <Link href={LIST_PATHS.adminBookings} className={buttonVariants({ variant: "ghost", size: "sm", className: "w-fit -ml-2" })}>
        <ChevronLeftIcon aria-hidden /> {bookingChangesText.backToList}
      </Link>
      <PageHeading id="booking-heading" title={`${booking.name}: ${booking.service.name}`} subtitle={bookingChangesText.adminDetailsTitle} />
      <FormMessage tone="success" title={done ?? undefined} />
      <div className="grid gap-4 rounded-xl border bg-card p-5">
        <BookingFacts booking={booking} withCustomer />
        <BookingVehicleFacts booking={booking} />
        {booking.awaitingSettlement ? <p className="text-sm font-medium">{bookingChangesText.awaitingSettlement}</p> : null}
        {closable ? started ? <BookingStatusForms bookingId={booking._id} status={booking.status} /> : <p className="text-sm text-muted-foreground">{bookingChangesText.markAvailableAfterStart}</p> : null}
        {counterPayable(booking) ? (
          <div className="border-t pt-4">
            <CounterPaymentForm bookingId={booking._id} due={booking.amount_due_at_shop} dueLabel={formatPrice(booking.amount_due_at_shop, booking.currency)} />
          </div>
        ) : null}
        {refundRecordable(booking) ? (
          <div className="border-t pt-4">
            <ManualRefundForm bookingId={booking._id} maxAmount={booking.amount_paid} maxLabel={formatPrice(booking.amount_paid, booking.currency)} />
          </div>
        ) : null}
        {booking.status !== "cancel" ? (
          <Link href={`${LIST_PATHS.adminBookings}/${booking._id}/cancel`} className={buttonVariants({ variant: "outline", className: "w-fit" })}>
            <XIcon aria-hidden /> {bookingChangesText.adminCancel}
          </Link>
        ) : null}
      </div>
      <BookingHistory history={booking.history} viewer="admin" timeZone={settings.timeZone} currency={booking.currency} shop={settings.businessName} />
    </section>
  );
}

/** A booking that stands with money due at the shop not yet recorded: the shop records what it took at the counter. */
function counterPayable(booking: BookingDetailDto): boolean {
  return (booking.status === "confirm" || booking.status === "complete") && booking.amount_due_at_shop > 0 && !booking.paidAtShop && (booking.payment === "paid" || booking.payAt === "shop");
}

/** A paid booking that is cancelled, with no refund recorded and none under way through the provider: the shop may record one made by hand. */
function refundRecordable(booking: BookingDetailDto): boolean {
  if (booking.payment !== "paid" || booking.status !== "cancel" || booking.manualRefund) return false;
  return booking.history.findLast((entry) => entry.type === "booking.cancelled")?.details.refund !== "due";
}
