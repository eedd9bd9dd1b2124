import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { CheckoutForm } from "@/components/booking/checkout-form";
import { DetailList } from "@/components/shared/detail-list";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { dollarsToCents, formatPrice } from "@/lib/format/money";
import { DepositNotice } from "@/components/booking/deposit-notice";
import { checkoutFormWords, pageWriting } from "@/lib/server/bookings/checkout-words";
import { amountsDue, shopDeposit } from "@/lib/server/bookings/deposit";
import { currentUser, requirePageUser } from "@/lib/server/auth/current-user";
import { newBookingUrl } from "@/lib/urls/staff-booking";
import type { heldByCustomer } from "@/lib/server/bookings/create-booking";
import { heldVisit } from "@/lib/server/bookings/create-group-booking";
import { paidAtShopOffered } from "@/lib/server/bookings/create-booking";
import { reminderChoiceAtCheckout } from "@/lib/server/sms/verify-phone";
import { reminderChannelsSchema } from "@/lib/validation/sms";
import { isAppError } from "@/lib/errors";
import { getSlot } from "@/lib/server/slots/get-slot";
import { removedServiceName } from "@/lib/server/services/get-service";
import { ServiceGone } from "@/components/catalogue/service-gone";
import { getSettings } from "@/lib/server/settings/business-settings";
import { clockTimeIn, formatClock, formatDisplayDate, formatSlotTime } from "@/lib/format/time";
import type { Locale } from "@/lib/i18n/locales";
import { pageLocale, pageTranslator } from "@/lib/server/i18n/page-locale";
import { idSchema } from "@/lib/validation/common";
import { vehicleLabel } from "@/lib/format/vehicles";
import { listMyVehicles } from "@/lib/server/vehicles/manage-vehicles";
import { orderEndsAt, quoteChoice } from "@/lib/server/vehicles/quote";
import { vehicleChoiceParams, vehicleChoicesParams } from "@/lib/urls/vehicle-choice";
import { vehicleChoicesFromQuery } from "@/lib/validation/vehicle-choice";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  const t = await pageTranslator(await pageLocale(params), "booking");
  return { title: t("checkout.title"), robots: { index: false } };
}

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

/**
 * The chosen slot of the chosen service, or null when either is missing or they do not match. A
 * slot alone names its own service (a waitlist offer's text links it so, to stay short).
 */
async function chosenSlot(serviceId: unknown, slotId: unknown) {
  if (!idSchema.safeParse(slotId).success || (serviceId !== undefined && !idSchema.safeParse(serviceId).success)) return null;
  try {
    const slot = await getSlot(slotId as string);
    return serviceId === undefined || slot.service._id === serviceId ? slot : null;
  } catch (error) {
    if (isAppError(error, "not-found")) return null;
    throw error;
  }
}

/** The car a held booking is for, as the service page's choice names it. */
function heldChoice(held: NonNullable<Awaited<ReturnType<typeof heldByCustomer>>>) {
  const addOns = held.items.flatMap((item) => (item.kind === "add-on" && item.addOnId ? [item.addOnId] : []));
  return { vehicleClass: held.vehicleClassId ?? undefined, vehicle: held.vehicleId ?? undefined, addOns: addOns.length > 0 ? addOns : undefined };
}

/**
 * Booking review and checkout: the booking on the left, the customer's details and 'Pay Now' on the right.
 * The vehicle choice made on the service page (`vehicleClass`, `vehicle`, `addOns`) is priced here by the
 * domain at the slot's length: its lines, total and end, carried to Pay Now, which books exactly that.
 * Several cars (a later car's fields numbered, `vehicleClass2`) show each car's lines and total and the
 * set's total; Pay Now books them together (bookVisit, as `POST /api/bookings` with `vehicles`), one payment.
 */
