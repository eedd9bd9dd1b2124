import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeftIcon, SearchIcon } from "lucide-react";
import { PageHeading } from "@/components/dashboard/page-heading";
import { nativeSelectClass } from "@/components/forms/page-size-select";
import { StaffBookingForm } from "@/components/admin/staff-booking-form";
import { StaffBookingCustomer } from "@/components/admin/staff-booking-customer";
import { buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { clockTimeIn, formatClock, todayIn } from "@/lib/format/time";
import { localNumber } from "@/lib/format/fill";
import type { Writing } from "@/lib/format/writing";
import { intlLocale } from "@/lib/i18n/locales";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { customerForBooking, findCustomers, type CustomerMatch } from "@/lib/server/bookings/staff-booking";
import { isAppError } from "@/lib/errors";
import { now as clockNow } from "@/lib/server/clock";
import { listServiceNames } from "@/lib/server/services/manage-services";
import { getSlot } from "@/lib/server/slots/get-slot";
import { listAvailability } from "@/lib/server/slots/list-availability";
import type { SlotDto } from "@/lib/server/slots/slot-dto";
import { businessTimeZone, getSettings } from "@/lib/server/settings/business-settings";
import { pageLocale } from "@/lib/server/i18n/page-locale";
import { sectionIn } from "@/lib/server/i18n/sections";
import { getService } from "@/lib/server/services/get-service";
import { describeMinutes } from "@/lib/format/duration";
import { formatPrice } from "@/lib/format/money";
import { idSchema, isoDateSchema } from "@/lib/validation/common";
import type { SearchParams } from "@/lib/validation/query";

/** The page's title, in the admin's language. */
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  return { title: (await sectionIn(await pageLocale(params), "staffBooking")).title };
}

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);
const validId = (value: string | undefined) => (idSchema.safeParse(value).success ? value : undefined);

/** The next five-minute step after now, on the shop's clock: when a walk-in booked now would start. */
function walkInStart(now: Date, zone: string, writing: Writing): string {
  const step = 5 * 60_000;
  return clockTimeIn(new Date((Math.floor(now.getTime() / step) + 1) * step), zone, writing);
}

/**
 * New booking (admins): the shop books for a customer on the phone or at the counter. Each step is
 * a plain form: the customer search and the service and day are GET forms whose answers are this
 * page's address; the booking itself is a POST to a server action. So it works without JavaScript.
 * See docs/counter.md. In the admin's language, its times, prices and lengths too.
 */
