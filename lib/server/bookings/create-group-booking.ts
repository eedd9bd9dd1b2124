import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { env } from "@/lib/config/env";
import { centsToDollars } from "@/lib/format/money";
import { messages } from "@/lib/messages";
import { authorize } from "@/lib/policy/policy";
import { AppError, conflict, invalid } from "@/lib/errors";
import { operation, type Actor, type RawInput } from "@/lib/server/operation";
import { knownClientAddress } from "@/lib/server/client-address";
import { now as clockNow } from "@/lib/server/clock";
import { visitorSiteOrigin } from "@/lib/server/site-origin";
import { onSiteOrigin } from "@/lib/urls/site-origin";
import type { PaymentProvider } from "@/lib/server/payments/payment-provider";
import { readOrder } from "@/lib/server/vehicles/quote";
import { createBookingSchema } from "@/lib/validation/booking";
import { bookingInclude, toBookingDto, type BookingDto } from "./booking-dto";
import { checkoutProviderFor, createBooking, heldByCustomer, openCheckout, slotToBook, takePlaces, type BookingContext, type BookingResult, type CreatedBooking } from "./create-booking";
import { bookingRules } from "./notice";

/**
 * The answer for several cars: the first car's booking as a single booking's answer has it (`payment_url` too), every car's
 * booking, the group's id and total, and of that total what the checkout asks for online and what is left for the shop.
 */
export type CreatedGroup = CreatedBooking & { bookings: BookingDto[]; checkoutGroup: string; groupTotal: number; groupDueOnline: number; groupDueAtShop: number };

export type GroupResult = { booking: CreatedGroup; created: boolean };

/** bookVisit, for a booking made in `context` (the checkout page's language: BookingContext). */
const bookVisitIn = (context: BookingContext) => operation({ permission: "bookings.create", input: createBookingSchema }, async (input, actor): Promise<BookingResult | GroupResult> => {
  const cars = input.vehicles;
  if (!cars) return createBooking(actor, input, context);
  const now = clockNow();
  authorize(actor, "bookings.createFor", { customer: input.customer });

  const slot = await slotToBook(input);
  // Every car's request first (a class, vehicle or add-on that does not fit names its car's field): nothing is held before.
  const orders = [];
  for (const [index, car] of cars.entries()) {
    try {
      orders.push(await readOrder(db, { serviceId: slot.serviceId, customerId: actor.id, ...car }));
    } catch (error) {
      throw atCar(error, index);
    }
  }

  // None to pay at the shop: no checkout, all cars confirmed together.
  const provider = await checkoutProviderFor(input.payAt, slot.service);

  const held = await db.booking.findFirst({ where: { slotId: slot.id, customerId: actor.id, status: "pending", holdExpiresAt: { gt: now }, checkoutGroupId: { not: null } }, select: { checkoutGroupId: true } });
  // Its online checkout may still be paid: never turned into a visit paid at the shop.
  if (held && !provider) throw conflict(messages.paymentsAtShop.holdAwaitingPayment);
  if (held?.checkoutGroupId && provider) {
    // Back from the payment page without paying: the same checkout (opened now if an earlier request died before saving it).
    const group = await db.checkoutGroup.findUniqueOrThrow({ where: { id: held.checkoutGroupId } });
    if (group.paymentUrl) return { booking: await groupAnswer(group.id, onSiteOrigin(group.paymentUrl, await visitorSiteOrigin(), env().APP_URL), now), created: false };
    return openGroupCheckout(group, slot, actor, provider, now, false);
  }

  const groupId = randomUUID();
  await takePlaces({ slot, customer: actor, name: input.name, orders, group: { id: groupId }, by: { role: "customer", id: actor.id }, clientAddress: await knownClientAddress(), payAtShop: !provider, locale: context.locale, now });
  if (!provider) return { booking: await groupAnswer(groupId, null, now), created: true };
  const group = await db.checkoutGroup.findUniqueOrThrow({ where: { id: groupId } });
  return openGroupCheckout(group, slot, actor, provider, now, true);
});

/**
 * `POST /api/bookings`: one car (createBooking, as ever), or with `vehicles`
 * several cars of the caller in one slot, each its own booking (its own
 * place, bay, length and price, priced on the server), held together and
 * paid in one checkout. Made by the same transaction as a single booking
 * (takePlaces): all cars are placed, or none is (409 saying how many fit).
 * Back from the payment page, the caller's group in this slot answers with
 * the same checkout.
 */
export const bookVisit = (actor: Actor, input?: RawInput, context: BookingContext = {}) => bookVisitIn(context)(actor, input);

/** A car's refusal names its place in the list: `vehicles.1.vehicle`. */
function atCar(error: unknown, index: number): unknown {
  if (!(error instanceof AppError) || error.kind !== "invalid" || !error.fields) return error;
  return invalid(error.message, error.fields.map((field) => ({ ...field, field: `vehicles.${index}.${field.field}` })));
}

async function openGroupCheckout(
  group: { id: string; amountCents: number; amountDueOnlineCents: number | null; currency: string; holdExpiresAt: Date | null; createdAt: Date },
  slot: Parameters<typeof openCheckout>[0]["slot"],
  customer: { email: string | null },
  provider: PaymentProvider,
  now: Date,
  created: boolean,
): Promise<GroupResult> {
  const bookingIds = (await db.booking.findMany({ where: { checkoutGroupId: group.id }, orderBy: { groupPosition: "asc" }, select: { id: true } })).map((row) => row.id);
  const { booking } = await openCheckout({ booking: group, slot, customer, provider, now, created, group: { bookingIds } });
  return { booking: await groupAnswer(group.id, booking.payment_url, now), created };
}

async function groupAnswer(groupId: string, paymentUrl: string | null, now: Date): Promise<CreatedGroup> {
  const rules = await bookingRules();
  const group = await db.checkoutGroup.findUniqueOrThrow({ where: { id: groupId }, include: { bookings: { include: bookingInclude, orderBy: { groupPosition: "asc" } } } });
  const bookings = group.bookings.map((row) => toBookingDto(row, now, rules));
  const dueOnline = group.amountDueOnlineCents ?? group.amountCents;
  return {
    ...bookings[0],
    payment_url: paymentUrl,
    bookings,
    checkoutGroup: group.id,
    groupTotal: centsToDollars(group.amountCents),
    groupDueOnline: centsToDollars(dueOnline),
    groupDueAtShop: centsToDollars(group.amountCents - dueOnline),
  };
}

/**
 * What a customer holds in a slot while they pay (the checkout page resumes it): their one booking, or every car
 * of the group they hold there, in the cars' order. Empty when they hold nothing.
 */
export async function heldVisit(slotId: string, customerId: string, now: Date) {
  const held = await heldByCustomer(slotId, customerId, now);
  if (!held?.checkoutGroupId) return held ? [held] : [];
  return db.booking.findMany({ where: { checkoutGroupId: held.checkoutGroupId, status: "pending", holdExpiresAt: { gt: now } }, include: bookingInclude, orderBy: { groupPosition: "asc" } });
}
