import type { Metadata } from "next";
import Link from "next/link";
import { ChevronLeftIcon } from "lucide-react";
import { changeableNow, myBookingPath } from "@/components/booking/booking-actions";
import { RescheduleForm } from "@/components/booking/reschedule-form";
import { PageHeading } from "@/components/dashboard/page-heading";
import { buttonVariants } from "@/components/ui/button";
import { formatClock, formatDisplayDate, isIsoDate, todayIn } from "@/lib/format/time";
import type { Locale } from "@/lib/i18n/locales";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { noticeHours, noticeStanding } from "@/lib/server/bookings/notice";
import { loadBookingPage } from "@/lib/server/bookings/page-loaders";
import { listMoveTimes } from "@/lib/server/slots/list-availability";
import { pickerSlots } from "@/components/booking/slot-unavailable";
import { slotPickerLanguage, unavailableWords } from "@/components/booking/slot-picker-language";
import { accountWords, type AccountTranslator } from "@/lib/server/i18n/account-words";
import { pageLocale } from "@/lib/server/i18n/page-locale";
import { firstOpenDay, listOpenDays } from "@/lib/server/slots/open-days";
import { businessTimeZone, getSettings } from "@/lib/server/settings/business-settings";

type Props = { params: Promise<{ locale: string; id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { t } = await accountWords(await pageLocale(params));
  return { title: t("reschedule.title") };
}

/**
 * Moving a booking: the same service's free times for the booking's own length, day by day (the date is in
 * the URL, as on the service page), and the one chosen replaces the current
 * one. Within the notice window the page says why it cannot, and how to
 * reach the shop. In the page's language, the calendar and slots too.
 */
export default async function RescheduleMyBookingPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const customer = await requirePageUser("user");
  const booking = await loadBookingPage(customer, (await params).id);
  const shop = await getSettings();
  const back = myBookingPath(booking._id);
  const query = await searchParams;
  const today = todayIn(await businessTimeZone());
  const now = new Date();
  const hours = await noticeHours();
  const { t, writing } = await accountWords(locale);
  const movable = changeableNow(booking, now) && !booking.service.isDeleted;
  const picker = movable ? await pickerFor(booking._id, booking.service._id, booking.slot.date, today, query, { now, hours }, { t, locale }) : null;

  return (
    <section aria-labelledby="reschedule-heading" className="grid gap-6">
      <Link href={back} className={buttonVariants({ variant: "ghost", size: "sm", className: "w-fit -ml-2" })}>
        <ChevronLeftIcon aria-hidden /> {t("details.title")}
      </Link>
      <PageHeading id="reschedule-heading" title={t("reschedule.title")} subtitle={t("reschedule.body")} />
      <p className="rounded-lg border bg-card p-3 text-sm">
        <span className="text-muted-foreground">{t("reschedule.currently")}:</span>{" "}
        <span className="font-medium" data-testid="current-time">
          {t("reschedule.current", { service: booking.service.name, date: formatDisplayDate(booking.slot.date, writing), time: formatClock(booking.slot.startTime, writing) })}
        </span>
      </p>
      {picker ? (
        <>
          {Object.keys(picker.unavailable).length > 0 ? (
            <p className="text-sm text-muted-foreground" data-testid="too-soon-note">
              {t("reschedule.tooSoonNote", { hours })}
            </p>
          ) : null}
          <RescheduleForm bookingId={booking._id} serviceId={booking.service._id} today={today} pagePath={`${back}/reschedule`} words={{ moveHere: t("reschedule.moveHere"), moving: t("reschedule.moving") }} {...picker} />
        </>
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          {booking.service.isDeleted
            ? t("reschedule.serviceGone")
            : booking.status === "confirm"
              ? t("bookings.noticeLine", { hours, phone: shop.phone, email: shop.email })
              : booking.status === "pending"
                ? t("reschedule.onlyConfirmedMove")
                : booking.status === "cancel"
                  ? t("cancel.alreadyCancelled")
                  : t("cancel.ended")}
        </p>
      )}
    </section>
  );
}

const isMonth = (value: unknown): value is string => typeof value === "string" && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/**
 * What the calendar shows, read from the page's URL as the service page reads
 * its own: the day asked for (`date`), else the booking's own day while it is
 * ahead, else the first day with free times; the month turned to (`month`);
 * the slot chosen (`slot`) when it is one of that day's slots the booking may
 * move to. Slots inside the notice window are not (a booking moved there
 * could no longer be changed online): they show as unavailable, saying why. In the page's language.
 */
async function pickerFor(
  bookingId: string,
  serviceId: string,
  bookedDate: string,
  today: string,
  query: Record<string, string | string[] | undefined>,
  notice: { now: Date; hours: number },
  { t, locale }: { t: AccountTranslator; locale: Locale },
) {
  const askedDate = typeof query.date === "string" && isIsoDate(query.date) && query.date >= today ? query.date : undefined;
  const askedMonth = isMonth(query.month) && query.month >= today.slice(0, 7) ? query.month : undefined;
  const firstOpen = await firstOpenDay(serviceId);
  const startDate = askedDate ?? (bookedDate >= today ? bookedDate : (firstOpen ?? today));
  const month = askedMonth ?? startDate.slice(0, 7);
  const openDays = await listOpenDays({ service: serviceId, month });
  const date = askedDate ?? (askedMonth ? (openDays[0] ?? (`${askedMonth}-01` > today ? `${askedMonth}-01` : today)) : startDate);
  const [slots, language, slotWords] = await Promise.all([listMoveTimes(bookingId, date), slotPickerLanguage(locale), unavailableWords(locale)]);
  const unavailable = Object.fromEntries(
    slots.filter((slot) => slot.bookable && noticeStanding(new Date(slot.startsAt), notice.now, notice.hours) === "inside-window").map((slot) => [slot._id, { word: t("reschedule.tooSoonWord"), reason: t("reschedule.tooSoonToMoveTo", { hours: notice.hours }) }]),
  );
  const selectedSlotId = typeof query.slot === "string" ? slots.find((slot) => slot._id === query.slot && slot.bookable && !unavailable[slot._id])?._id : undefined;
  return { date, month, openDays, hasOpenDates: firstOpen !== null, slots: pickerSlots(slots, slotWords), selectedSlotId, unavailable, language };
}
