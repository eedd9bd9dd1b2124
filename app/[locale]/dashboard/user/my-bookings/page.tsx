import type { Metadata } from "next";
import Link from "next/link";
import { PastCard, UpcomingCard } from "@/components/booking/my-booking-cards";
import { PageHeading } from "@/components/dashboard/page-heading";
import { FormMessage } from "@/components/forms/form-message";
import { buttonVariants } from "@/components/ui/button";
import type { Locale } from "@/lib/i18n/locales";
import { requirePageUser } from "@/lib/server/auth/current-user";
import type { BookingDto } from "@/lib/server/bookings/booking-dto";
import { listMyBookings } from "@/lib/server/bookings/list-bookings";
import { noticeHours } from "@/lib/server/bookings/notice";
import { businessTimeZone } from "@/lib/server/settings/business-settings";
import { MyWaitlist } from "@/components/booking/my-waitlist";
import { listMyWaitlist } from "@/lib/server/waitlist/manage-waitlist";
import { accountWords, type AccountTranslator } from "@/lib/server/i18n/account-words";
import { pageLocale } from "@/lib/server/i18n/page-locale";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { t } = await accountWords(await pageLocale(params));
  return { title: t("nav.myBookings") };
}

/** How many past and cancelled bookings the page lists before "Show all". */
const RECENT_PAST = 10;

/** Still ahead: awaiting payment within its hold, or confirmed with the slot not yet over. */
const isUpcoming = (booking: BookingDto) => booking.status === "pending" || booking.status === "confirm";

/** A car of a visit as another card names it: its make and model and plate, else its size. */
const carName = (booking: BookingDto) =>
  booking.vehicle ? [`${booking.vehicle.make} ${booking.vehicle.model}`, booking.vehicle.plate].filter(Boolean).join(" ") : (booking.vehicleClass?.name ?? booking.service.name);

/** For each booking paid together with others (`checkoutGroup`), the words naming the others: "Booked together with Toyota RAV4 DHA 1234". */
function bookedTogether(bookings: BookingDto[], t: AccountTranslator): Map<string, string> {
  const notes = new Map<string, string>();
  for (const booking of bookings) {
    if (!booking.checkoutGroup) continue;
    const others = bookings.filter((other) => other.checkoutGroup === booking.checkoutGroup && other._id !== booking._id);
    if (others.length > 0) notes.set(booking._id, t("bookings.bookedTogether", { others: others.map(carName).join(", ") }));
  }
  return notes;
}

/**
 * My Bookings: what is coming up (with a countdown to each start, and what
 * can be done with it), then what is past or cancelled, without countdowns.
 * Statuses in words; the wire keeps its codes. Cars booked together in one
 * checkout are a card each (each cancelled alone), saying which cars were with it.
 */
export default async function MyBookingsPage({ params, searchParams }: Props) {
  const locale: Locale = await pageLocale(params);
  const customer = await requirePageUser("user");
  const { t } = await accountWords(locale);
  const query = await searchParams;
  const allPast = query.past === "all";
  const [bookings, waitlist] = await Promise.all([listMyBookings(customer, {}), listMyWaitlist(customer)]);
  const now = new Date();
  // The next one first; the past and cancelled, the most recent first.
  const startOf = (booking: BookingDto) => Date.parse(booking.slot.startsAt);
  const upcoming = bookings.filter(isUpcoming).sort((a, z) => startOf(a) - startOf(z));
  const past = bookings.filter((booking) => !isUpcoming(booking)).sort((a, z) => startOf(z) - startOf(a));
  const pastShown = allPast ? past : past.slice(0, RECENT_PAST);
  const context = { now, noticeHours: await noticeHours(), timeZone: await businessTimeZone() };
  const together = bookedTogether(bookings, t);

  return (
    <section aria-labelledby="my-bookings-heading" className="grid gap-8">
      <PageHeading id="my-bookings-heading" title={t("nav.myBookings")} subtitle={t("bookings.subtitle")} />
      <FormMessage tone="success" title={query.done === "waitlist-left" ? t("bookings.waitlistLeft") : undefined} />
      {waitlist.length > 0 ? <MyWaitlist entries={waitlist} timeZone={context.timeZone} locale={locale} /> : null}
      {bookings.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center">
          <p className="text-lg font-semibold">{t("bookings.noBookings")}</p>
          <Link href="/services" className={buttonVariants()}>
            {t("bookings.browseServices")}
          </Link>
        </div>
      ) : (
        <>
          <section aria-labelledby="upcoming-heading" className="grid gap-4">
            <h2 id="upcoming-heading" className="text-lg font-semibold">
              {t("bookings.upcoming")}
            </h2>
            {upcoming.length === 0 ? (
              <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-dashed p-5 text-sm text-muted-foreground">
                <p>{t("bookings.nothingUpcoming")}</p>
                <Link href="/services" className={buttonVariants({ size: "sm", variant: "outline" })}>
                  {t("bookings.bookAgain")}
                </Link>
              </div>
            ) : (
              <ul className="grid gap-4 md:grid-cols-2">
                {upcoming.map((booking) => (
                  <li key={booking._id}>
                    <UpcomingCard booking={booking} together={together.get(booking._id)} {...context} locale={locale} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          {past.length > 0 ? (
            <section aria-labelledby="past-heading" className="grid gap-4">
              <h2 id="past-heading" className="text-lg font-semibold">
                {t("bookings.pastAndCancelled")}
              </h2>
              <ul className="grid gap-3 md:grid-cols-2">
                {pastShown.map((booking) => (
                  <li key={booking._id}>
                    <PastCard booking={booking} together={together.get(booking._id)} locale={locale} />
                  </li>
                ))}
              </ul>
              {past.length > RECENT_PAST ? (
                <Link
                  href={allPast ? "/dashboard/user/my-bookings" : "/dashboard/user/my-bookings?past=all#past-heading"}
                  className={buttonVariants({ variant: "outline", size: "sm", className: "w-fit" })}
                >
                  {allPast ? t("bookings.showRecentPast") : t("bookings.showAllPast", { count: past.length })}
                </Link>
              ) : null}
            </section>
          ) : null}
        </>
      )}
    </section>
  );
}
