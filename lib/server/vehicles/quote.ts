import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { messages } from "@/lib/messages";
import { invalid, notFound } from "@/lib/errors";
import { toPricedAddOn } from "./manage-add-ons";
import { pricedServices } from "./service-prices";
import { quoteBooking, type PricedAddOn, type PricedService, type Quote, type VehicleClassRef } from "./pricing";

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
  const service = (await pricedServices([request.serviceId], client)).get(request.serviceId);
  if (!service) throw notFound(messages.api.serviceNotFound);
  let classId = request.vehicleClass;
  let vehicleId: string | null = null;
  if (request.vehicle) {
    const vehicle = request.customerId ? await client.vehicle.findFirst({ where: { id: request.vehicle, customerId: request.customerId }, select: { id: true, vehicleClassId: true } }) : null;
    if (!vehicle) throw fieldError("vehicle", text.vehicleNotFound);
    if (classId && classId !== vehicle.vehicleClassId) throw fieldError("vehicleClass", text.vehicleClassMismatch);
    classId = vehicle.vehicleClassId;
    vehicleId = vehicle.id;
  }
  const vehicleClass = await client.vehicleClass.findFirst({ where: classId ? { id: classId } : { isDefault: true }, select: { id: true, name: true, isDefault: true } });
  if (!vehicleClass) throw fieldError("vehicleClass", text.classNotFound);
  const chosen = request.addOns ?? [];
  const rows = chosen.length === 0 ? [] : await client.addOn.findMany({ where: { id: { in: chosen }, isDeleted: false }, include: { prices: true } });
  if (rows.length !== new Set(chosen).size) throw fieldError("addOns", text.addOnNotFound);
  // In the order chosen: the booking's lines follow it.
  const addOns = chosen.map((id) => toPricedAddOn(rows.find((row) => row.id === id)!));
  return { service, vehicleClass, vehicleId, addOns };
}

/** An order's lines, total and length at a slot of the given length in minutes. */
export const quoteOrder = (order: Order, slotMinutes: number): Quote => quoteBooking({ ...order, slotMinutes });

/** A slot's own length in minutes. */
export const slotMinutes = (slot: { startsAt: Date; endsAt: Date }) => Math.round((slot.endsAt.getTime() - slot.startsAt.getTime()) / 60_000);

