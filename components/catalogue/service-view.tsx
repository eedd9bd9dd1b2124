import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { BanknoteIcon, ClockIcon } from "lucide-react";
import { SlotPicker } from "@/components/booking/slot-picker";
import { FullSlots } from "@/components/booking/full-slots";
import { ServiceGallery } from "@/components/catalogue/service-gallery";
import { JsonLd } from "@/components/seo/json-ld";
import { slotPickerLanguage, unavailableWords } from "@/components/booking/slot-picker-language";
import { centsToDollars, dollarsToCents, formatPrice } from "@/lib/format/money";
import type { Writing } from "@/lib/format/writing";
import { isAppError } from "@/lib/errors";
import { apiText } from "@/lib/http/api-language";
import type { Locale } from "@/lib/i18n/locales";
import { pageAlternates, pageTranslator } from "@/lib/server/i18n/page-locale";
import { getService, removedServiceName } from "@/lib/server/services/get-service";
import { ServiceGone } from "@/components/catalogue/service-gone";
import { getSettings } from "@/lib/server/settings/business-settings";
import { env } from "@/lib/config/env";
import { listAvailability, listAvailabilityForCars } from "@/lib/server/slots/list-availability";
import { firstOpenDay, listOpenDays } from "@/lib/server/slots/open-days";
import { slotsWaitedFor } from "@/lib/server/waitlist/waiting-for";
import { isIsoDate, todayIn } from "@/lib/format/time";
import { pickerSlots } from "@/components/booking/slot-unavailable";
import { idSchema } from "@/lib/validation/common";
import { VehicleChoice } from "@/components/booking/vehicle-choice";
import { CarFields, CarSummary, CHOICE_FORM_WORDS, type CarView, type ChoiceSummary, type ClassOption, type ChoiceFormWords, type VehicleChoiceWords, type VehicleOption } from "@/components/booking/vehicle-choice-parts";
import { clockTimeIn } from "@/lib/format/time";
import type { PricedServiceDto } from "@/lib/server/services/service-pricing";
import type { VehicleDto } from "@/lib/server/vehicles/manage-vehicles";
import { addOnPriceFor, orderEndsAt, quoteChoice, type ChoiceQuote, type Order } from "@/lib/server/vehicles/quote";
import { vehicleChoicesParams } from "@/lib/urls/vehicle-choice";
import { vehicleLabel } from "@/lib/format/vehicles";
import { vehicleChoicesFromQuery, type VehicleChoice as Choice } from "@/lib/validation/vehicle-choice";
import { MAX_CARS_PER_VISIT } from "@/lib/validation/booking";

/** What the service page is asked for in its URL (`?date=`, `?month=`, `?slot=`); none at all on the cached page. */
export type ServicePageQuery = Record<string, string | string[] | undefined>;

type ServiceText = Awaited<ReturnType<typeof pageTranslator<"service">>>;
const maxIso = (a: string, b: string) => (a > b ? a : b);

/** The live service, the name of a deleted one (its page says it is no longer offered), or the not-found page; shared by the metadata and the page. */
const loadService = cache(async (id: string): Promise<PricedServiceDto | { removed: string }> => {
  if (!idSchema.safeParse(id).success) notFound();
  try {
    return await getService(id);
  } catch (error) {
    if (!isAppError(error, "not-found")) throw error;
    const removed = await removedServiceName(id);
    if (removed === null) notFound();
    return { removed };
  }
});

/** The service's first open day; null for an id that is no service's (the page then shows not-found). */
async function firstOpenDayOf(id: string): Promise<string | null> {
  return idSchema.safeParse(id).success ? firstOpenDay(id) : null;
}

/** The page's title, description, canonical address and sharing card. */
export async function serviceMetadata(id: string, locale: Locale): Promise<Metadata> {
  const service = await loadService(id);
  if ("removed" in service) return { title: service.removed, robots: { index: false } };
  const url = `/service/${service._id}`;
  const cover = service.images.find((photo) => photo.isCover);
  const images = cover ? [{ url: cover.url, width: cover.width, height: cover.height, alt: cover.alt }] : undefined;
  return {
    title: service.name,
    description: service.description,
    alternates: await pageAlternates(url, locale),
    openGraph: { url, title: service.name, description: service.description, ...(images && { images }) },
    ...(images && { twitter: { card: "summary_large_image", title: service.name, description: service.description, images: [cover!.url] } }),
  };
}

/** The choice the page prices: the address's, or, when the domain refuses it, the default class alone (with why, in the page's language). */
async function pricedChoice(service: PricedServiceDto, choice: Choice, customerId: string | undefined, t: ServiceText, locale: Locale): Promise<{ quote: ChoiceQuote & { order: Order }; error?: string }> {
  const request = { serviceId: service._id, customerId: customerId ?? null };
  try {
    return { quote: await quoteChoice({ ...request, ...choice }) };
  } catch (error) {
    if (!isAppError(error, "invalid")) throw error;
    const quote = await quoteChoice(request);
    return { quote, error: t("vehicle.choiceRefused", { reason: apiText(error.message, locale), vehicleClass: quote.vehicleClass.name }) };
  }
}

