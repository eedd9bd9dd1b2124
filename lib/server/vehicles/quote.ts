import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { centsToDollars, dollarsToCents } from "@/lib/format/money";
import { messages } from "@/lib/messages";
import { invalid, notFound } from "@/lib/errors";
import { isUuid } from "@/lib/validation/common";
import type { AddOnDto } from "./manage-add-ons";
import { addOnPrice, quoteBooking, type PricedAddOn, type PricedService, type Quote, type VehicleClassRef } from "./pricing";

const text = messages.vehicles;

/** What a customer asks to book: a vehicle class, or one of their vehicles (its class), and add-ons; all optional. */
export type OrderChoice = { vehicleClass?: string; vehicle?: string; addOns?: string[] };

/** An order with its rows read: what the price and length rules need. */
export type Order = { service: PricedService; vehicleClass: VehicleClassRef; vehicleId: string | null; addOns: PricedAddOn[] };

const fieldError = (field: string, message: string) => invalid(message, [{ field, message }]);

/**
 * Reads what an order names, refusing what does not fit: an unknown class,
 * a vehicle that is not the customer's (as if unknown), a vehicle of another
 * class than the one named, an unknown add-on. Without a class or a vehicle,
 * the default class; without add-ons, none.
 */
export async function readOrder(client: Prisma.TransactionClient, request: OrderChoice & { serviceId: string; customerId: string | null }): Promise<Order> {
  let classId = request.vehicleClass;
  let vehicleId: string | null = null;
  // Refused in this order: the service, the vehicle, the class, the add-ons.
  let vehicleError: Error | null = null;
  if (request.vehicle) {
    const vehicle = request.customerId && isUuid(request.vehicle) ? await client.vehicle.findFirst({ where: { id: request.vehicle, customerId: request.customerId }, select: { id: true, vehicleClassId: true } }) : null;
    if (!vehicle) vehicleError = fieldError("vehicle", text.vehicleNotFound);
    else if (classId && classId !== vehicle.vehicleClassId) vehicleError = fieldError("vehicleClass", text.vehicleClassMismatch);
    else {
      classId = vehicle.vehicleClassId;
      vehicleId = vehicle.id;
    }
  }
  const chosen = request.addOns ?? [];
  const rows = await orderRows(client, request.serviceId, classId, chosen);
  if (!rows.service) throw notFound(messages.api.serviceNotFound);
  if (vehicleError) throw vehicleError;
  if (!rows.vehicleClass) throw fieldError("vehicleClass", text.classNotFound);
  if (rows.addOns.length !== new Set(chosen).size) throw fieldError("addOns", text.addOnNotFound);
  // In the order chosen: the booking's lines follow it.
  const addOns = chosen.map((id) => rows.addOns.find((row) => row.id === id)!);
  return { service: rows.service, vehicleClass: rows.vehicleClass, vehicleId, addOns };
}

/**
 * An order's rows in one statement (it is read on every availability asked with a car, every quote and every
 * booking): the service with its prices by class, the class named (else the default), and the live add-ons named
 * with their prices by class; each null or left out when there is no such row (an id that is no id finds nothing).
 */
