import "server-only";
import { db } from "@/lib/db";
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
};

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

  const [bays, bookingRows, slotRows] = await Promise.all([
    allBays(),
    db.booking.findMany({
      where: {
        // Its slot's start as the booking carries it (kept by PostgreSQL from the slot): served by the bookings' own index.
        slotStartsAt: { gte: from, lt: until },
        OR: [{ status: { in: ["confirm", "complete", "no_show"] } }, { status: "pending", holdExpiresAt: { gt: now } }],
      },
      // Only what a card shows (a week holds thousands of them at a busy shop).
      include: {
        customer: { select: { firstName: true, lastName: true } },
        service: { select: { name: true } },
        slot: { select: { date: true, startTime: true, endsAt: true } },
        vehicleClass: { select: { name: true } },
        vehicle: { select: { plate: true } },
      },
      orderBy: [{ slotStartsAt: "asc" }, { createdAt: "asc" }],
      take: 2000,
    }),
    db.slot.findMany({
      where: { date: { gte: dateColumn(days[0]), lte: dateColumn(days[days.length - 1]) }, service: { isDeleted: false } },
      include: { service: { select: { name: true } }, bookings: { where: { OR: [{ status: { in: ["confirm", "complete", "no_show"] } }, { status: "pending", holdExpiresAt: { gt: now } }] }, select: { id: true } } },
      orderBy: [{ startsAt: "asc" }, { serviceId: "asc" }],
      take: 2000,
    }),
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
  return { view: query.view, date, days, today, bays: bays.map((bay) => ({ id: bay.id, name: bay.name, active: bay.active })), bookings, slots, firstHour, lastHour };
});
