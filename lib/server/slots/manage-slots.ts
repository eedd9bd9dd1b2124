import "server-only";
import { db } from "@/lib/db";
import { businessTimeZone, getSettings, openingDay } from "@/lib/server/settings/business-settings";
import { now as clockNow } from "@/lib/server/clock";
import type { Prisma, Service } from "@/lib/generated/prisma/client";
import { messages } from "@/lib/messages";
import { invalid, conflict, notFound } from "@/lib/errors";
import { isCheckViolation, isExclusionViolation, isUniqueViolation } from "@/lib/server/database/prisma-errors";
import { transaction } from "@/lib/server/database/transaction";
import { baysForService } from "@/lib/server/bays/manage-bays";
import { refreshSlot, remainingPlaces } from "@/lib/server/bays/occupancy";
import { cancelLapsedHolds } from "@/lib/server/holds/release-holds";
import { eventsRecorded, slotsChanged } from "@/lib/server/events/record-event";
import { addDaysIso, businessInstant, dateColumn, isoDateOf, todayIn } from "@/lib/format/time";
import { pagesShowing } from "@/lib/server/cache";
import { operation, recordOperation } from "@/lib/server/operation";
import { adminSlotListQuerySchema, scheduleInputSchema, SLOT_MAX_CAPACITY, slotInputSchema, slotUpdateSchema } from "@/lib/validation/admin";
import { toSlotDto, type SlotDto } from "./slot-dto";

const adminSlotsText = messages.adminSlots;

/** Two slots of one service that would overlap: the database's Slot_no_overlap (or the same start) refused it. */
const isOverlap = (error: unknown) => isExclusionViolation(error, "Slot_no_overlap") || isUniqueViolation(error);

async function liveService(id: string): Promise<Service> {
  const service = await db.service.findFirst({ where: { id, isDeleted: false } });
  if (!service) throw notFound(messages.api.serviceNotFound);
  return service;
}

function slotTimes(date: string, startTime: string, endTime: string, zone: string) {
  return { date: dateColumn(date), startTime, endTime, startsAt: businessInstant(date, startTime, zone), endsAt: businessInstant(date, endTime, zone) };
}

/** `POST /api/services/slots` and 'Create New Slot': one slot, in the future, overlapping no other slot of its service. */
export const createSlot = operation({ permission: "catalogue.manage", input: slotInputSchema }, async (input): Promise<SlotDto> => {
  const now = clockNow();
  const service = await liveService(input.service);
  const zone = await businessTimeZone();
  const times = slotTimes(input.date, input.startTime, input.endTime, zone);
  // The field at fault: a day gone by, or today's time already past.
  if (times.startsAt <= now) throw invalid(adminSlotsText.inPast, [{ field: input.date < todayIn(zone, now) ? "date" : "startTime", message: adminSlotsText.inPast }]);
  try {
    const capacity = input.capacity ?? (await defaultCapacity(service.id));
    const slot = await db.slot.create({ data: { serviceId: service.id, ...times, capacity } });
    pagesShowing.slots();
    const free = await remainingPlaces(db, [slot.id], now);
    return toSlotDto({ ...slot, service }, now, free.get(slot.id));
  } catch (error) {
    if (isOverlap(error)) throw conflict(adminSlotsText.overlaps);
    throw error;
  }
});

/** `GET /api/services/get/all` and Slot Management's table: slots of live services, by service and period. */
export const listSlotsForAdmin = operation({ permission: "catalogue.manage", input: adminSlotListQuerySchema }, async (query): Promise<{ slots: SlotDto[]; total: number }> => {
  const now = clockNow();
  const where: Prisma.SlotWhereInput = {
    service: { isDeleted: false },
    ...(query.service && { serviceId: query.service }),
    ...(query.when === "upcoming" && { endsAt: { gt: now } }),
    ...(query.when === "past" && { endsAt: { lte: now } }),
  };
  const direction = query.when === "upcoming" ? "asc" : "desc";
  const [slots, total] = await Promise.all([
    db.slot.findMany({
      where,
      include: { service: true },
      orderBy: [{ startsAt: direction }, { serviceId: "asc" }, { id: "asc" }],
      skip: (query.page - 1) * query.limit,
      take: query.limit,
    }),
    db.slot.count({ where }),
  ]);
  const free = await remainingPlaces(db, slots.map((slot) => slot.id), now);
  return { slots: slots.map((slot) => toSlotDto(slot, now, free.get(slot.id))), total };
});

/** A live booking of a slot: awaiting payment within its hold, or confirmed. */
const liveBookings = (slotId: string, now: Date): Prisma.BookingWhereInput => ({
  slotId,
  OR: [{ status: "confirm" }, { status: "pending", holdExpiresAt: { gt: now } }],
});

