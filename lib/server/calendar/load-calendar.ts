import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { messages } from "@/lib/messages";
import { addDaysIso, businessInstant, clockTimeIn, dateColumn, isoDateOf, todayIn } from "@/lib/format/time";
import { allBays } from "@/lib/server/bays/manage-bays";
import { operation } from "@/lib/server/operation";
import { businessTimeZone } from "@/lib/server/settings/business-settings";
import { calendarQuerySchema } from "@/lib/validation/calendar";
import { now as clockNow } from "@/lib/server/clock";

/** A booking as the calendar draws it: in its bay, from its start to its real end (its slot's, plus its class's and add-ons' minutes) plus buffer. */
export type CalendarBooking = {
  id: string;
  bayId: string | null;
  customer: string;
  service: string;
  /** Its vehicle class and plate ('SUV / Crossover · DHA 12 345'), as far as they are known; '' for neither. */
  vehicle: string;
  /** 'held' (awaiting payment), 'confirmed', 'completed', 'no-show'. */
  state: "held" | "confirmed" | "completed" | "no-show";
  date: string;
  start: string;
  end: string;
  /** Minutes from the day's midnight (business time), for placing it. */
  fromMinute: number;
  toMinute: number;
};

/** A slot with what it holds: its places taken of its capacity, or cancelled. */
export type CalendarSlot = { id: string; service: string; date: string; start: string; end: string; capacity: number; taken: number; cancelled: boolean };

export type CalendarData = {
  view: "day" | "week";
  date: string;
  days: string[];
  today: string;
  bays: { id: string; name: string; active: boolean }[];
  bookings: CalendarBooking[];
  slots: CalendarSlot[];
  /** The hours the day view shows (from the first to the last thing on it, 08:00 to 18:00 at least). */
  firstHour: number;
  lastHour: number;
  /**
   * The week view: how many bookings and slots each day holds in all. It lists the first WEEK_DAY_SHOWN of each in
   * time order, and says how many more the day view of that day shows (a busy shop's day holds hundreds).
   */
  dayTotals: Record<string, { bookings: number; slots: number }>;
};

/** The bookings, and the slots, a day of the week view lists before it says how many more there are. */
export const WEEK_DAY_SHOWN = 12;

/** What the calendar shows of a booking: live ones, holds still running, and the past ones that happened. */
const SHOWN_BOOKING = (now: Date) => ({ OR: [{ status: { in: ["confirm", "complete", "no_show"] } }, { status: "pending", holdExpiresAt: { gt: now } }] }) satisfies Prisma.BookingWhereInput;
const SHOWN_BOOKING_SQL = (now: Date) => Prisma.sql`(b.status IN ('confirm', 'complete', 'no-show') OR (b.status = 'pending' AND b."holdExpiresAt" > ${now.toISOString()}::timestamptz))`;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** `/dashboard/admin/calendar`: one day by bay, or a week by day; every live or past booking, hold and cancelled slot in it. */
export const loadCalendar = operation({ permission: "bookings.manage", input: calendarQuerySchema }, async (query): Promise<CalendarData> => {
  const zone = await businessTimeZone();
  const now = clockNow();
  const today = todayIn(zone, now);
  const date = query.date ?? today;
  // A week runs Monday to Sunday.
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const first = query.view === "week" ? addDaysIso(date, -((weekday + 6) % 7)) : date;
  const days = Array.from({ length: query.view === "week" ? 7 : 1 }, (_, index) => addDaysIso(first, index));
  const from = businessInstant(days[0], "00:00", zone);
  const until = businessInstant(addDaysIso(days[days.length - 1], 1), "00:00", zone);

  const [bays, { bookingRows, slotRows, totals }] = await Promise.all([
    allBays(),
    query.view === "week" ? weekCards(from, until, days, now) : dayCards(from, until, date, now),
  ]);

  const bookings: CalendarBooking[] = bookingRows.map((booking) => {
    const start = booking.slot.startTime;
    // Its bay's time when it has one; otherwise its slot's end plus what its class and add-ons add.
    const endsAt = booking.occupiedUntil ?? new Date(booking.slot.endsAt.getTime() + booking.extraMinutes * 60_000);
    const end = clockTimeIn(endsAt, zone);
    const fromMinute = minutesOf(start);
    return {
      id: booking.id,
      bayId: booking.bayId,
      customer: booking.customerName || `${booking.customer.firstName} ${booking.customer.lastName}`,
      service: booking.service.name,
      vehicle: messages.vehicleDisplay.vehicleLine([booking.vehicleClass?.name ?? "", booking.vehicle?.plate ?? ""]),
      state: booking.status === "pending" ? "held" : booking.status === "confirm" ? "confirmed" : booking.status === "complete" ? "completed" : "no-show",
      date: isoDateOf(booking.slot.date),
      start,
      end,
      fromMinute,
      toMinute: Math.max(fromMinute + 15, minutesOf(end) || 24 * 60),
    };
  });
  const slots: CalendarSlot[] = slotRows.map((slot) => ({
    id: slot.id,
    service: slot.service.name,
    date: isoDateOf(slot.date),
    start: slot.startTime,
    end: slot.endTime,
    capacity: slot.capacity,
    taken: slot.bookings.length,
    cancelled: slot.status === "cancel",
  }));
  const minutes = [...bookings.flatMap((booking) => [booking.fromMinute, booking.toMinute]), ...slots.flatMap((slot) => [minutesOf(slot.start), minutesOf(slot.end)])];
  const firstHour = Math.min(8, ...minutes.map((minute) => Math.floor(minute / 60)));
  const lastHour = Math.min(24, Math.max(18, ...minutes.map((minute) => Math.ceil(minute / 60))));
  const dayTotals = Object.fromEntries(days.map((day) => [day, totals?.get(day) ?? { bookings: bookings.filter((booking) => booking.date === day).length, slots: slots.filter((slot) => slot.date === day).length }]));
  return { view: query.view, date, days, today, bays: bays.map((bay) => ({ id: bay.id, name: bay.name, active: bay.active })), bookings, slots, firstHour, lastHour, dayTotals };
});

