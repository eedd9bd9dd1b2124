import type { Metadata } from "next";
import { BookingStatusBadge, PaymentBadge } from "@/components/booking/booking-badges";
import { PageHeading } from "@/components/dashboard/page-heading";
import { EmptyState } from "@/components/shared/empty-state";
import { PageSizeSelect } from "@/components/shared/page-size-select";
import { Pagination } from "@/components/shared/pagination";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { LIST_DEFAULTS, LIST_PATHS, listHref } from "@/lib/urls/lists";
import { queryFromSearchParams, type SearchParams } from "@/lib/validation/query";
import { messages } from "@/lib/messages";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { listBookings } from "@/lib/server/bookings/list-bookings";
import { formatDisplayDate } from "@/lib/format/time";
import { BOOKING_PAGE_SIZES, bookingListQuerySchema } from "@/lib/validation/booking";

export const metadata: Metadata = { title: messages.booking.adminTitle };

const b = messages.booking;


/** Booking Management: every booking, newest first, 10 / 20 / 30 per page. */
export default async function ManageBookingsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const admin = await requirePageUser("admin");
  const asked = queryFromSearchParams(bookingListQuerySchema, await searchParams);
  // Only the sizes the selector offers.
  const query = (BOOKING_PAGE_SIZES as readonly number[]).includes(asked.limit) ? asked : bookingListQuerySchema.parse({});
  const { bookings, total } = await listBookings(admin, query);
  const pageCount = Math.ceil(total / query.limit);

  return (
    <section aria-labelledby="bookings-heading" className="grid gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <PageHeading id="bookings-heading" title={b.adminTitle} subtitle={b.adminSubtitle} />
        <PageSizeSelect id="bookings-page-size" label={b.pageSize} value={query.limit} sizes={BOOKING_PAGE_SIZES} basePath={LIST_PATHS.adminBookings} />
      </div>
      {bookings.length === 0 ? (
        <EmptyState />
      ) : (
        <Table aria-labelledby="bookings-heading">
          <TableHeader>
            <TableRow>
              <TableHead>{b.customer}</TableHead>
              <TableHead>{b.service}</TableHead>
              <TableHead>{b.bookingSlot}</TableHead>
              <TableHead>{b.paymentStatus}</TableHead>
              <TableHead>{b.bookingStatus}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {bookings.map((booking) => (
              <TableRow key={booking._id} data-testid="booking-row">
                <TableCell>
                  <p className="font-medium">{booking.customer.firstName}</p>
                  <p className="text-xs text-muted-foreground">{booking.customer.email}</p>
                  <p className="text-xs text-muted-foreground">{booking.customer.phone}</p>
                </TableCell>
                <TableCell>{booking.service.name}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {formatDisplayDate(booking.slot.date)} {b.at} {booking.slot.startTime}
                </TableCell>
                <TableCell>
                  <PaymentBadge payment={booking.payment} />
                </TableCell>
                <TableCell>
                  <BookingStatusBadge status={booking.status} tone="admin" />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Pagination page={query.page} pageCount={pageCount} hrefFor={(page) => listHref(LIST_PATHS.adminBookings, { limit: query.limit, page }, LIST_DEFAULTS.adminBookings)} />
    </section>
  );
}
