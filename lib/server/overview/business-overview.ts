import "server-only";
import { operation } from "@/lib/server/operation";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { businessTimeZone } from "@/lib/server/settings/settings";
import { centsToDollars } from "@/lib/format/money";
import { bookingInclude, toBookingDto, type BookingDto } from "@/lib/server/bookings/booking-dto";
import { addDaysIso, isoDateOf, todayIn } from "@/lib/format/time";
import { bookingRules } from "@/lib/server/bookings/notice";

export type DayFigures = { date: string; bookings: number; revenue: number };
export type DayUtilisation = { date: string; booked: number; free: number; percent: number };

export type BusinessOverview = {
  bookingsToday: number;
  bookingsThisWeek: number;
  revenueThisMonth: number;
  utilisationNext7Days: { booked: number; total: number; percent: number };
  upcoming: BookingDto[];
  lastThirtyDays: DayFigures[];
  nextFourteenDays: DayUtilisation[];
};

/** Paid bookings that stand (confirmed, or done; a no-show paid too): what the business earns from. */
const PAID = Prisma.raw(`b.payment = 'paid' AND b.status IN ('confirm', 'complete', 'no-show')`);

/** Bookings that take a place in their slot: held and unexpired, confirmed, or done. */
const TAKES_PLACE = Prisma.raw(`(b.status IN ('confirm', 'complete', 'no-show') OR (b.status = 'pending' AND b."holdExpiresAt" > now()))`);

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

/**
 * The admin overview: the figures an owner checks every morning, by the
 * slots' business-local dates (the business's time zone). Counting and summing
 * happen in the database, a handful of grouped queries whatever the size.
 */
export const businessOverview = operation({ permission: "bookings.manage" }, async (): Promise<BusinessOverview> => {
  const now = new Date();
  const today = todayIn(await businessTimeZone(), now);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const monday = addDaysIso(today, -((weekday + 6) % 7));
  const monthStart = `${today.slice(0, 8)}01`;
  const monthEnd = addDaysIso(`${addDaysIso(monthStart, 31).slice(0, 8)}01`, -1);
  const historyStart = addDaysIso(today, -29);
  const horizonEnd = addDaysIso(today, 13);

  // Dates go to PostgreSQL as 'YYYY-MM-DD' text, so that no session time zone can shift them.
  const [history, schedule, totals, upcoming] = await Promise.all([
    db.$queryRaw<{ date: Date; bookings: number; revenue: number }[]>`
      SELECT s.date, count(*)::int AS bookings, coalesce(sum(b."amountCents"), 0)::int AS revenue
      FROM "Booking" b JOIN "Slot" s ON s.id = b."slotId"
      WHERE ${PAID} AND s.date BETWEEN ${historyStart}::date AND ${today}::date
      GROUP BY s.date`,
    // Places, not slots: a slot of capacity 3 with one booking is a third taken.
    db.$queryRaw<{ date: Date; booked: number; total: number }[]>`
      SELECT s.date, coalesce(sum(least(t.taken, s.capacity)), 0)::int AS booked, sum(s.capacity)::int AS total
      FROM "Slot" s JOIN "Service" v ON v.id = s."serviceId"
      CROSS JOIN LATERAL (SELECT count(*)::int AS taken FROM "Booking" b WHERE b."slotId" = s.id AND ${TAKES_PLACE}) t
      WHERE NOT v."isDeleted" AND s.status <> 'cancel' AND s.date BETWEEN ${today}::date AND ${horizonEnd}::date
      GROUP BY s.date`,
    db.$queryRaw<{ today: number; week: number; month: number }[]>`
      SELECT count(*) FILTER (WHERE s.date = ${today}::date)::int AS today,
             count(*) FILTER (WHERE s.date BETWEEN ${monday}::date AND ${addDaysIso(monday, 6)}::date)::int AS week,
             coalesce(sum(b."amountCents") FILTER (WHERE s.date BETWEEN ${monthStart}::date AND ${monthEnd}::date), 0)::int AS month
      FROM "Booking" b JOIN "Slot" s ON s.id = b."slotId"
      WHERE ${PAID} AND s.date BETWEEN LEAST(${monday}::date, ${monthStart}::date) AND GREATEST(${addDaysIso(monday, 6)}::date, ${monthEnd}::date)`,
    db.booking.findMany({
      where: { payment: "paid", status: "confirm", slot: { startsAt: { gt: now } } },
      include: bookingInclude,
      orderBy: { slot: { startsAt: "asc" } },
      take: 5,
    }),
  ]);

  const rules = await bookingRules();
  const byDate = <T extends { date: Date }>(rows: T[]) => new Map(rows.map((row) => [isoDateOf(row.date), row]));
  const historyByDate = byDate(history);
  const scheduleByDate = byDate(schedule);
  const lastThirtyDays = Array.from({ length: 30 }, (_, index) => {
    const date = addDaysIso(historyStart, index);
    const row = historyByDate.get(date);
    return { date, bookings: row?.bookings ?? 0, revenue: centsToDollars(row?.revenue ?? 0) };
  });
  const nextFourteenDays = Array.from({ length: 14 }, (_, index) => {
    const date = addDaysIso(today, index);
    const row = scheduleByDate.get(date);
    const booked = row?.booked ?? 0;
    const total = row?.total ?? 0;
    return { date, booked, free: total - booked, percent: percent(booked, total) };
  });
  const week = nextFourteenDays.slice(0, 7).reduce((sum, day) => ({ booked: sum.booked + day.booked, total: sum.total + day.booked + day.free }), { booked: 0, total: 0 });

  return {
    bookingsToday: totals[0]?.today ?? 0,
    bookingsThisWeek: totals[0]?.week ?? 0,
    revenueThisMonth: centsToDollars(totals[0]?.month ?? 0),
    utilisationNext7Days: { ...week, percent: percent(week.booked, week.total) },
    upcoming: upcoming.map((booking) => toBookingDto(booking, now, rules)),
    lastThirtyDays,
    nextFourteenDays,
  };
});
