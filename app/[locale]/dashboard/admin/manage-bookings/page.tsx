import type { Metadata } from "next";
import Link from "next/link";
import { ChevronRightIcon } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { BookingStatusBadge, PaymentBadge, PaymentMismatchBadge } from "@/components/booking/booking-badges";
import { PageHeading } from "@/components/dashboard/page-heading";
import { BookingFilters } from "@/components/admin/booking-filters";
import { BookingVehicleLine } from "@/components/admin/booking-vehicle";
import { Pagination } from "@/components/shared/pagination";
import { AmountsDueLine } from "@/components/booking/booking-facts";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { LIST_DEFAULTS, LIST_PATHS, listHref } from "@/lib/urls/lists";
import { queryFromSearchParams, type SearchParams } from "@/lib/validation/query";
import { messages } from "@/lib/messages";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { listBookings } from "@/lib/server/bookings/list-bookings";
import { businessTimeZone } from "@/lib/server/settings/business-settings";
import { formatDisplayDate, todayIn } from "@/lib/format/time";
import { BOOKING_PAGE_SIZES, bookingListQuerySchema } from "@/lib/validation/booking";

export const metadata: Metadata = { title: messages.booking.adminTitle };

const bookingText = messages.booking;


/**
 * Booking Management: bookings by date range, status, payment and customer,
 * 10 / 20 / 30 per page. Opened without a query (from the sidebar), it shows
 * what a shop needs first: today's bookings and those after, by slot time.
 */
export default async function ManageBookingsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const admin = await requirePageUser("admin");
  const given = await searchParams;
  const asked = queryFromSearchParams(bookingListQuerySchema, given);
  const today = todayIn(await businessTimeZone());
  const query = {
    ...asked,
    ...(Object.keys(given).length === 0 && { from: today, sort: "slot" as const }),
    // Only the sizes the selector offers.
    limit: (BOOKING_PAGE_SIZES as readonly number[]).includes(asked.limit) ? asked.limit : BOOKING_PAGE_SIZES[0],
  };
  const { bookings, total } = await listBookings(admin, query);
  const pageCount = Math.ceil(total / query.limit);
  const { page: _page, ...filters } = query;

  return (
    <section aria-labelledby="bookings-heading" className="grid gap-6">
      <PageHeading id="bookings-heading" title={bookingText.adminTitle} subtitle={bookingText.adminSubtitle} />
      <BookingFilters query={query} today={today} />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {bookingText.found(total)}
      </p>
      {bookings.length === 0 ? (
        <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">{bookingText.filters.empty}</p>
      ) : (
        <Table aria-labelledby="bookings-heading">
          <TableHeader>
            <TableRow>
              <TableHead>{bookingText.customer}</TableHead>
              <TableHead>{bookingText.service}</TableHead>
              <TableHead>{bookingText.bookingSlot}</TableHead>
              <TableHead>{bookingText.paymentStatus}</TableHead>
              <TableHead>{bookingText.bookingStatus}</TableHead>
              <TableHead>
                <span className="sr-only">{messages.adminServices.actions}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {bookings.map((booking) => (
              <TableRow key={booking._id} data-testid="booking-row">
                <TableCell label={bookingText.customer} wide>
                  <p className="font-medium">{booking.customer.firstName}</p>
                  <p className="text-xs break-all text-muted-foreground">{booking.customer.email}</p>
                  <p className="text-xs text-muted-foreground">{booking.customer.phone}</p>
                </TableCell>
                <TableCell label={bookingText.service}>
                  <p>{booking.service.name}</p>
                  <BookingVehicleLine booking={booking} />
                  <p className="font-mono text-xs text-muted-foreground">{booking.reference}</p>
                </TableCell>
                <TableCell label={bookingText.bookingSlot} className="whitespace-nowrap">
                  {formatDisplayDate(booking.slot.date)} {bookingText.at} {booking.slot.startTime}
                </TableCell>
                <TableCell label={bookingText.paymentStatus}>
                  <div className="flex flex-col items-start gap-1">
                    <PaymentBadge payment={booking.payment} booking={booking} />
                    {booking.paymentMismatch ? <PaymentMismatchBadge /> : null}
                    <AmountsDueLine booking={booking} className="text-xs text-muted-foreground" />
                  </div>
                </TableCell>
                <TableCell label={bookingText.bookingStatus}>
                  <BookingStatusBadge status={booking.status} />
                </TableCell>
                <TableCell wide className="text-right">
                  <Link
                    href={`${LIST_PATHS.adminBookings}/${booking._id}`}
                    aria-label={messages.bookingChanges.openOf(booking.customer.firstName, booking.service.name)}
                    className={buttonVariants({ size: "sm", variant: "outline" })}
                  >
                    {messages.bookingChanges.open} <ChevronRightIcon aria-hidden />
                  </Link>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Pagination page={query.page} pageCount={pageCount} hrefFor={(page) => listHref(LIST_PATHS.adminBookings, { ...filters, page }, LIST_DEFAULTS.adminBookings)} />
    </section>
  );
}
