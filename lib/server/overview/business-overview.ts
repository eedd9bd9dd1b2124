import "server-only";
import { operation } from "@/lib/server/operation";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { getSettings } from "@/lib/server/settings/business-settings";
import { centsToDollars } from "@/lib/format/money";
import { now as clockNow } from "@/lib/server/clock";
import { bayHoursPerDay, percentOf, totalBayHours, type BayHours } from "./bay-hours";
import { bookingInclude, toBookingDto, type BookingDto } from "@/lib/server/bookings/booking-dto";
import { addDaysIso, businessInstant, isoDateOf, todayIn } from "@/lib/format/time";
import { bookingRules } from "@/lib/server/bookings/notice";

/** An amount taken in one currency (upper-case ISO 4217 code): takings in different currencies are never added up. */
export type CurrencyAmount = { currency: string; amount: number };
/** `revenue`: in the shop's currency now; `revenueByCurrency`: in each currency the day's bookings were made in. */
export type DayFigures = { date: string; bookings: number; revenue: number; revenueByCurrency: CurrencyAmount[] };
/** `booked`, `free`, `percent`: places of the day's slots (each service's slot counted apart, as before bays); `bayHours`: the shop's bay time. */
export type DayUtilisation = { date: string; booked: number; free: number; percent: number; bayHours: BayHours };

export type BusinessOverview = {
  bookingsToday: number;
  bookingsThisWeek: number;
  /** Takings this month in the shop's currency now (bookings made in another currency are in `revenueThisMonthByCurrency`). */
  revenueThisMonth: number;
  /** This month's takings in each currency its bookings were made in, the shop's currency first. */
  revenueThisMonthByCurrency: CurrencyAmount[];
  /**
   * This month's takings by who took them: `provider` (stripe, sslcommerz, aamarpay, test, or counter: the shop's own
   * counter) and, at the counter, `method` (cash, card, wallet; null otherwise), in each currency; most first.
   */
  takingsThisMonth: (CurrencyAmount & { provider: string; method: string | null })[];
  /** Places of the slots of the next 7 days, each service's slots counted apart (kept for old clients; see `bayHoursNext7Days`). */
  utilisationNext7Days: { booked: number; total: number; percent: number };
  /** Utilisation of the next 7 days: bay-hours used by live bookings over bay-hours open (active bays × opening hours). */
  bayHoursNext7Days: BayHours;
  /** How many active bays the bay-hours count. */
  activeBays: number;
  upcoming: BookingDto[];
  lastThirtyDays: DayFigures[];
  nextFourteenDays: DayUtilisation[];
};

/**
 * Bookings that stand (confirmed, or done; a no-show too): paid, or booked to pay at the shop (nothing due online):
 * what the business earns from.
 */
const STANDING = Prisma.raw(`(b.payment = 'paid' OR b."amountDueOnlineCents" = 0) AND b.status IN ('confirm', 'complete', 'no-show')`);

/**
 * What a booking has brought in (hundredths of its currency): what was paid online (its deposit, else its amount) and
 * what the shop recorded at its counter; a booking to pay at the shop not yet paid has brought nothing.
 */
const TAKEN_CENTS = Prisma.raw(`(CASE WHEN b.payment = 'paid' THEN coalesce(b."amountDueOnlineCents", b."amountCents") ELSE 0 END + coalesce(b."paidAtShopCents", 0))`);

/** Bookings that take a place in their slot: held and unexpired, confirmed, or done. */
const TAKES_PLACE = Prisma.raw(`(b.status IN ('confirm', 'complete', 'no-show') OR (b.status = 'pending' AND b."holdExpiresAt" > now()))`);

const percent = percentOf;

/**
 * The admin overview: the figures an owner checks every morning, by the
 * slots' business-local dates (the business's time zone). Counting and summing
 * happen in the database, a handful of grouped queries whatever the size.
 */
