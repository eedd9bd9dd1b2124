import "server-only";
import { db } from "@/lib/db";
import { businessTimeZone } from "@/lib/server/settings/settings";
import type { Prisma, Service } from "@/lib/generated/prisma/client";
import { messages } from "@/lib/messages";
import { invalid, conflict, notFound } from "@/lib/server/errors";
import { isExclusionViolation, isUniqueViolation } from "@/lib/server/database/prisma-errors";
import { addDaysIso, businessInstant, dateColumn } from "@/lib/format/time";
import { pagesShowing } from "@/lib/server/cache";
import { operation, recordOperation } from "@/lib/server/operation";
import { adminSlotListQuerySchema, scheduleInputSchema, slotInputSchema } from "@/lib/validation/admin";
import { toSlotDto, type SlotDto } from "./slot-dto";

const t = messages.adminSlots;

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
  const now = new Date();
  const service = await liveService(input.service);
  const times = slotTimes(input.date, input.startTime, input.endTime, await businessTimeZone());
  if (times.startsAt <= now) throw invalid(t.inPast, [{ field: "date", message: t.inPast }]);
  try {
    const slot = await db.slot.create({ data: { serviceId: service.id, ...times } });
    pagesShowing.slots();
    return toSlotDto({ ...slot, service }, now);
  } catch (error) {
    if (isOverlap(error)) throw conflict(t.overlaps);
    throw error;
  }
});

/** `GET /api/services/get/all` and Slot Management's table: slots of live services, by service and period. */
export const listSlotsForAdmin = operation({ permission: "catalogue.manage", input: adminSlotListQuerySchema }, async (query): Promise<{ slots: SlotDto[]; total: number }> => {
  const now = new Date();
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
  return { slots: slots.map((slot) => toSlotDto(slot, now)), total };
});

/**
 * `PUT /api/slots/toggle-status/{id}`: 'Cancel' an available slot or 'Make
 * Available' a cancelled one. A booked slot, or one held for a customer who
 * is paying, is refused; the update is conditional, so a booking landing at
 * the same moment wins cleanly.
 */
export const toggleSlotStatus = recordOperation({ permission: "catalogue.manage" }, async (id): Promise<SlotDto> => {
  const now = new Date();
  const slot = await db.slot.findFirst({ where: { id, service: { isDeleted: false } } });
  if (!slot) throw notFound(messages.api.slotNotFound);
  const changed =
    slot.status === "cancel"
      ? await db.slot.updateMany({ where: { id, status: "cancel" }, data: { status: "available" } })
      : await db.slot.updateMany({ where: { id, status: "available", OR: [{ heldUntil: null }, { heldUntil: { lte: now } }] }, data: { status: "cancel", heldUntil: null } });
  if (changed.count === 0) throw conflict(t.notToggleable);
  pagesShowing.slots();
  const updated = await db.slot.findUniqueOrThrow({ where: { id }, include: { service: true } });
  return toSlotDto(updated, now);
});

/** Most slots one generation may make. */
export const SCHEDULE_MAX_SLOTS = 5000;

export type ScheduleResult = { created: number; skipped: number; skippedOverlapping: number; skippedPast: number };

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * Generate schedule: slots for one service (or every live one) on the chosen
 * weekdays of a date range, back to back from opening to closing time, each
 * as long as the chosen length or the service's own duration. Slots that
 * would overlap an existing one, or start in the past, are skipped and
 * counted. All are written in one statement.
 */
export const generateSchedule = operation({ permission: "catalogue.manage", input: scheduleInputSchema }, async (input): Promise<ScheduleResult> => {
  const now = new Date();
  const services = input.service === "all" ? await db.service.findMany({ where: { isDeleted: false } }) : [await liveService(input.service)];
  const opening = minutesOf(input.opening);
  const closing = minutesOf(input.closing);
  const weekdays = new Set(input.weekdays);
  const zone = await businessTimeZone();

  const dates: string[] = [];
  for (let date = input.from; date <= input.to; date = addDaysIso(date, 1)) {
    if (weekdays.has(new Date(`${date}T00:00:00Z`).getUTCDay())) dates.push(date);
  }
  const candidates = services.flatMap((service) => {
    const length = input.slotMinutes ?? service.duration;
    return dates.flatMap((date) => {
      const slots = [];
      for (let start = opening; start + length <= closing; start += length) slots.push({ serviceId: service.id, ...slotTimes(date, timeOf(start), timeOf(start + length), zone) });
      return slots;
    });
  });
  if (candidates.length > SCHEDULE_MAX_SLOTS) throw invalid(t.tooManySlots(SCHEDULE_MAX_SLOTS), [{ field: "to", message: t.tooManySlots(SCHEDULE_MAX_SLOTS) }]);

  const future = candidates.filter((slot) => slot.startsAt > now);
  // The database skips each slot that would overlap one it holds (Slot_no_overlap, ON CONFLICT DO
  // NOTHING): no need to load the existing schedule, and a slot added meanwhile is skipped too.
  const { count: created } = await db.slot.createMany({ data: future, skipDuplicates: true });
  if (created > 0) pagesShowing.slots();
  const skippedPast = candidates.length - future.length;
  const skippedOverlapping = future.length - created;
  return { created, skipped: skippedPast + skippedOverlapping, skippedOverlapping, skippedPast };
});
