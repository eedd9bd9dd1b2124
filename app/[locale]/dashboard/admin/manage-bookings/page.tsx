import type { Metadata } from "next";
import Link from "next/link";
import { ChevronRightIcon } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { BookingStatusBadge, PaymentBadge, PaymentMismatchBadge } from "@/components/booking/booking-badges";
import { PageHeading } from "@/components/dashboard/page-heading";
import { BookingFilters } from "@/components/admin/booking-filters";
import { BookingVehicleLine } from "@/components/admin/booking-vehicle";
import { Pagination } from "@/components/shared/pagination";
import { paginationWordsIn } from "@/components/shared/pagination-words";
import { AmountsDueLine } from "@/components/booking/booking-facts";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { LIST_DEFAULTS, LIST_PATHS, listHref } from "@/lib/urls/lists";
import { queryFromSearchParams, type SearchParams } from "@/lib/validation/query";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { listBookings } from "@/lib/server/bookings/list-bookings";
import { businessTimeZone, getSettings } from "@/lib/server/settings/business-settings";
import { formatClock, formatDisplayDate, todayIn } from "@/lib/format/time";
import type { Writing } from "@/lib/format/writing";
import { pageLocale } from "@/lib/server/i18n/page-locale";
import { messagesIn } from "@/lib/server/i18n/sections";
import { BOOKING_PAGE_SIZES, bookingListQuerySchema } from "@/lib/validation/booking";
import type { BookingDto } from "@/lib/server/bookings/booking-dto";
import type { messages } from "@/lib/messages";

type Messages = typeof messages;

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await messagesIn(await pageLocale(params))).booking.adminTitle };
}

/**
 * Booking Management: bookings by date range, status, payment and customer,
 * 10 / 20 / 30 per page. Opened without a query (from the sidebar), it shows
 * what a shop needs first: today's bookings and those after, by slot time.
 */
export default async function ManageBookingsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
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
  const [text, { latinDigits }] = await Promise.all([messagesIn(locale), getSettings()]);
  const { booking: bookingText, bookingChanges: bookingChangesText } = text;
  const writing: Writing = { locale, latinDigits };
  const pagination = await paginationWordsIn(locale);

  return (
    <section aria-labelledby="bookings-heading" className="grid gap-6">
      <PageHeading id="bookings-heading" title={bookingText.adminTitle} subtitle={bookingText.adminSubtitle} />
      <BookingFilters query={query} today={today} locale={locale} />
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
                <span className="sr-only">{text.adminServices.actions}</span>
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
                  {bookingText.slotAt(formatDisplayDate(booking.slot.date, writing), formatClock(booking.slot.startTime, writing))}
                </TableCell>
                <TableCell label={bookingText.paymentStatus}>
                  <div className="flex flex-col items-start gap-1">
                    <PaymentBadge payment={booking.payment} booking={booking} label={paymentWords(booking, text)} />
                    {booking.paymentMismatch ? <PaymentMismatchBadge label={bookingText.paymentMismatch} /> : null}
                    <AmountsDueLine booking={booking} className="text-xs text-muted-foreground" locale={locale} />
                  </div>
                </TableCell>
                <TableCell label={bookingText.bookingStatus}>
                  <BookingStatusBadge status={booking.status} label={bookingText.statusWords[booking.status]} />
                </TableCell>
                <TableCell wide className="text-right">
                  <Link
                    href={`${LIST_PATHS.adminBookings}/${booking._id}`}
                    aria-label={bookingChangesText.openOf(booking.customer.firstName, booking.service.name)}
                    className={buttonVariants({ size: "sm", variant: "outline" })}
                  >
                    {bookingChangesText.open} <ChevronRightIcon aria-hidden />
                  </Link>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Pagination page={query.page} pageCount={pageCount} hrefFor={(page) => listHref(LIST_PATHS.adminBookings, { ...filters, page }, LIST_DEFAULTS.adminBookings)} words={pagination} />
    </section>
  );
}

/**
 * A booking's payment as its badge says it, in the page's language: a booking to pay at the shop not yet paid reads
 * "Pay at the shop", a paid deposit "Deposit paid" (the badge's own choice, components/booking/booking-badges.tsx).
 */
function paymentWords(booking: BookingDto, text: Messages): string {
  if (booking.payment === "pending" && booking.payAt === "shop") return text.paymentsAtShop.badge;
  if (booking.payment === "paid" && booking.payAt === "online" && booking.amount_due_at_shop > 0) return text.paymentsDeposits.depositPaidBadge;
  return text.booking.paymentWords[booking.payment];
}