/** Every car's choice priced; a saved vehicle already chosen for an earlier car is left out of a later one's (by its size, if named), as booking would refuse it. */
async function pricedChoices(service: PricedServiceDto, cars: Choice[], customerId: string | undefined, t: ServiceText, locale: Locale) {
  const priced: { quote: ChoiceQuote & { order: Order }; error?: string }[] = [];
  for (const [index, car] of cars.entries()) {
    const taken = car.vehicle !== undefined && cars.slice(0, index).some((earlier) => earlier.vehicle === car.vehicle);
    const one = await pricedChoice(service, taken ? { ...car, vehicle: undefined } : car, customerId, t, locale);
    priced.push(taken ? { ...one, error: one.error ?? t("vehicle.sameVehicleTwice") } : one);
  }
  return priced;
}

/** The vehicle choice's words (VehicleChoiceWords), with the visit's numbers: the most cars, the cars chosen. */
function vehicleChoiceWords(t: ServiceText, most: number, cars: number): VehicleChoiceWords {
  return {
    title: t("vehicle.title"),
    subtitle: t("vehicle.subtitle"),
    carsTitle: t("vehicle.carsTitle"),
    carsSubtitle: t("vehicle.carsSubtitle"),
    savedVehicle: t("vehicle.savedVehicle"),
    noSavedVehicle: t("vehicle.noSavedVehicle"),
    savedVehicleHint: t("vehicle.savedVehicleHint"),
    addVehicle: t("vehicle.addVehicle"),
    classLegend: t("vehicle.classLegend"),
    notOffered: t("vehicle.notOffered"),
    addOnsLegend: t("vehicle.addOnsLegend"),
    update: t("vehicle.update"),
    addCar: t("vehicle.addCar"),
    remove: t("vehicle.remove"),
    carsMost: t("vehicle.carsMost", { most }),
    setTotal: t("vehicle.setTotal", { cars }),
  };
}

/**
 * A service's page: its photos and facts, the calendar of open days and the chosen day's slots.
 * `customerId`: the signed-in customer, whose waitlists the full slots show (never on the cached page),
 * with `vehicles`, theirs. When the shop has several vehicle classes or the service has add-ons, the page
 * offers that choice (`?vehicleClass=&vehicle=&addOns=`): the price is the choice's total and the times
 * are those free for that booking's whole length, each with its end. "Add another car" books several cars
 * together (a later car's fields numbered, `vehicleClass2`): the price is the set's total, and the times
 * those at which every car fits. Everything is said in `locale`: prices in the shop's currency as that
 * language writes them, dates, times and numbers in its digits (Latin if the shop chose them).
 */