/** What a booking's card shows of its customer, service, slot, class and vehicle. */
const BOOKING_CARD = {
  customer: { select: { firstName: true, lastName: true } },
  service: { select: { name: true } },
  slot: { select: { date: true, startTime: true, endsAt: true } },
  vehicleClass: { select: { name: true } },
  vehicle: { select: { plate: true } },
} satisfies Prisma.BookingInclude;

/** A slot's card: its service's name and the places its shown bookings take. */
const SLOT_CARD = (now: Date) => ({ service: { select: { name: true } }, bookings: { where: SHOWN_BOOKING(now), select: { id: true } } }) satisfies Prisma.SlotInclude;

/** The day view's cards: every booking and slot of the day (up to 2,000 of each). */
async function dayCards(from: Date, until: Date, date: string, now: Date) {
  const [bookingRows, slotRows] = await Promise.all([
    db.booking.findMany({
      // Its slot's start as the booking carries it (kept by PostgreSQL from the slot): served by the bookings' own index.
      where: { slotStartsAt: { gte: from, lt: until }, ...SHOWN_BOOKING(now) },
      include: BOOKING_CARD,
      orderBy: [{ slotStartsAt: "asc" }, { createdAt: "asc" }],
      take: 2000,
    }),
    db.slot.findMany({ where: { date: dateColumn(date), service: { isDeleted: false } }, include: SLOT_CARD(now), orderBy: [{ startsAt: "asc" }, { serviceId: "asc" }], take: 2000 }),
  ]);
  return { bookingRows, slotRows, totals: null };
}

/**
 * The week view's cards and counts: for each day, the first WEEK_DAY_SHOWN bookings and slots in time order and how
 * many the day holds in all; then those cards read whole. Each day's first ones are read from the head of an index in
 * that order (the bookings' (slotDate, slotStartsAt), the slots' (date, startsAt, serviceId)), and its counts from the
 * same indexes (the slots' from the index alone), instead of numbering every booking and slot of the week (a busy
 * shop's week holds tens of thousands of slots). A day without any gives one row without an id.
 */
async function weekCards(from: Date, until: Date, days: string[], now: Date) {
  const [firstBookings, firstSlots] = await Promise.all([
    db.$queryRaw<{ id: string | null; day: Date; total: number }[]>`
      SELECT d.day, t.total::int, f.id
        FROM unnest(${days}::date[]) AS d(day)
       CROSS JOIN LATERAL (
             SELECT count(*) AS total FROM "Booking" b
              WHERE b."slotDate" = d.day AND b."slotStartsAt" >= ${from.toISOString()}::timestamptz AND b."slotStartsAt" < ${until.toISOString()}::timestamptz AND ${SHOWN_BOOKING_SQL(now)}) t
        LEFT JOIN LATERAL (
             SELECT b.id FROM "Booking" b
              WHERE b."slotDate" = d.day AND b."slotStartsAt" >= ${from.toISOString()}::timestamptz AND b."slotStartsAt" < ${until.toISOString()}::timestamptz AND ${SHOWN_BOOKING_SQL(now)}
              ORDER BY b."slotStartsAt", b."createdAt", b.id LIMIT ${WEEK_DAY_SHOWN}) f ON true`,
    // The slots of live services: every slot of the day less those of removed services (few), counted from the index alone.
    db.$queryRaw<{ id: string | null; day: Date; total: number }[]>`
      SELECT d.day, t.total::int, f.id
        FROM unnest(${days}::date[]) AS d(day)
       CROSS JOIN LATERAL (
             SELECT count(*) AS total FROM "Slot" s
              WHERE s.date = d.day AND s."serviceId" NOT IN (SELECT v.id FROM "Service" v WHERE v."isDeleted")) t
        LEFT JOIN LATERAL (
             SELECT s.id FROM "Slot" s JOIN "Service" v ON v.id = s."serviceId"
              WHERE s.date = d.day AND NOT v."isDeleted"
              ORDER BY s."startsAt", s."serviceId", s.id LIMIT ${WEEK_DAY_SHOWN}) f ON true`,
  ]);
  const totals = new Map(days.map((day) => [day, { bookings: 0, slots: 0 }]));
  for (const row of firstBookings) totals.get(isoDateOf(row.day))!.bookings = row.total;
  for (const row of firstSlots) totals.get(isoDateOf(row.day))!.slots = row.total;
  const [bookingRows, slotRows] = await Promise.all([
    db.booking.findMany({ where: { id: { in: firstBookings.flatMap((row) => (row.id ? [row.id] : [])) } }, include: BOOKING_CARD, orderBy: [{ slotStartsAt: "asc" }, { createdAt: "asc" }, { id: "asc" }] }),
    db.slot.findMany({ where: { id: { in: firstSlots.flatMap((row) => (row.id ? [row.id] : [])) } }, include: SLOT_CARD(now), orderBy: [{ startsAt: "asc" }, { serviceId: "asc" }, { id: "asc" }] }),
  ]);
  return { bookingRows, slotRows, totals };
}