export const businessOverview = operation({ permission: "bookings.manage" }, async (): Promise<BusinessOverview> => {
  const now = clockNow();
  const settings = await getSettings();
  const shopCurrency = settings.currency.toUpperCase();
  const today = todayIn(settings.timeZone, now);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const monday = addDaysIso(today, -((weekday + 6) % 7));
  const monthStart = `${today.slice(0, 8)}01`;
  const monthEnd = addDaysIso(`${addDaysIso(monthStart, 31).slice(0, 8)}01`, -1);
  const historyStart = addDaysIso(today, -29);
  const horizonEnd = addDaysIso(today, 13);
  // The bay time the next 14 days' live bookings occupy: from the first day's start to the last one's end, whatever the shop's hours.
  const horizonFrom = businessInstant(today, "00:00", settings.timeZone);
  const horizonUntil = businessInstant(addDaysIso(horizonEnd, 1), "00:00", settings.timeZone);

  // Dates go to PostgreSQL as 'YYYY-MM-DD' text, so that no session time zone can shift them.
  // Money is grouped by the currency each booking was made in: amounts in different currencies are never added up.
  const [history, schedule, totals, monthByCurrency, monthByProvider, occupied, activeBays, upcoming] = await Promise.all([
    db.$queryRaw<{ date: Date; currency: string; bookings: number; revenue: number }[]>`
      SELECT s.date, upper(b.currency) AS currency, count(*)::int AS bookings, coalesce(sum(${TAKEN_CENTS}), 0)::int AS revenue
      FROM "Booking" b JOIN "Slot" s ON s.id = b."slotId"
      WHERE ${STANDING} AND s.date BETWEEN ${historyStart}::date AND ${today}::date
      GROUP BY s.date, upper(b.currency)`,
    // Places, not slots: a slot of capacity 3 with one booking is a third taken.
    db.$queryRaw<{ date: Date; booked: number; total: number }[]>`
      SELECT s.date, coalesce(sum(least(t.taken, s.capacity)), 0)::int AS booked, sum(s.capacity)::int AS total
      FROM "Slot" s JOIN "Service" v ON v.id = s."serviceId"
      CROSS JOIN LATERAL (SELECT count(*)::int AS taken FROM "Booking" b WHERE b."slotId" = s.id AND ${TAKES_PLACE}) t
      WHERE NOT v."isDeleted" AND s.status <> 'cancel' AND s.date BETWEEN ${today}::date AND ${horizonEnd}::date
      GROUP BY s.date`,
    db.$queryRaw<{ today: number; week: number }[]>`
      SELECT count(*) FILTER (WHERE s.date = ${today}::date)::int AS today,
             count(*) FILTER (WHERE s.date BETWEEN ${monday}::date AND ${addDaysIso(monday, 6)}::date)::int AS week
      FROM "Booking" b JOIN "Slot" s ON s.id = b."slotId"
      WHERE ${STANDING} AND s.date BETWEEN ${monday}::date AND ${addDaysIso(monday, 6)}::date`,
    db.$queryRaw<{ currency: string; cents: number }[]>`
      SELECT upper(b.currency) AS currency, coalesce(sum(${TAKEN_CENTS}), 0)::bigint::float8 AS cents
      FROM "Booking" b JOIN "Slot" s ON s.id = b."slotId"
      WHERE ${STANDING} AND s.date BETWEEN ${monthStart}::date AND ${monthEnd}::date
      GROUP BY upper(b.currency)`,
    // The same month's takings by who took them: each online provider (a booking paid at the counter when the shop
    // booked it: the counter, by its method), and the counter's payments recorded after (the rest of a deposit, a
    // booking paid at the shop), by method.
    db.$queryRaw<{ provider: string; method: string | null; currency: string; cents: number }[]>`
      SELECT taken.provider, taken.method, taken.currency, sum(taken.cents)::bigint::float8 AS cents FROM (
        SELECT coalesce(b."paymentProvider", 'unknown') AS provider, b."counterPaymentMethod" AS method, upper(b.currency) AS currency,
               coalesce(b."amountDueOnlineCents", b."amountCents") AS cents
        FROM "Booking" b JOIN "Slot" s ON s.id = b."slotId"
        WHERE ${STANDING} AND b.payment = 'paid' AND coalesce(b."amountDueOnlineCents", b."amountCents") > 0 AND s.date BETWEEN ${monthStart}::date AND ${monthEnd}::date
        UNION ALL
        SELECT 'counter', b."paidAtShopMethod", upper(b.currency), b."paidAtShopCents"
        FROM "Booking" b JOIN "Slot" s ON s.id = b."slotId"
        WHERE ${STANDING} AND b."paidAtShopCents" IS NOT NULL AND s.date BETWEEN ${monthStart}::date AND ${monthEnd}::date
      ) taken
      GROUP BY taken.provider, taken.method, taken.currency
      ORDER BY sum(taken.cents) DESC, taken.provider, taken.method`,
    db.$queryRaw<{ from: Date; until: Date }[]>`
      SELECT coalesce(b."occupiedFrom", s."startsAt") AS "from", coalesce(b."occupiedUntil", s."endsAt") AS "until"
      FROM "Booking" b JOIN "Slot" s ON s.id = b."slotId"
      WHERE ${TAKES_PLACE} AND coalesce(b."occupiedUntil", s."endsAt") > ${horizonFrom} AND coalesce(b."occupiedFrom", s."startsAt") < ${horizonUntil}`,
    db.bay.count({ where: { active: true } }),
    db.booking.findMany({
      // Paid, or booked to pay at the shop.
      where: { OR: [{ payment: "paid" }, { amountDueOnlineCents: 0 }], status: "confirm", slot: { startsAt: { gt: now } } },
      include: bookingInclude,
      orderBy: { slot: { startsAt: "asc" } },
      take: 5,
    }),
  ]);

  const rules = await bookingRules();
  const historyByDate = new Map<string, { bookings: number; revenue: CurrencyAmount[] }>();
  for (const row of history) {
    const date = isoDateOf(row.date);
    const day = historyByDate.get(date) ?? { bookings: 0, revenue: [] };
    day.bookings += row.bookings;
    day.revenue.push({ currency: row.currency, amount: centsToDollars(row.revenue) });
    historyByDate.set(date, day);
  }
  const scheduleByDate = new Map(schedule.map((row) => [isoDateOf(row.date), row]));
  const lastThirtyDays = Array.from({ length: 30 }, (_, index) => {
    const date = addDaysIso(historyStart, index);
    const day = historyByDate.get(date);
    const revenueByCurrency = shopCurrencyFirst(day?.revenue ?? [], shopCurrency);
    return { date, bookings: day?.bookings ?? 0, revenue: amountIn(revenueByCurrency, shopCurrency), revenueByCurrency };
  });
  const bayHours = bayHoursPerDay({ first: today, days: 14, bays: activeBays, openingHours: settings.openingHours, timeZone: settings.timeZone, occupied: occupied.map((row) => ({ from: row.from, until: row.until })) });
  const nextFourteenDays = bayHours.map(({ date, bayHours: hours }) => {
    const row = scheduleByDate.get(date);
    const booked = row?.booked ?? 0;
    const total = row?.total ?? 0;
    return { date, booked, free: total - booked, percent: percent(booked, total), bayHours: hours };
  });
  const week = nextFourteenDays.slice(0, 7).reduce((sum, day) => ({ booked: sum.booked + day.booked, total: sum.total + day.booked + day.free }), { booked: 0, total: 0 });
  const revenueThisMonthByCurrency = shopCurrencyFirst(
    monthByCurrency.map((row) => ({ currency: row.currency, amount: centsToDollars(Number(row.cents)) })),
    shopCurrency,
  );

  return {
    bookingsToday: totals[0]?.today ?? 0,
    bookingsThisWeek: totals[0]?.week ?? 0,
    revenueThisMonth: amountIn(revenueThisMonthByCurrency, shopCurrency),
    revenueThisMonthByCurrency,
    takingsThisMonth: monthByProvider.map((row) => ({ provider: row.provider, method: row.method, currency: row.currency, amount: centsToDollars(Number(row.cents)) })),
    utilisationNext7Days: { ...week, percent: percent(week.booked, week.total) },
    bayHoursNext7Days: totalBayHours(nextFourteenDays.slice(0, 7).map((day) => day.bayHours)),
    activeBays,
    upcoming: upcoming.map((booking) => toBookingDto(booking, now, rules)),
    lastThirtyDays,
    nextFourteenDays,
  };
});

/** The amount in one currency (0 when nothing was taken in it). */
const amountIn = (amounts: CurrencyAmount[], currency: string) => amounts.find((entry) => entry.currency === currency)?.amount ?? 0;

/** The shop's currency first, then the others by code. */
const shopCurrencyFirst = (amounts: CurrencyAmount[], shopCurrency: string) =>
  [...amounts].sort((a, b) => (a.currency === shopCurrency ? -1 : b.currency === shopCurrency ? 1 : a.currency.localeCompare(b.currency)));
