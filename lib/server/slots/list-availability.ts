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
import { quoteOrder, readOrder, slotMinutes } from "@/lib/server/vehicles/quote";

/**
 * Every slot of a live service's schedule on one business-local date (today by default), in time order; walk-ins' slots are
 * the counter's. With a vehicle class or add-ons, a slot's places are those a bay is free for that booking's whole length
 * (a class the service does not offer, or an add-on it does not take, is refused); without, the default class's.
 */
export async function listAvailability(query: AvailabilityQuery, now = clockNow()): Promise<SlotDto[]> {
  const date = query.date ?? todayIn(await businessTimeZone(), now);
  const service = await db.service.findFirst({ where: { id: query.service, isDeleted: false } });
  if (!service) throw notFound(messages.api.serviceNotFound);
  // Every slot shares the one service row: no need to join it per slot.
  const slots = await db.slot.findMany({
    where: { serviceId: service.id, date: dateColumn(date), walkIn: false },
    orderBy: [{ startTime: "asc" }, { endTime: "asc" }],
  });
  const order = query.vehicleClass || query.addOns?.length ? await readOrder(db, { serviceId: service.id, customerId: null, vehicleClass: query.vehicleClass, addOns: query.addOns }) : null;
  // Refuses a class the service does not offer, or an add-on it does not take, whether or not the day has slots.
  if (order) quoteOrder(order, service.duration);
  const extra = order ? new Map(slots.map((slot) => [slot.id, quoteOrder(order, slotMinutes(slot)).extraMinutes])) : undefined;
  const free = await remainingPlaces(db, slots.map((slot) => slot.id), now, extra);
  return slots.map((slot) => toSlotDto({ ...slot, service }, now, free.get(slot.id)));
}
