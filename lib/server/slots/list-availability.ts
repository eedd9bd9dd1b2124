import "server-only";
import { db } from "@/lib/db";
import { businessTimeZone } from "@/lib/server/settings/business-settings";
import { messages } from "@/lib/messages";
import { notFound } from "@/lib/errors";
import { dateColumn, todayIn } from "@/lib/format/time";
import { availabilityCars, type AvailabilityCar, type AvailabilityQuery } from "@/lib/validation/catalogue";
import { remainingPlaces } from "@/lib/server/bays/occupancy";
import { toSlotDto, type SlotDto } from "./slot-dto";
import { now as clockNow } from "@/lib/server/clock";
import { quoteOrder, readOrder, slotMinutes, type Order } from "@/lib/server/vehicles/quote";

/** The live service and its slots on one business-local date (today by default), in time order; walk-ins' slots are the counter's. */
async function daySlots(query: { service: string; date?: string }, now: Date) {
  const date = query.date ?? todayIn(await businessTimeZone(), now);
  const service = await db.service.findFirst({ where: { id: query.service, isDeleted: false } });
  if (!service) throw notFound(messages.api.serviceNotFound);
  // Every slot shares the one service row: no need to join it per slot.
  const slots = await db.slot.findMany({
    where: { serviceId: service.id, date: dateColumn(date), walkIn: false },
    orderBy: [{ startTime: "asc" }, { endTime: "asc" }],
  });
  return { service, slots };
}

/** The day's slots as DTOs, with the places free for a booking `extra` minutes longer at each (`except`: a booking about to move). */
async function withPlaces({ service, slots }: Awaited<ReturnType<typeof daySlots>>, now: Date, extra?: Map<string, number>, except?: string): Promise<SlotDto[]> {
  const free = await remainingPlaces(db, slots.map((slot) => slot.id), now, extra, except);
  return slots.map((slot) => toSlotDto({ ...slot, service }, now, free.get(slot.id)));
}

/** A car's order for availability: its class and add-ons; a class the service does not offer, or an add-on it does not take, is refused. */
async function carOrder(serviceId: string, choice: { vehicleClass?: string; addOns?: string[] }, serviceMinutes: number): Promise<Order> {
  return checkedOrder(await readOrder(db, { serviceId, customerId: null, vehicleClass: choice.vehicleClass, addOns: choice.addOns }), serviceMinutes);
}

/** The order, once quoting it at the service's own length refused nothing (whether or not the day has slots). */
function checkedOrder(order: Order, serviceMinutes: number): Order {
  quoteOrder(order, serviceMinutes);
  return order;
}

/**
 * Every slot of a live service's schedule on one business-local date (today by default), in time order. With a vehicle
 * class or add-ons, a slot's places are those a bay is free for that booking's whole length (a class the service does
 * not offer, or an add-on it does not take, is refused); without, the default class's. With later cars
 * (`vehicleClass2`, `addOns2`, …), the set's slots, as listAvailabilityForCars gives them.
 */
export async function listAvailability(query: AvailabilityQuery, now = clockNow()): Promise<SlotDto[] | CarsSlotDto[]> {
  const cars = availabilityCars(query);
  if (cars.length > 1) return listAvailabilityForCars({ service: query.service, date: query.date, cars }, now);
  // The car's order is read beside the day's slots (neither needs the other); the day's refusal comes first.
  const [day, asked] = await Promise.allSettled([
    daySlots(query, now),
    query.vehicleClass || query.addOns?.length ? readOrder(db, { serviceId: query.service, customerId: null, vehicleClass: query.vehicleClass, addOns: query.addOns }) : null,
  ]);
  if (day.status === "rejected") throw day.reason;
  if (asked.status === "rejected") throw asked.reason;
  const { service, slots } = day.value;
  const order = asked.value && checkedOrder(asked.value, service.duration);
  const extra = order ? new Map(slots.map((slot) => [slot.id, quoteOrder(order, slotMinutes(slot)).extraMinutes])) : undefined;
  return withPlaces({ service, slots }, now, extra);
}

/**
 * The times a customer's booking can move to on one date (the Reschedule page): its service's slots, with the places
 * a bay is free for the booking's own length (its class and add-ons are kept when it moves, as rescheduleMyBooking
 * places it), its own bay counting as free (it leaves its old time).
 */
export async function listMoveTimes(bookingId: string, date: string, now = clockNow()): Promise<SlotDto[]> {
  const booking = await db.booking.findUnique({ where: { id: bookingId }, select: { serviceId: true, extraMinutes: true } });
  if (!booking) throw notFound(messages.bookingChanges.notFound);
  const day = await daySlots({ service: booking.serviceId, date }, now);
  return withPlaces(day, now, new Map(day.slots.map((slot) => [slot.id, booking.extraMinutes])), bookingId);
}

/** A slot for several cars booked together: `tooFew` when it has places, but not for every car. */
export type CarsSlotDto = SlotDto & { tooFew: boolean };

/**
 * The day's slots for several cars of one customer booked together (docs/vehicles.md, "Several cars in one
 * visit"): a slot is offered only when every car fits at once, as booking them would place them (takePlaces):
 * one place of the capacity each, and each its own bay free for its own length. All start at the slot's start,
 * so the bays free for a longer car are among those free for a shorter one: the cars fit when, taken longest
 * first, the k-th car has at least k places. A slot's `remaining` is then the places free for the longest
 * car, and 0 when the set does not fit (`tooFew` when some car alone could book it).
 */
export async function listAvailabilityForCars(query: { service: string; date?: string; cars: AvailabilityCar[] }, now = clockNow()): Promise<CarsSlotDto[]> {
  const { service, slots } = await daySlots(query, now);
  const orders = await Promise.all(query.cars.map((car) => carOrder(service.id, car, service.duration)));
  const ids = slots.map((slot) => slot.id);
  // Per car, its extra minutes at each slot; the places free for a length are read once for cars of the same length.
  const extras = orders.map((order) => new Map(slots.map((slot) => [slot.id, quoteOrder(order, slotMinutes(slot)).extraMinutes])));
  const keys = extras.map((extra) => ids.map((id) => extra.get(id)).join(","));
  const lengths = new Map(keys.map((key, index) => [key, extras[index]]));
  const freeByLength = new Map(await Promise.all([...lengths].map(async ([key, extra]) => [key, await remainingPlaces(db, ids, now, extra)] as const)));
  const perCar = extras.map((extra, index) => ({ extra, free: freeByLength.get(keys[index])! }));
  return slots.map((slot) => {
    const longestFirst = perCar
      .map((car) => ({ extra: car.extra.get(slot.id) ?? 0, free: car.free.get(slot.id) ?? 0 }))
      .sort((a, b) => b.extra - a.extra || a.free - b.free);
    const fits = longestFirst.every((car, index) => car.free >= index + 1);
    const dto = toSlotDto({ ...slot, service }, now, fits ? longestFirst[0].free : 0);
    const alone = toSlotDto({ ...slot, service }, now, Math.max(...longestFirst.map((car) => car.free)));
    return { ...dto, tooFew: !fits && alone.bookable };
  });
}
