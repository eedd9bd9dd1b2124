import { vehicleDisplayMessages as text } from "@/lib/messages/vehicle-display";
import { vehiclesMessages } from "@/lib/messages/vehicles";
import { centsToDollars, formatPrice } from "./money";
import { vehicleName } from "./vehicles";

/**
 * A booking's vehicle and lines as people read them (docs/vehicles.md), for
 * the emails, the calendar file, the CSV export and the admin's pages. Pure:
 * the callers read the rows.
 */

/** What these read of a booking: its service, class, vehicle, lines and money, and its slot's times. */
export type BookingParts = {
  service: { name: string; duration: number };
  vehicleClass: { name: string; isDefault: boolean } | null;
  vehicle: { make: string; model: string; colour: string; plate: string | null } | null;
  items: { kind: string; name: string; priceCents: number; minutes: number }[];
  amountCents: number;
  currency: string;
  extraMinutes: number;
};

/**
 * A booking made with nothing but a service and a slot (the default class, or none recorded; no
 * vehicle, no add-ons, no extra time): it reads exactly as bookings did before classes.
 */
export function isPlainBooking(booking: BookingParts): boolean {
  return (!booking.vehicleClass || booking.vehicleClass.isDefault) && !booking.vehicle && booking.extraMinutes === 0 && !booking.items.some((item) => item.kind === "add-on");
}

const amountOf = (cents: number, currency: string) => formatPrice(centsToDollars(cents), currency);

/**
 * How lines and add-ons are worded: in English (the pages, the CSV) unless a caller writing in
 * another language (a customer's email) gives its own words and amounts.
 */
export type LineWords = {
  amount: (cents: number, currency: string) => string;
  serviceLine: (service: string, vehicleClass: string) => string;
  addOnLine: (addOn: string) => string;
  addOnWithPrice: (name: string, price: string) => string;
};

const ENGLISH_LINES: LineWords = { amount: amountOf, serviceLine: vehiclesMessages.serviceLine, addOnLine: vehiclesMessages.addOnLine, addOnWithPrice: text.addOnWithPrice };

/**
 * Its lines as the checkout names them: the service (its class named unless it is the default), then
 * each add-on, with their prices. A booking without stored lines (made before them) is its service at
 * its amount.
 */
export function bookingLines(booking: BookingParts, words: LineWords = ENGLISH_LINES): { name: string; amount: string }[] {
  const vehicleClass = booking.vehicleClass && !booking.vehicleClass.isDefault ? booking.vehicleClass.name : null;
  if (booking.items.length === 0) return [{ name: vehicleClass ? words.serviceLine(booking.service.name, vehicleClass) : booking.service.name, amount: words.amount(booking.amountCents, booking.currency) }];
  return booking.items.map((item) => ({
    name: item.kind === "add-on" ? words.addOnLine(item.name) : vehicleClass ? words.serviceLine(item.name, vehicleClass) : item.name,
    amount: words.amount(item.priceCents, booking.currency),
  }));
}

/** Its add-ons, each with its price ('Wax (+$15.00)'). */
export function addOnsOf(booking: Pick<BookingParts, "items" | "currency">, words: LineWords = ENGLISH_LINES): string[] {
  return booking.items.filter((item) => item.kind === "add-on").map((item) => words.addOnWithPrice(item.name, words.amount(item.priceCents, booking.currency)));
}

/** The class, the car and its plate, as far as they are known ('SUV / Crossover · Toyota RAV4, blue · DHA 12 345'). */
export function describeVehicle(booking: Pick<BookingParts, "vehicleClass" | "vehicle">): string {
  return text.vehicleLine([booking.vehicleClass?.name ?? "", vehicleName(booking.vehicle), booking.vehicle?.plate ?? ""]);
}

/**
 * How long the visit is, in minutes: as before classes, the service's duration for a plain booking;
 * otherwise its slot's length plus its extra minutes (its class's difference and its add-ons), so
 * that it ends when the bay is really done with it (before cleanup).
 */
export function visitMinutes(booking: BookingParts, slot: { startsAt: Date | string; endsAt: Date | string }): number {
  if (isPlainBooking(booking)) return booking.service.duration;
  return Math.round((new Date(slot.endsAt).getTime() - new Date(slot.startsAt).getTime()) / 60_000) + booking.extraMinutes;
}

/** The CSV export's last columns (messages.vehicleDisplay.exportColumns): vehicle class, vehicle, plate, add-ons, total. */
export function vehicleCells(booking: Pick<BookingParts, "vehicle" | "items" | "amountCents" | "currency"> & { vehicleClass: { name: string } | null }): (string | number)[] {
  return [booking.vehicleClass?.name ?? "", vehicleName(booking.vehicle), booking.vehicle?.plate ?? "", addOnsOf(booking).join("; "), centsToDollars(booking.amountCents)];
}

/** Booked to pay at the shop: its checkout asked nothing online (a deposit asks at least the currency's smallest unit; null before deposits: all of it). */
export const bookedToPayAtShop = (booking: { amountDueOnlineCents: number | null }) => booking.amountDueOnlineCents === 0;