/**
 * `PUT /api/slots/toggle-status/{id}`: 'Cancel' a slot or 'Make Available' a
 * cancelled one. A slot holding live bookings (paid, or held for a customer
 * who is paying) is refused; the slot's row is locked first, so a booking
 * landing at the same moment is either counted or refused.
 */
export const toggleSlotStatus = recordOperation({ permission: "catalogue.manage" }, async (id, _input, admin): Promise<SlotDto> => {
  const now = clockNow();
  await transaction(async (tx) => {
    const [slot] = await tx.$queryRaw<{ status: string; heldUntil: Date | null; live: boolean }[]>`
      SELECT s.status, s."heldUntil", NOT v."isDeleted" AS live FROM "Slot" s JOIN "Service" v ON v.id = s."serviceId" WHERE s.id = ${id}::uuid FOR NO KEY UPDATE OF s`;
    if (!slot?.live) throw notFound(messages.api.slotNotFound);
    if (slot.status === "cancel") {
      await tx.slot.update({ where: { id }, data: { status: "available" } });
      await refreshSlot(tx, id, now);
      // Made available again: its waitlist, if it has one, is offered its places.
      await slotsChanged(tx, admin, { change: "available", slotId: id }, now);
      return;
    }
    const live = await tx.booking.count({ where: liveBookings(id, now) });
    if (live > 0 || slot.status === "booked" || (slot.heldUntil && slot.heldUntil > now)) throw conflict(adminSlotsText.notToggleable);
    await tx.slot.update({ where: { id }, data: { status: "cancel", heldUntil: null } });
    // Cancelled: nobody waits for it any more.
    await slotsChanged(tx, admin, { change: "cancelled", slotId: id }, now);
  });
  pagesShowing.slots();
  await eventsRecorded();
  const updated = await db.slot.findUniqueOrThrow({ where: { id }, include: { service: true } });
  const free = await remainingPlaces(db, [id], now);
  return toSlotDto(updated, now, free.get(id));
});

/**
 * `PUT /api/slots/{id}` `{ capacity }` and Slot Management's places field:
 * never below its live bookings (409 saying how many). Under the slot's row
 * lock, as booking takes it, so that a capacity lowered during a rush of
 * bookings never ends below what was booked (the database's
 * "Slot_capacity_covers_bookings" stands behind it).
 */
export const updateSlot = recordOperation({ permission: "catalogue.manage", input: slotUpdateSchema }, async (id, input, admin): Promise<SlotDto> => {
  const now = clockNow();
  const { capacity } = input;
  try {
    await transaction(async (tx) => {
      const [slot] = await tx.$queryRaw<{ live: boolean }[]>`
        SELECT NOT v."isDeleted" AS live FROM "Slot" s JOIN "Service" v ON v.id = s."serviceId" WHERE s.id = ${id}::uuid FOR NO KEY UPDATE OF s`;
      if (!slot?.live) throw notFound(messages.api.slotNotFound);
      await cancelLapsedHolds(tx, id, now);
      const live = await tx.booking.count({ where: { slotId: id, status: { in: ["pending", "confirm"] } } });
      if (live > capacity) throw conflict(adminSlotsText.capacityBelowBookings(live));
      await tx.slot.update({ where: { id }, data: { capacity } });
      await refreshSlot(tx, id, now);
      // A raised capacity: the places it adds go to the waitlist first (the same capacity again: whatever is free).
      await slotsChanged(tx, admin, { change: "capacity", slotId: id }, now);
    });
  } catch (error) {
    if (isCheckViolation(error, "Slot_capacity_covers_bookings")) throw conflict(adminSlotsText.capacityBelowBookings(capacity + 1));
    throw error;
  }
  pagesShowing.slots();
  await eventsRecorded();
  const updated = await db.slot.findUniqueOrThrow({ where: { id }, include: { service: true } });
  const free = await remainingPlaces(db, [id], now);
  return toSlotDto(updated, now, free.get(id));
});

/** A new slot's places when none are given: one per active bay that can do the service (at least 1, at most 50). */
async function defaultCapacity(serviceId: string): Promise<number> {
  return Math.min(SLOT_MAX_CAPACITY, Math.max(1, await baysForService(serviceId)));
}

/** Most slots one generation may make. */
export const SCHEDULE_MAX_SLOTS = 5000;