export default async function ProceedBookingPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const { service, slot: slotId } = query;
  // An admin's Book This Service books for a customer (New booking), with the service and time chosen.
  if ((await currentUser())?.role === "admin") redirect(newBookingUrl({ service: one(service), slot: one(slotId) }));
  const user = await requirePageUser("user");
  const slot = await chosenSlot(service, slotId);
  if (!slot) {
    // A waitlist offer or an old link to a service deleted since: say so, rather than drop the customer on the home page.
    const removed = idSchema.safeParse(service).success ? await removedServiceName(service as string) : null;
    if (removed !== null) {
      const t = await pageTranslator(locale, "booking");
      return <ServiceGone name={removed} words={{ title: t("serviceGone.title"), body: t("serviceGone.body"), browse: t("serviceGone.browse"), viewBookings: t("result.viewBookings") }} />;
    }
    redirect("/");
  }
  // A customer back from the payment page may resume the checkout of their own hold.
  const { currency, holdMinutes, timeZone, verifiedPhoneToHold, cancellationNoticeHours } = await getSettings();
  const [t, writing] = await Promise.all([pageTranslator(locale, "booking"), pageWriting(locale)]);
  const heldCars = await heldVisit(slot._id, user.id, new Date());
  const held = heldCars[0];
  const payable = slot.bookable || Boolean(held);
  // The shop holds places only for verified numbers: said before Pay Now, which would be refused (resuming one's own hold needs none).
  const phoneFirst = verifiedPhoneToHold && !held && (user.phoneVerifiedAt === null || user.phone === "");
  const serviceLink = `/service/${slot.service._id}?date=${slot.date}`;

  // The choice as the domain prices it (what Pay Now will book); one it refuses is said, with the way back to choose again.
  // A place the customer holds already (a waitlist offer, a checkout left unpaid) is for its own car, whatever the address says: Pay Now resumes it.
  const choices = held ? heldCars.map(heldChoice) : vehicleChoicesFromQuery(query).cars;
  const quotes = await Promise.all(choices.map((choice) => quoteChoice({ serviceId: slot.service._id, customerId: user.id, ...choice, slot }))).catch((error: unknown) => {
    if (isAppError(error, "invalid")) return error;
    throw error;
  });
  if (!Array.isArray(quotes)) {
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        <h1 className="mb-6 text-3xl font-bold tracking-tight">{t("checkout.title")}</h1>
        <div role="alert" className="grid gap-3 rounded-xl border border-destructive/40 bg-destructive/10 p-5">
          <p className="font-medium" data-testid="choice-error">{quotes.message}</p>
          <Link href={serviceLink} className={buttonVariants({ variant: "outline", className: "w-fit" })}>
            {t("checkout.changeChoice")}
          </Link>
        </div>
      </div>
    );
  }
  const price = (amount: number) => formatPrice(amount, currency, writing);
  // A slot's times, 'from to until', in the page's digits.
  const timeRange = (start: string, end: string) => t("details.timeRange", { start: formatClock(start, writing), end: formatClock(end, writing) });
  // What Pay Now will take: a place held already asks what it was booked for, a new one the shop's deposit rule now.
  const deposit = await shopDeposit();
  const totalCents = quotes.reduce((sum, car) => sum + dollarsToCents(car.total), 0);
  const dueOnlineCents = held
    ? heldCars.reduce((sum, booking) => sum + (booking.amountDueOnlineCents ?? booking.amountCents), 0)
    : quotes.reduce((sum, car) => sum + amountsDue(dollarsToCents(car.total), currency, deposit).onlineCents, 0);
  // How reminders come, asked here too where they may come by text (the customer's choice on their account).
  const remindersChosen = (await reminderChoiceAtCheckout(user)) ? reminderChannelsSchema.catch("email").parse(user.reminderChannels) : undefined;
  // Booking to pay at the shop, where allowed: never for a place held awaiting its online payment.
  const atShopTotal = !held && (await paidAtShopOffered(slot.service._id)) ? price(totalCents / 100) : undefined;
  const depositNotice = <DepositNotice totalCents={totalCents} dueOnlineCents={dueOnlineCents} currency={currency} noticeHours={cancellationNoticeHours} locale={locale} />;
  const formWords = payable && !phoneFirst ? await checkoutFormWords(locale, { holdMinutes, payAtShopTotal: atShopTotal }) : null;
  const personal = (choice: Record<string, string>) =>
    payable && phoneFirst ? (
      <div role="status" className="space-y-3" data-testid="verify-phone-first">
        <p className="font-semibold">{t("checkout.verifyPhoneTitle")}</p>
        <p className="text-sm text-muted-foreground">{t("checkout.verifyPhoneBody")}</p>
        <Link href="/dashboard/user#phone" className={buttonVariants({ variant: "default" })}>
          {t("checkout.verifyPhoneLink")}
        </Link>
      </div>
    ) : payable && formWords ? (
      <CheckoutForm
        serviceId={slot.service._id}
        slotId={slot._id}
        name={`${user.firstName} ${user.lastName}`}
        email={user.email ?? ""}
        time={formatSlotTime(slot.date, slot.startTime, writing)}
        choice={choice}
        payAtShopTotal={atShopTotal}
        reminders={remindersChosen}
        words={formWords}
      />
    ) : (
      <div role="status" className="space-y-3">
        <p className="font-semibold">{t("checkout.unavailableTitle")}</p>
        <p className="text-sm text-muted-foreground">{t("checkout.unavailableBody")}</p>
        <Link href={serviceLink} className={buttonVariants({ variant: "outline" })}>
          {t("checkout.chooseAnother")}
        </Link>
      </div>
    );

  if (quotes.length > 1) {
    const vehicles = await listMyVehicles(user);
    const endTime = clockTimeIn(new Date(Math.max(...quotes.map((car) => orderEndsAt(car.order, slot).getTime()))), timeZone, writing);
    const total = quotes.reduce((sum, car) => sum + car.total, 0);
    return (
      <CheckoutLayout locale={locale} personalInfo={personal(vehicleChoicesParams(quotes.map((car) => ({ vehicle: car.vehicleId, vehicleClass: car.vehicleClass.id, addOns: car.addOnIds }))))}>
        <CardContent className="grid gap-5">
          <DetailList
            rows={[
              [t("details.service"), slot.service.name],
              [t("details.date"), formatDisplayDate(slot.date, writing)],
              [t("details.time"), timeRange(slot.startTime, endTime)],
            ]}
          />
          {quotes.map((car, index) => {
            const vehicle = car.vehicleId ? vehicles.find((mine) => mine._id === car.vehicleId) : undefined;
            const [serviceLine, ...addOnLines] = car.lines;
            return (
              <section key={index} aria-labelledby={`checkout-car-${index + 1}`} className="grid gap-2 border-t pt-4" data-testid="checkout-car">
                <h2 id={`checkout-car-${index + 1}`} className="font-semibold">
                  {t("checkout.carHeading", { position: index + 1 })}
                </h2>
                <DetailList
                  rows={[
                    [t("details.vehicleSize"), car.vehicleClass.name],
                    ...(vehicle ? ([[t("details.vehicle"), vehicleLabel(vehicle)]] as [string, string][]) : []),
                    [t("details.duration"), t("details.minutes", { minutes: car.minutes })],
                    [t("details.price"), price(serviceLine.price)],
                    ...addOnLines.map((line): [string, string] => [t("details.addOnLine", { addOn: line.name }), price(line.price)]),
                    [t("checkout.carTotal"), <span key="total" data-testid="car-total">{price(car.total)}</span>],
                  ]}
                />
              </section>
            );
          })}
          <dl className="flex justify-between gap-4 border-t pt-4 text-lg font-semibold">
            <dt>{t("checkout.groupTotal", { cars: quotes.length })}</dt>
            <dd data-testid="booking-total">{price(total)}</dd>
          </dl>
          {depositNotice}
        </CardContent>
      </CheckoutLayout>
    );
  }

  const [quoted] = quotes;
  // A choice was made (the size is then named): on the address, or, for a hold, anything but the default class alone.
  const chosen = held ? quoted.vehicleId || !quoted.order.vehicleClass.isDefault || quoted.addOnIds.length : choices[0].vehicleClass || choices[0].vehicle || choices[0].addOns?.length;
  const vehicle = quoted.vehicleId ? (await listMyVehicles(user)).find((mine) => mine._id === quoted.vehicleId) : undefined;
  const endTime = clockTimeIn(orderEndsAt(quoted.order, slot), timeZone, writing);
  const [serviceLine, ...addOnLines] = quoted.lines;

  const rows: [string, React.ReactNode][] = [
    [t("details.service"), slot.service.name],
    ...(chosen ? ([[t("details.vehicleSize"), quoted.vehicleClass.name]] as [string, string][]) : []),
    ...(vehicle ? ([[t("details.vehicle"), vehicleLabel(vehicle)]] as [string, string][]) : []),
    [t("details.duration"), t("details.minutes", { minutes: quoted.minutes })],
    [t("details.price"), price(serviceLine.price)],
    ...addOnLines.map((line): [string, string] => [t("details.addOnLine", { addOn: line.name }), price(line.price)]),
    [t("details.date"), formatDisplayDate(slot.date, writing)],
    [t("details.time"), timeRange(slot.startTime, endTime)],
  ];

  return (
    <CheckoutLayout locale={locale} personalInfo={personal(vehicleChoiceParams({ vehicle: quoted.vehicleId, vehicleClass: chosen ? quoted.vehicleClass.id : null, addOns: quoted.addOnIds }))}>
      <CardContent>
        <DetailList rows={rows}>
          <div className="flex justify-between gap-4 pt-4 text-lg font-semibold">
            <dt>{t("details.total")}</dt>
            <dd data-testid="booking-total">{price(quoted.total)}</dd>
          </div>
        </DetailList>
        {depositNotice}
      </CardContent>
    </CheckoutLayout>
  );
}

/** The checkout's two cards: the booking (its content given) and the customer's details with Pay Now. */
async function CheckoutLayout({ children, personalInfo, locale }: { children: React.ReactNode; personalInfo: React.ReactNode; locale: Locale }) {
  const t = await pageTranslator(locale, "booking");
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{t("checkout.title")}</h1>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card aria-labelledby="your-booking">
          <CardHeader>
            <CardTitle id="your-booking" className="text-xl">{t("checkout.yourBooking")}</CardTitle>
          </CardHeader>
          {children}
        </Card>
        <Card aria-labelledby="personal-info">
          <CardHeader>
            <CardTitle id="personal-info" className="text-xl">{t("checkout.personalInfo")}</CardTitle>
          </CardHeader>
          <CardContent>{personalInfo}</CardContent>
        </Card>
      </div>
    </div>
  );
}