async function orderRows(client: Prisma.TransactionClient, serviceId: string, classId: string | undefined, addOnIds: string[]): Promise<{ service: PricedService | null; vehicleClass: VehicleClassRef | null; addOns: PricedAddOn[] }> {
  if (!isUuid(serviceId)) return { service: null, vehicleClass: null, addOns: [] };
  const ids = addOnIds.filter(isUuid);
  const classWhere = classId === undefined ? Prisma.sql`c."isDefault"` : isUuid(classId) ? Prisma.sql`c.id = ${classId}::uuid` : Prisma.sql`false`;
  const [row] = await client.$queryRaw<{ service: PricedService | null; vehicleClass: VehicleClassRef | null; addOns: PricedAddOn[] }[]>`
    SELECT
      (SELECT json_build_object('id', s.id, 'name', s.name, 'priceCents', s."priceCents", 'duration', s.duration, 'prices',
                COALESCE((SELECT json_agg(json_build_object('vehicleClassId', p."vehicleClassId", 'priceCents', p."priceCents", 'duration', p.duration))
                            FROM "ServicePrice" p WHERE p."serviceId" = s.id), '[]'::json))
         FROM "Service" s WHERE s.id = ${serviceId}::uuid) AS service,
      (SELECT json_build_object('id', c.id, 'name', c.name, 'isDefault', c."isDefault")
         FROM "VehicleClass" c WHERE ${classWhere} ORDER BY c.position, c.id LIMIT 1) AS "vehicleClass",
      COALESCE((SELECT json_agg(json_build_object('id', a.id, 'name', a.name, 'priceCents', a."priceCents", 'minutes', a.minutes, 'serviceIds', a."serviceIds", 'prices',
                  COALESCE((SELECT json_agg(json_build_object('vehicleClassId', q."vehicleClassId", 'priceCents', q."priceCents"))
                              FROM "AddOnPrice" q WHERE q."addOnId" = a.id), '[]'::json)))
                  FROM "AddOn" a WHERE a.id = ANY(${ids}::uuid[]) AND NOT a."isDeleted"), '[]'::json) AS "addOns"`;
  return row;
}

/** An order's lines, total and length at a slot of the given length in minutes. */
export const quoteOrder = (order: Order, slotMinutes: number): Quote => quoteBooking({ ...order, slotMinutes });

/** A slot's own length in minutes. */
export const slotMinutes = (slot: { startsAt: Date; endsAt: Date }) => Math.round((slot.endsAt.getTime() - slot.startsAt.getTime()) / 60_000);


/** A slot's start and end, as its row (dates) or its DTO (ISO strings) has them. */
type SlotTimes = { startsAt: Date | string; endsAt: Date | string };
const slotDates = (slot: SlotTimes) => ({ startsAt: new Date(slot.startsAt), endsAt: new Date(slot.endsAt) });

/** What a page shows of a choice: the lines and total in whole units of the shop's currency, and the booking's minutes. */
export type ChoiceQuote = {
  vehicleClass: VehicleClassRef;
  vehicleId: string | null;
  addOnIds: string[];
  lines: { kind: "service" | "add-on"; name: string; price: number; minutes: number }[];
  total: number;
  minutes: number;
};

/**
 * A customer's choice for a service (a class or one of their vehicles, and
 * add-ons) priced by the rules above, for the service page and the checkout:
 * at a slot's length, else at the service's own duration (the length of the
 * slots made for it). Refuses what booking it would refuse (an `invalid` on the field).
 */
export async function quoteChoice(request: OrderChoice & { serviceId: string; customerId: string | null; slot?: SlotTimes }): Promise<ChoiceQuote & { order: Order }> {
  const order = await readOrder(db, request);
  const quote = quoteOrder(order, request.slot ? slotMinutes(slotDates(request.slot)) : order.service.duration);
  return {
    order,
    vehicleClass: order.vehicleClass,
    vehicleId: order.vehicleId,
    addOnIds: order.addOns.map((addOn) => addOn.id),
    lines: quote.lines.map((line) => ({ kind: line.kind, name: line.name, price: centsToDollars(line.priceCents), minutes: line.minutes })),
    total: centsToDollars(quote.totalCents),
    minutes: quote.minutes,
  };
}

/** When a booking of this order at the slot would end (before cleanup): its start plus the order's minutes at the slot's length. */
export const orderEndsAt = (order: Order, slot: SlotTimes): Date => {
  const times = slotDates(slot);
  return new Date(times.startsAt.getTime() + quoteOrder(order, slotMinutes(times)).minutes * 60_000);
};

/** An add-on's price for a class as the REST API shows add-ons (whole units): the pricing rule's, for the service page's list. */
export const addOnPriceFor = (addOn: AddOnDto, vehicleClassId: string): number =>
  centsToDollars(
    addOnPrice(
      { id: addOn._id, name: addOn.name, priceCents: dollarsToCents(addOn.price), minutes: addOn.minutes, serviceIds: addOn.services, prices: addOn.prices.map((price) => ({ vehicleClassId: price.vehicleClass, priceCents: dollarsToCents(price.price) })) },
      vehicleClassId,
    ),
  );