export default async function NewBookingPage({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> }) {
  const admin = await requirePageUser("admin");
  const locale = await pageLocale(params);
  const given = await searchParams;
  const now = clockNow();
  const [zone, staffBookingText, vehicleDisplayText, serviceText, { latinDigits }] = await Promise.all([
    businessTimeZone(),
    sectionIn(locale, "staffBooking"),
    sectionIn(locale, "vehicleDisplay"),
    sectionIn(locale, "service"),
    getSettings(),
  ]);
  const writing: Writing = { locale, latinDigits };
  const term = one(given.q)?.trim().slice(0, 100) ?? "";
  const preselected = validId(one(given.slot));
  const chosenSlot = preselected ? await getSlot(preselected, now).catch((error) => (isAppError(error, "not-found") ? null : Promise.reject(error))) : null;
  const serviceId = validId(one(given.service)) ?? chosenSlot?.service._id;
  const date = isoDateSchema.safeParse(one(given.date)).success ? one(given.date)! : (chosenSlot?.date ?? todayIn(zone, now));
  const customerId = validId(one(given.customer));

  const [services, customer, matches] = await Promise.all([
    listServiceNames(admin),
    customerId ? customerForBooking(admin, customerId) : null,
    term ? findCustomers(admin, { term }) : ([] as CustomerMatch[]),
  ]);
  const service = services.find((entry) => entry._id === serviceId);
  const slots: SlotDto[] = service ? await listAvailability({ service: service._id, date }, now) : [];
  const [priced, currency] = service ? await Promise.all([getService(service._id), getSettings().then((settings) => settings.currency)]) : [null, ""];
  const keep = { service: service?._id, date, customer: customer?.id, q: term || undefined };

  return (
    <section aria-labelledby="new-booking-heading" className="grid max-w-3xl gap-8">
      <div className="grid gap-3">
        <Link href="/dashboard/admin/counter" className="inline-flex items-center gap-1 text-sm text-muted-foreground underline-offset-4 hover:underline">
          <ArrowLeftIcon className="size-4" aria-hidden />
          {staffBookingText.backToCounter}
        </Link>
        <PageHeading id="new-booking-heading" title={staffBookingText.title} subtitle={staffBookingText.subtitle} />
      </div>

      <section aria-labelledby="service-step" className="grid gap-4 rounded-xl border p-4 sm:p-6">
        <h2 id="service-step" className="text-lg font-semibold">
          {staffBookingText.serviceStep}
        </h2>
        <form method="get" className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
          {customer ? <input type="hidden" name="customer" value={customer.id} /> : null}
          {term ? <input type="hidden" name="q" value={term} /> : null}
          <div className="grid gap-2">
            <Label htmlFor="booking-service">{staffBookingText.service}</Label>
            <select id="booking-service" name="service" defaultValue={service?._id ?? ""} className={nativeSelectClass} required>
              <option value="" disabled>
                {staffBookingText.service}
              </option>
              {services.map((entry) => (
                <option key={entry._id} value={entry._id}>
                  {entry.name} ({localNumber(entry.duration, intlLocale(locale, latinDigits))} {serviceText.minutesUnit})
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="booking-date">{staffBookingText.date}</Label>
            <Input id="booking-date" name="date" type="date" defaultValue={date} min={todayIn(zone, now)} required />
          </div>
          <button type="submit" className={buttonVariants({ variant: "outline" })}>
            {staffBookingText.showTimes}
          </button>
        </form>
      </section>

      <section aria-labelledby="customer-step" className="grid gap-4 rounded-xl border p-4 sm:p-6">
        <h2 id="customer-step" className="text-lg font-semibold">
          {staffBookingText.customerStep}
        </h2>
        {customer ? (
          <StaffBookingCustomer customer={customer} changeHref={{ ...keep, customer: undefined }} locale={locale} />
        ) : (
          <>
            <form method="get" role="search" className="grid gap-2">
              <Label htmlFor="customer-search">{staffBookingText.searchLabel}</Label>
              <div className="flex gap-2">
                <Input id="customer-search" name="q" type="search" defaultValue={term} autoComplete="off" aria-describedby="customer-search-hint" maxLength={100} />
                {service ? <input type="hidden" name="service" value={service._id} /> : null}
                <input type="hidden" name="date" value={date} />
                <button type="submit" className={buttonVariants({ variant: "outline" })}>
                  <SearchIcon aria-hidden />
                  {staffBookingText.search}
                </button>
              </div>
              <p id="customer-search-hint" className="text-xs text-muted-foreground">
                {staffBookingText.searchHint}
              </p>
            </form>
            {term ? (
              matches.length === 0 ? (
                <p className="text-sm text-muted-foreground">{staffBookingText.noMatches(term)}</p>
              ) : (
                <ul aria-label={staffBookingText.searchLabel} className="grid gap-2">
                  {matches.map((match) => (
                    <li key={match.id}>
                      <StaffBookingCustomer customer={match} chooseHref={{ ...keep, customer: match.id }} locale={locale} />
                    </li>
                  ))}
                </ul>
              )
            ) : null}
          </>
        )}
      </section>

      {service ? (
        <StaffBookingForm
          customer={customer}
          serviceId={service._id}
          slots={slots.filter((slot) => slot.bookable).map((slot) => ({ id: slot._id, label: `${formatClock(slot.startTime, writing)}–${formatClock(slot.endTime, writing)}` }))}
          walkInLabel={date === todayIn(zone, now) ? staffBookingText.now(walkInStart(now, zone, writing)) : null}
          preselected={chosenSlot?.bookable ? chosenSlot._id : undefined}
          vehicleClasses={(priced?.prices ?? [])
            .filter((price) => price.offered && price.price !== null && price.duration !== null)
            .map((price) => ({ id: price.vehicleClass, label: vehicleDisplayText.classChoice(price.name, formatPrice(price.price!, currency, writing), describeMinutes(price.duration!, writing)) }))}
          defaultClass={priced?.prices.find((price) => price.isDefault)?.vehicleClass ?? ""}
          addOns={(priced?.addOns ?? []).map((addOn) => ({
            id: addOn._id,
            label: vehicleDisplayText.addOnChoice(
              addOn.name,
              formatPrice(addOn.price, currency, writing),
              addOn.minutes > 0 ? describeMinutes(addOn.minutes, writing) : "",
              // Its own price for some classes, named.
              addOn.prices.map((own) => ({ name: priced?.prices.find((price) => price.vehicleClass === own.vehicleClass)?.name ?? "", price: formatPrice(own.price, currency, writing) })),
            ),
          }))}
        />
      ) : null}
    </section>
  );
}
