import { invalid } from "@/lib/errors";
import { vehiclesMessages } from "@/lib/messages/vehicles";

/**
 * The price and length rules (docs/vehicles.md), pure: what a booking of a
 * service costs and how long it occupies its bay, for a vehicle class and
 * some add-ons. The domain reads the rows and stores what these compute.
 */

export type VehicleClassRef = { id: string; name: string; isDefault: boolean };

/** A service with its prices by class: `priceCents` and `duration` are the default class's. */
export type PricedService = {
  id: string;
  name: string;
  priceCents: number;
  duration: number;
  /** The other classes: a price and a duration, or null for "not offered". A class left out is as the default. */
  prices: { vehicleClassId: string; priceCents: number | null; duration: number | null }[];
};

export type PricedAddOn = {
  id: string;
  name: string;
  priceCents: number;
  minutes: number;
  serviceIds: string[];
  prices: { vehicleClassId: string; priceCents: number }[];
};

export type BookingLine = { kind: "service" | "add-on"; addOnId: string | null; name: string; priceCents: number; minutes: number };

export type Quote = {
  lines: BookingLine[];
  totalCents: number;
  /** Minutes of bay time before the service's cleanup: the service line's and the add-ons'. */
  minutes: number;
  /** What the class and the add-ons add to the slot's own length (negative for a class quicker than the default). */
  extraMinutes: number;
};

/** A service's price and duration for a class, or null when the service does not offer it. */
export function classPrice(service: PricedService, vehicleClass: VehicleClassRef): { priceCents: number; duration: number } | null {
  if (vehicleClass.isDefault) return { priceCents: service.priceCents, duration: service.duration };
  const own = service.prices.find((price) => price.vehicleClassId === vehicleClass.id);
  if (!own) return { priceCents: service.priceCents, duration: service.duration };
  if (own.priceCents === null || own.duration === null) return null;
  return { priceCents: own.priceCents, duration: own.duration };
}

/** An add-on's price for a class: its own for that class, else the add-on's. */
export function addOnPrice(addOn: PricedAddOn, vehicleClassId: string): number {
  return addOn.prices.find((price) => price.vehicleClassId === vehicleClassId)?.priceCents ?? addOn.priceCents;
}

/** Whether a service takes an add-on. */
export const addOnFits = (addOn: Pick<PricedAddOn, "serviceIds">, serviceId: string) => addOn.serviceIds.includes(serviceId);

/**
 * A booking's lines, total and length: the service's line at the class's
 * price, for the slot's length shifted by how much longer (or shorter) the
 * class takes than the default (a slot is as long as its service's default
 * duration, or as the admin made it), then one line per add-on in the order
 * chosen. Refuses a class the service does not offer and an add-on it does not take.
 */
export function quoteBooking(request: {
  service: PricedService;
  vehicleClass: VehicleClassRef;
  addOns: PricedAddOn[];
  /** The slot's own length, in minutes. */
  slotMinutes: number;
}): Quote {
  const { service, vehicleClass, addOns, slotMinutes } = request;
  const price = classPrice(service, vehicleClass);
  if (!price) throw invalid(vehiclesMessages.classNotOffered, [{ field: "vehicleClass", message: vehiclesMessages.classNotOffered }]);
  const refused = addOns.find((addOn) => !addOnFits(addOn, service.id));
  if (refused) throw invalid(vehiclesMessages.addOnNotOffered(refused.name), [{ field: "addOns", message: vehiclesMessages.addOnNotOffered(refused.name) }]);
  if (new Set(addOns.map((addOn) => addOn.id)).size !== addOns.length) throw invalid(vehiclesMessages.addOnsDuplicate, [{ field: "addOns", message: vehiclesMessages.addOnsDuplicate }]);

  // However quick the class, the bay is held at least a minute (or the slot's own length, if shorter).
  const serviceMinutes = Math.max(Math.min(slotMinutes, 1), slotMinutes + price.duration - service.duration);
  const lines: BookingLine[] = [
    { kind: "service", addOnId: null, name: service.name, priceCents: price.priceCents, minutes: serviceMinutes },
    ...addOns.map((addOn): BookingLine => ({ kind: "add-on", addOnId: addOn.id, name: addOn.name, priceCents: addOnPrice(addOn, vehicleClass.id), minutes: addOn.minutes })),
  ];
  const minutes = lines.reduce((sum, line) => sum + line.minutes, 0);
  return { lines, totalCents: lines.reduce((sum, line) => sum + line.priceCents, 0), minutes, extraMinutes: minutes - slotMinutes };
}

/**
 * What the catalogue shows of a service's price: the lowest and highest over
 * the classes it is offered for, and whether they differ ("from $X").
 */
export function priceRange(service: PricedService, classes: VehicleClassRef[]): { fromCents: number; toCents: number; varies: boolean } {
  const offered = classes.map((vehicleClass) => classPrice(service, vehicleClass)).filter((price) => price !== null);
  const cents = offered.length > 0 ? offered.map((price) => price.priceCents) : [service.priceCents];
  const fromCents = Math.min(...cents);
  const toCents = Math.max(...cents);
  return { fromCents, toCents, varies: fromCents !== toCents };
}
