import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeftIcon } from "lucide-react";
import { RetireServiceForm } from "@/components/admin/retire-service-form";
import { BookingStatusBadge, PaymentBadge } from "@/components/booking/booking-badges";
import { PageHeading } from "@/components/dashboard/page-heading";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { pageLocale } from "@/lib/server/i18n/page-locale";
import { messagesIn, sectionIn } from "@/lib/server/i18n/sections";
import { getSettings } from "@/lib/server/settings/business-settings";
import { formatPrice } from "@/lib/format/money";
import { formatClock, formatDisplayDate } from "@/lib/format/time";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { serviceRetirement } from "@/lib/server/bookings/retire-service";
import { isAppError } from "@/lib/errors";

type Props = { params: Promise<{ id: string; locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await sectionIn(await pageLocale(params), "adminServices")).title };
}

/**
 * Deleting a service (admins): its live bookings and holds are listed, and
 * the form cancels each through the admin's cancellation (refund, email with
 * the reason), then deletes the service. A plain POST: works without JavaScript.
 */
export default async function DeleteServicePage({ params }: Props) {
  const admin = await requirePageUser("admin");
  const { id } = await params;
  const locale = await pageLocale(params);
  const [messages, { latinDigits }] = await Promise.all([messagesIn(locale), getSettings()]);
  const adminServicesText = messages.adminServices;
  const bookingText = messages.booking;
  const writing = { locale, latinDigits };
  const retirement = await serviceRetirement(admin, { id }).catch((error) => {
    if (isAppError(error, "not-found") || isAppError(error, "invalid")) notFound();
    throw error;
  });
  const { service, bookings } = retirement;
  const holds = bookings.filter((booking) => booking.status === "pending").length;
  return (
    <section aria-labelledby="delete-heading" className="grid max-w-4xl gap-6">
      <Link href="/dashboard/admin" className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeftIcon className="size-4" aria-hidden /> {adminServicesText.retireBack}
      </Link>
      <PageHeading id="delete-heading" title={adminServicesText.retireTitle(service.name)} subtitle={bookings.length === 0 ? adminServicesText.retireNone : adminServicesText.retireBody(bookings.length - holds, holds)} />
      {bookings.length > 0 ? (
        <Table aria-label={adminServicesText.retireLabel(service.name)}>
          <TableHeader>
            <TableRow>
              <TableHead>{messages.bookingChanges.customerContact}</TableHead>
              <TableHead>{bookingText.date}</TableHead>
              <TableHead>{bookingText.status}</TableHead>
              <TableHead>{bookingText.payment}</TableHead>
              <TableHead>{messages.bookingChanges.amountPaid}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {bookings.map((booking) => (
              <TableRow key={booking._id} data-testid="live-booking">
                <TableCell label={messages.bookingChanges.customerContact} wide>
                  <span className="font-medium">{booking.name}</span>
                  <span className="block text-xs text-muted-foreground">{booking.customer.email}</span>
                </TableCell>
                <TableCell label={bookingText.date} className="whitespace-nowrap">
                  {bookingText.slotAt(formatDisplayDate(booking.slot.date, writing), formatClock(booking.slot.startTime, writing))}
                </TableCell>
                <TableCell label={bookingText.status}>
                  <BookingStatusBadge status={booking.status} />
                </TableCell>
                <TableCell label={bookingText.payment}>
                  <PaymentBadge payment={booking.payment} />
                </TableCell>
                <TableCell label={messages.bookingChanges.amountPaid} className="whitespace-nowrap tabular-nums">{formatPrice(booking.amount, booking.currency, writing)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      <div className="rounded-xl border bg-card p-5">
        <RetireServiceForm serviceId={service._id} count={bookings.length} />
      </div>
    </section>
  );
}