export type ScheduleResult = { created: number; skipped: number; skippedOverlapping: number; skippedPast: number };

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * Generate schedule: slots for one service (or every live one) on the chosen
 * weekdays of a date range, back to back from each day's opening to its
 * closing time, each as long as the chosen length or the service's own
 * duration. A day's hours are those the request gives for its weekday, or
 * the same `opening` and `closing` for every weekday, or else the shop's own
 * for that weekday (none on a day it is closed). Slots that would overlap an
 * existing one, or start in the past, are skipped and counted. All are
 * written in one statement (writeSlots).
 */
export const generateSchedule = operation({ permission: "catalogue.manage", input: scheduleInputSchema }, async (input): Promise<ScheduleResult> => {
  const now = clockNow();
  const services = input.service === "all" ? await db.service.findMany({ where: { isDeleted: false } }) : [await liveService(input.service)];
  const settings = await getSettings();
  const hoursOf = (weekday: number): { opening: number; closing: number } | null => {
    const given = input.hours?.find((day) => day.weekday === weekday) ?? (input.opening && input.closing ? { opening: input.opening, closing: input.closing } : null);
    if (given) return { opening: minutesOf(given.opening), closing: minutesOf(given.closing) };
    const own = openingDay(settings, weekday);
    return own && !own.closed && own.close > own.open ? { opening: minutesOf(own.open), closing: minutesOf(own.close) } : null;
  };
  const weekdays = new Map(input.weekdays.map((weekday) => [weekday, hoursOf(weekday)]));

  const days: { date: string; opening: number; closing: number }[] = [];
  for (let date = input.from; date <= input.to; date = addDaysIso(date, 1)) {
    const hours = weekdays.get(new Date(`${date}T00:00:00Z`).getUTCDay());
    if (hours) days.push({ date, ...hours });
  }
  const capacities = new Map(await Promise.all(services.map(async (service) => [service.id, input.capacity ?? (await defaultCapacity(service.id))] as const)));
  const candidates = services.flatMap((service) => {
    const length = input.slotMinutes ?? service.duration;
    const capacity = capacities.get(service.id)!;
    return days.flatMap(({ date, opening, closing }) => {
      const slots = [];
      for (let start = opening; start + length <= closing; start += length) slots.push({ serviceId: service.id, capacity, ...slotTimes(date, timeOf(start), timeOf(start + length), settings.timeZone) });
      return slots;
    });
  });
  if (candidates.length > SCHEDULE_MAX_SLOTS) throw invalid(adminSlotsText.tooManySlots(SCHEDULE_MAX_SLOTS), [{ field: "to", message: adminSlotsText.tooManySlots(SCHEDULE_MAX_SLOTS) }]);

  const future = candidates.filter((slot) => slot.startsAt > now);
  const created = await writeSlots(future, now);
  if (created > 0) pagesShowing.slots();
  const skippedPast = candidates.length - future.length;
  const skippedOverlapping = future.length - created;
  return { created, skipped: skippedPast + skippedOverlapping, skippedOverlapping, skippedPast };
});

type NewSlot = ReturnType<typeof slotTimes> & { serviceId: string; capacity: number };

/**
 * Inserts a schedule's slots in one statement, the rows passed as one array
 * per column (so its text, and its prepared statement, are the same whatever
 * the size), in a transaction with transaction()'s limits: as Prisma's
 * createMany inside an admin's default 5-second transaction, the largest
 * schedules ran out of time. The database skips each slot that would overlap
 * one it holds (Slot_no_overlap; ON CONFLICT DO NOTHING): no need to load the
 * existing schedule, and a slot added meanwhile is skipped too. Returns how
 * many it inserted.
 */
async function writeSlots(slots: NewSlot[], now: Date): Promise<number> {
  if (slots.length === 0) return 0;
  const column = <T>(read: (slot: NewSlot) => T) => slots.map(read);
  return transaction(
    (tx) => tx.$executeRaw`
      INSERT INTO "Slot" (id, "serviceId", date, "startTime", "endTime", "startsAt", "endsAt", capacity, "createdAt", "updatedAt")
      SELECT gen_random_uuid(), given."serviceId", given.date, given."startTime", given."endTime", given."startsAt", given."endsAt", given.capacity, ${now}, ${now}
      FROM unnest(
        ${column((slot) => slot.serviceId)}::uuid[], ${column((slot) => isoDateOf(slot.date))}::date[],
        ${column((slot) => slot.startTime)}::varchar[], ${column((slot) => slot.endTime)}::varchar[],
        ${column((slot) => slot.startsAt.toISOString())}::timestamptz[], ${column((slot) => slot.endsAt.toISOString())}::timestamptz[],
        ${column((slot) => slot.capacity)}::int[]
      ) AS given("serviceId", date, "startTime", "endTime", "startsAt", "endsAt", capacity)
      ON CONFLICT DO NOTHING`,
  );
}
