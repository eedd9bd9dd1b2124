import Link from "next/link";
import { DownloadIcon } from "lucide-react";
import { nativeSelectClass, PageSizeSelect } from "@/components/forms/page-size-select";
import { buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatDisplayDate } from "@/lib/format/time";
import type { Locale } from "@/lib/i18n/locales";
import { messagesIn } from "@/lib/server/i18n/sections";
import { getSettings } from "@/lib/server/settings/business-settings";
import { LIST_PATHS, listHref } from "@/lib/urls/lists";
import { BOOKING_MONEY_STATES, BOOKING_PAGE_SIZES, BOOKING_SORTS, BOOKING_STATUSES, PAYMENT_STATUSES, type BookingListQuery } from "@/lib/validation/booking";

/**
 * Booking Management's filters: a plain GET form, so it works before (and
 * without) JavaScript and every view has its own address, such as the
 * "Today" view a shop keeps open at the counter. In the admin's language (`locale`).
 */
export async function BookingFilters({ query, today, locale }: { query: BookingListQuery; today: string; locale: Locale }) {
  const [text, { latinDigits }] = await Promise.all([messagesIn(locale), getSettings()]);
  const { booking: bookingMessages, bookingExport: bookingExportMessages, paymentsAtShop: paymentsAtShopMessages, vehicleDisplay: vehicleDisplayMessages } = text;
  const filtersText = bookingMessages.filters;
  // The export's days as the admin reads them (English: as the address has them, as ever).
  const day = (iso: string) => (locale === "en" ? iso : formatDisplayDate(iso, { locale, latinDigits }));
  const view = (params: Record<string, string>) => listHref(LIST_PATHS.adminBookings, { ...params, sort: "slot" });
  const views = [
    { label: filtersText.today, href: view({ from: today, to: today }), current: query.from === today && query.to === today },
    { label: filtersText.fromToday, href: view({ from: today }), current: query.from === today && !query.to },
    { label: filtersText.allDates, href: view({}), current: !query.from && !query.to },
  ];
  return (
    <div className="grid gap-4 rounded-xl border bg-card p-4">
      <nav aria-label={filtersText.views} className="flex flex-wrap gap-2">
        {views.map((item) => (
          // Not prefetched: each view is read when chosen (a busy shop's list changes by the minute). Prefetched, a
          // chosen view at times changed the address but not the list (seen in the suite's journeys, cause not found).
          <Link key={item.label} href={item.href} prefetch={false} aria-current={item.current ? "page" : undefined} className={buttonVariants({ size: "sm", variant: item.current ? "default" : "outline" })}>
            {item.label}
          </Link>
        ))}
      </nav>
      {/* Keyed by the view: its fields start from their values again when a view link changes the query (they are uncontrolled). */}
      <form key={JSON.stringify(query)} method="get" action={LIST_PATHS.adminBookings} aria-label={filtersText.label} className="grid gap-4 @xl:grid-cols-2 @4xl:grid-cols-4">
        <div className="grid gap-2">
          <Label htmlFor="bookings-from">{filtersText.from}</Label>
          <Input id="bookings-from" name="from" type="date" defaultValue={query.from ?? ""} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="bookings-to">{filtersText.to}</Label>
          <Input id="bookings-to" name="to" type="date" defaultValue={query.to ?? ""} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="bookings-status">{filtersText.status}</Label>
          <select id="bookings-status" name="status" defaultValue={query.status ?? ""} className={nativeSelectClass}>
            <option value="">{filtersText.anyStatus}</option>
            {BOOKING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {bookingMessages.statusWords[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="bookings-payment">{filtersText.payment}</Label>
          <select id="bookings-payment" name="payment" defaultValue={query.payment ?? ""} className={nativeSelectClass}>
            <option value="">{filtersText.anyPayment}</option>
            {PAYMENT_STATUSES.map((payment) => (
              <option key={payment} value={payment}>
                {bookingMessages.paymentWords[payment]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="bookings-money">{paymentsAtShopMessages.moneyLabel}</Label>
          <select id="bookings-money" name="money" defaultValue={query.money ?? ""} className={nativeSelectClass}>
            <option value="">{paymentsAtShopMessages.anyMoney}</option>
            {BOOKING_MONEY_STATES.map((state) => (
              <option key={state} value={state}>
                {paymentsAtShopMessages.moneyWords[state]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="bookings-search">{filtersText.search}</Label>
          <Input id="bookings-search" name="searchTerm" type="search" maxLength={100} placeholder={vehicleDisplayMessages.searchHint} defaultValue={query.searchTerm ?? ""} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="bookings-sort">{filtersText.sort}</Label>
          <select id="bookings-sort" name="sort" defaultValue={query.sort} className={nativeSelectClass}>
            {BOOKING_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {filtersText.sorts[sort]}
              </option>
            ))}
          </select>
        </div>
        <PageSizeSelect id="bookings-page-size" sizes={BOOKING_PAGE_SIZES} value={query.limit} label={bookingMessages.pageSize} />
        <div className="flex flex-wrap items-center gap-3 @xl:col-span-2 @4xl:col-span-4">
          <button type="submit" className={buttonVariants()}>
            {filtersText.apply}
          </button>
          {query.from && query.to ? (
            // A plain link: the browser downloads the file with the admin's session.
            <a
              href={`/api/bookings/export?${new URLSearchParams({ from: query.from, to: query.to })}`}
              download
              title={bookingExportMessages.downloadHint(day(query.from), day(query.to))}
              className={buttonVariants({ variant: "outline" })}
            >
              <DownloadIcon aria-hidden /> {bookingExportMessages.download}
            </a>
          ) : (
            <p className="text-sm text-muted-foreground">{bookingExportMessages.chooseRange}</p>
          )}
        </div>
      </form>
    </div>
  );
}
