import "server-only";
import { db } from "@/lib/db";
import { businessTimeZone } from "@/lib/server/settings/business-settings";
import { messages } from "@/lib/messages";
import { notFound } from "@/lib/errors";
import { dateColumn, todayIn } from "@/lib/format/time";
import type { AvailabilityQuery } from "@/lib/validation/catalogue";
import { remainingPlaces } from "@/lib/server/bays/occupancy";
import { toSlotDto, type SlotDto } from "./slot-dto";
import { now as clockNow } from "@/lib/server/clock";

/** Every slot of a live service's schedule on one business-local date (today by default), in time order; walk-ins' slots are the counter's. */
export async function listAvailability(query: AvailabilityQuery, now = clockNow()): Promise<SlotDto[]> {
  const date = query.date ?? todayIn(await businessTimeZone(), now);
  const service = await db.service.findFirst({ where: { id: query.service, isDeleted: false } });
  if (!service) throw notFound(messages.api.serviceNotFound);
  // Every slot shares the one service row: no need to join it per slot.
  const slots = await db.slot.findMany({
    where: { serviceId: service.id, date: dateColumn(date), walkIn: false },
    orderBy: [{ startTime: "asc" }, { endTime: "asc" }],
  });
  const free = await remainingPlaces(db, slots.map((slot) => slot.id), now);
  return slots.map((slot) => toSlotDto({ ...slot, service }, now, free.get(slot.id)));
}