export async function ServiceView({ locale, id, query, customerId, vehicles = [] }: { locale: Locale; id: string; query: ServicePageQuery; customerId?: string; vehicles?: VehicleDto[] }) {
  // What does not depend on each other is asked for at once: the service, the settings, the first open day, the words.
  const [service, settings, firstOpen, t] = await Promise.all([loadService(id), getSettings(), firstOpenDayOf(id), pageTranslator(locale, "service")]);
  if ("removed" in service) {
    const booking = await pageTranslator(locale, "booking");
    return <ServiceGone name={service.removed} words={{ title: booking("serviceGone.title"), body: booking("serviceGone.body"), browse: booking("serviceGone.browse"), viewBookings: booking("result.viewBookings") }} />;
  }
  const writing: Writing = { locale, latinDigits: settings.latinDigits };
  const requested = query.date;
  const today = todayIn(settings.timeZone);
  const askedDate = typeof requested === "string" && isIsoDate(requested) && requested >= today ? requested : undefined;
  // `month` comes from the calendar's month buttons: kept only when it makes sense.
  const month = typeof query.month === "string" && /^\d{4}-(0[1-9]|1[0-2])$/.test(query.month) && query.month >= today.slice(0, 7) ? query.month : undefined;
  // Without a date, the page opens on the first day with something to book; the calendar marks the month's open days.
  const shownMonth = month ?? (askedDate ?? firstOpen ?? today).slice(0, 7);
  const openDaysLoading = listOpenDays({ service: service._id, month: shownMonth });
  // A month without a date opens on that month's first open day, which only the month's open days tell.
  const date = askedDate ?? (month ? ((await openDaysLoading)[0] ?? maxIso(`${month}-01`, today)) : (firstOpen ?? today));
  // A vehicle class or add-ons to choose from: the choice is priced by the domain, and the times are that booking's.
  const offersChoice = service.prices.length > 1 || service.addOns.length > 0;
  const asked = offersChoice ? vehicleChoicesFromQuery(query) : null;
  const priced = asked ? await pricedChoices(service, asked.cars, customerId, t, locale) : [];
  const quotes = priced.map((car) => car.quote);
  const quote = quotes[0];
  const several = quotes.length > 1;
  // The choice the addresses carry on: nothing for one car of the default class alone, so that the page's addresses stay as they were.
  const choice = vehicleChoicesParams(
    quotes.map((car, index) => ({ vehicle: car.vehicleId, vehicleClass: index === 0 && car.vehicleClass.isDefault && !car.vehicleId ? null : car.vehicleClass.id, addOns: car.addOnIds })),
  );
  // A car added or removed: the address is written again without the button's field (a reload adds or removes nothing), at the car added.
  if (asked?.tidied) {
    const kept = Object.fromEntries(["date", "month", "slot"].flatMap((key) => (typeof query[key] === "string" ? [[key, query[key]]] : [])));
    redirect(`/service/${service._id}?${new URLSearchParams({ ...kept, ...choice })}${query.addCar !== undefined && several ? `#car-${quotes.length}` : ""}`);
  }
  const [openDays, slots, pickerLanguage, unavailableText] = await Promise.all([
    openDaysLoading,
    several
      ? // Several cars: the times at which every car fits, each in its own bay for its own length.
        listAvailabilityForCars({ service: service._id, date, cars: quotes.map((car) => ({ vehicleClass: car.vehicleClass.id, addOns: car.addOnIds })) })
      : // The default class alone is availability as it always was.
        listAvailability({ service: service._id, date, ...(choice.vehicleClass && { vehicleClass: choice.vehicleClass }), ...(quote?.addOnIds.length && { addOns: quote.addOnIds }) }),
    slotPickerLanguage(locale),
    unavailableWords(locale),
  ]);
  // `slot` comes from the picker's forms (pages without JavaScript): kept only when it is one of the day's bookable slots.
  const selectedSlotId = typeof query.slot === "string" ? slots.find((slot) => slot._id === query.slot && slot.bookable)?._id : undefined;
  const waitingFor = customerId ? await slotsWaitedFor(customerId, slots.filter((slot) => slot.isBooked === "booked").map((slot) => slot._id)) : [];
  // Each time's end: the last car's.
  const ends = quote ? Object.fromEntries(slots.map((slot) => [slot._id, clockTimeIn(new Date(Math.max(...quotes.map((car) => orderEndsAt(car.order, slot).getTime()))), settings.timeZone)])) : undefined;
  // Several cars: a time with places for some of them but not all says so.
  const tooFew = Object.fromEntries(slots.flatMap((slot) => ("tooFew" in slot && slot.tooFew ? [[slot._id, { word: t("unavailable.tooFewWord"), reason: t("unavailable.tooFewReason", { cars: quotes.length }) }]] : [])));
  const price = (amount: number) => formatPrice(amount, settings.currency, writing);
  const summaryOf = (car: ChoiceQuote): ChoiceSummary => ({
    lines: car.lines.map((line) => ({ name: line.name, price: price(line.price) })),
    totalFor: t("vehicle.totalFor", { vehicleClass: car.vehicleClass.name }),
    total: price(car.total),
    minutes: t("vehicle.minutes", { minutes: car.minutes }),
  });
  // "from $25" when the price depends on the vehicle class (the lowest), else the price.
  const listedPrice = () => {
    const from = price(centsToDollars(dollarsToCents(service.priceFrom)));
    return service.pricesVary ? t("priceFrom", { price: from }) : from;
  };
  const setTotal = quotes.reduce((sum, car) => sum + car.total, 0);
  const pagePath = `/service/${service._id}`;
  // The vehicle choice: the classes at this service's prices, the customer's vehicles it takes, and each car as chosen and priced.
  const classes: ClassOption[] = service.prices.map((row) => ({ id: row.vehicleClass, name: row.name, offered: row.offered, price: row.price === null ? null : price(row.price) }));
  const offeredVehicles: VehicleOption[] = vehicles
    .filter((vehicle) => service.prices.some((row) => row.vehicleClass === vehicle.vehicleClass._id && row.offered))
    .map((vehicle) => ({ id: vehicle._id, label: vehicleLabel(vehicle), vehicleClass: vehicle.vehicleClass._id }));
  const carViews: CarView[] = priced.map(({ quote: car, error }, index) => ({
    heading: t("vehicle.carHeading", { position: index + 1 }),
    removeLabel: t("vehicle.removeCar", { position: index + 1 }),
    chosen: { vehicleClass: car.vehicleClass.id, vehicle: car.vehicleId, addOns: car.addOnIds },
    addOns: service.addOns.map((addOn) => ({
      id: addOn._id,
      name: addOn.name,
      description: addOn.description,
      price: t("vehicle.addOnPrice", { price: price(addOnPriceFor(addOn, car.vehicleClass.id)) }),
      minutes: t("vehicle.addOnMinutes", { minutes: addOn.minutes }),
    })),
    summary: summaryOf(car),
    error,
  }));
  const choiceWords = vehicleChoiceWords(t, MAX_CARS_PER_VISIT, quotes.length);
  const here = `${pagePath}?${new URLSearchParams({ date, ...(selectedSlotId && { slot: selectedSlotId }), ...choice })}`;

  const { APP_URL } = env();
  const offeredPrices = service.prices.filter((row) => row.offered).map((row) => row.price!);
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[2fr_3fr]">
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Service",
          name: service.name,
          description: service.description,
          ...(service.image && { image: new URL(service.image, APP_URL).toString() }),
          url: `${APP_URL}/service/${service._id}`,
          provider: { "@type": "AutoWash", name: settings.businessName, url: APP_URL, ...(settings.phone && { telephone: settings.phone }) },
          // Prices by vehicle class: the range, from the lowest.
          offers: service.pricesVary
            ? {
                "@type": "AggregateOffer",
                lowPrice: service.priceFrom.toFixed(2),
                highPrice: Math.max(...offeredPrices).toFixed(2),
                offerCount: offeredPrices.length,
                priceCurrency: settings.currency,
                availability: "https://schema.org/InStock",
                url: `${APP_URL}/service/${service._id}`,
              }
            : { "@type": "Offer", price: service.price.toFixed(2), priceCurrency: settings.currency, availability: "https://schema.org/InStock", url: `${APP_URL}/service/${service._id}` },
        }}
      />
      <section className="space-y-5">
        <ServiceGallery label={t("gallery", { name: service.name })} photos={service.images} />
        <h1 className="text-3xl font-bold tracking-tight">{service.name}</h1>
        <p className="leading-relaxed text-muted-foreground">{service.description}</p>
        <dl className="grid grid-cols-2 gap-4">
          <div className="rounded-xl border bg-card p-4">
            <dt className="flex items-center gap-1 text-sm text-muted-foreground">
              <ClockIcon className="size-4" aria-hidden /> {t("duration")}
            </dt>
            <dd className="mt-1 text-xl font-semibold" data-testid="service-duration">
              {t("minutes", { minutes: quote ? Math.max(...quotes.map((car) => car.minutes)) : service.duration })}
            </dd>
          </div>
          <div className="rounded-xl border bg-card p-4">
            <dt className="flex items-center gap-1 text-sm text-muted-foreground">
              <BanknoteIcon className="size-4" aria-hidden /> {quote ? t("total") : t("price")}
            </dt>
            <dd className="mt-1 text-xl font-semibold" data-testid="service-price">
              {quote ? price(setTotal) : listedPrice()}
            </dd>
          </div>
        </dl>
        {quote ? (
          <VehicleChoice
            pagePath={pagePath}
            keep={{ date, ...(selectedSlotId && { slot: selectedSlotId }) }}
            vehicles={offeredVehicles.map((vehicle) => ({ id: vehicle.id, vehicleClass: vehicle.vehicleClass }))}
            cars={carViews.map((car, index) => ({
              heading: car.heading,
              removeLabel: car.removeLabel,
              fields: (
                <CarFields
                  index={index}
                  car={car}
                  classes={classes}
                  vehicles={offeredVehicles}
                  addVehicleHref={index === 0 && customerId ? `/dashboard/user/vehicles?${new URLSearchParams({ returnTo: here })}` : undefined}
                  labelled={several}
                  words={choiceWords}
                />
              ),
              summary: <CarSummary summary={car.summary} live={!several} />,
            }))}
            setTotal={several ? price(setTotal) : undefined}
            most={MAX_CARS_PER_VISIT}
            newCarClass={(service.prices.find((row) => row.isDefault) ?? service.prices[0]).vehicleClass}
            words={Object.fromEntries(CHOICE_FORM_WORDS.map((key) => [key, choiceWords[key]])) as ChoiceFormWords}
          />
        ) : null}
      </section>
      <SlotPicker
        serviceId={service._id}
        today={today}
        date={date}
        slots={pickerSlots(slots, unavailableText)}
        selectedSlotId={selectedSlotId}
        month={shownMonth}
        openDays={openDays}
        hasOpenDates={firstOpen !== null}
        choice={choice}
        ends={ends}
        unavailable={tooFew}
        language={pickerLanguage}
      />
      {/* A place offered from a waitlist is for one car: with several, no waitlist is offered. */}
      <FullSlots locale={locale} slots={several ? [] : slots} returnTo={`${pagePath}?${new URLSearchParams({ date, ...choice })}`} waitingFor={waitingFor} choice={choice} />
    </div>
  );
}
