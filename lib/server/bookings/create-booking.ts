import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { env } from "@/lib/config/env";
import { messages } from "@/lib/messages";
import { authorize } from "@/lib/policy/policy";
import { conflict, invalid, notFound, unavailable, upstreamFailed } from "@/lib/errors";
import { operation, type Actor, type RawInput } from "@/lib/server/operation";
import { isCheckViolation, isDeadlock, isExclusionViolation, isUniqueViolation } from "@/lib/server/database/prisma-errors";
import { refreshSlot, takeFreeBay } from "@/lib/server/bays/occupancy";
import { shopPaymentProvider } from "@/lib/server/payments/provider";
import type { PaymentProvider } from "@/lib/server/payments/payment-provider";
import type { Service, Slot, User } from "@/lib/generated/prisma/client";
import { createBookingSchema } from "@/lib/validation/booking";
import type { Locale } from "@/lib/i18n/locales";
import { bookingInclude, toBookingDto, type BookingDto } from "./booking-dto";
import { describeSlot } from "@/lib/format/time";
import { holdLength } from "@/lib/server/holds/hold-length";
import { cancelLapsedHolds, releaseHold } from "@/lib/server/holds/release-holds";
import { holdRefusal, payAtShopRefusal } from "@/lib/server/holds/allowance";
import { knownClientAddress } from "@/lib/server/client-address";
import { transaction, type Tx } from "@/lib/server/database/transaction";
import { eventsRecorded, recordEvent, slotRef, slotRefSql, SYSTEM, type EventActor } from "@/lib/server/events/record-event";
import { minorAmount } from "@/lib/format/money";
import { now as clockNow } from "@/lib/server/clock";
import { pagesShowing } from "@/lib/server/cache";
import { bookingRules } from "./notice";
import { bayWords, getSettings } from "@/lib/server/settings/business-settings";
import { visitorSiteOrigin } from "@/lib/server/site-origin";
import { onSiteOrigin } from "@/lib/urls/site-origin";
import { readOrder, quoteOrder, slotMinutes, type Order } from "@/lib/server/vehicles/quote";
import { amountsDue, FULL_PRICE, shopDeposit } from "./deposit";

const bookingText = messages.booking;

/**
 * Stripe refuses a checkout that ends less than 30 minutes after it is made;
 * ours ends a little after the hold, and a payment that lands in that gap is
 * handled by the fulfilment (the slot is kept if still free, else refunded).
 */
export const CHECKOUT_GRACE_MS = 2 * 60_000;

/** Stripe takes a checkout only if it ends at least 30 minutes after it is made; a little more, for the clocks' difference. */
export const CHECKOUT_MIN_MS = 31 * 60_000;

/** The payment provider of a booking paid at the counter (Refunds treat it as paid outside the checkout: by hand). */
export const COUNTER = "counter";

/** Tries at taking a bay before answering that none is free (each failed try means another booking just took one). */
const MAX_ATTEMPTS = 8;

export type CreatedBooking = BookingDto & { payment_url: string | null };

/** The booking to pay for, and whether this call made it (or resumed the caller's own hold). */
export type BookingResult = { booking: CreatedBooking; created: boolean };

/**
 * What a door knows of a booking besides its input: the language it is made in (the checkout page's), kept on the
 * booking (`Booking.locale`): its emails and texts are written in it unless the customer has chosen a language.
 */
export type BookingContext = { locale?: Locale };

/** The slot a booking names, with its service: 404 for one gone (or its service deleted), 400 for a slot of another service. */
export async function slotToBook(input: { slot: string; service: string }) {
  const slot = await db.slot.findUnique({ where: { id: input.slot }, include: { service: true } });
  if (!slot || slot.service.isDeleted) throw notFound(messages.api.slotNotFound);
  if (slot.serviceId !== input.service) {
    const service = await db.service.findFirst({ where: { id: input.service, isDeleted: false }, select: { id: true } });
    throw service ? invalid(bookingText.slotServiceMismatch, [{ field: "slot", message: bookingText.slotServiceMismatch }]) : notFound(messages.api.serviceNotFound);
  }
  return slot;
}

/** createBooking (below), for a booking made in `context`. */
const createBookingIn = (context: BookingContext) => operation({ permission: "bookings.create", input: createBookingSchema }, async (input, actor): Promise<BookingResult> => {
  const now = clockNow();
  authorize(actor, "bookings.createFor", { customer: input.customer });

  const slot = await slotToBook(input);

  // The request first: a class, vehicle or add-on that does not fit is refused before anything is held.
  const order = await readOrder(db, { serviceId: slot.serviceId, customerId: actor.id, vehicleClass: input.vehicleClass, vehicle: input.vehicle, addOns: input.addOns });

  // None to pay at the shop: no checkout.
  const provider = await checkoutProviderFor(input.payAt, slot.service);

  // Back from the payment page without paying: the same checkout, not a conflict with oneself (the test
  // checkout's page at the address the customer is on now).
  const resumed = await heldByCustomer(slot.id, actor.id, now);
  // Its online checkout may still be paid: never turned into a booking paid at the shop.
  if (resumed && !provider) throw conflict(messages.paymentsAtShop.holdAwaitingPayment);
  if (!provider) {
    const [taken] = await takePlaces({ slot, customer: actor, name: input.name, orders: [order], by: { role: "customer", id: actor.id }, clientAddress: await knownClientAddress(), payAtShop: true, locale: context.locale, now });
    return { booking: await placeAnswer(taken.id, now), created: true };
  }
  if (resumed?.paymentUrl) {
    const paymentUrl = onSiteOrigin(resumed.paymentUrl, await visitorSiteOrigin(), env().APP_URL);
    return { booking: { ...toBookingDto(resumed, now, await bookingRules()), payment_url: paymentUrl }, created: false };
  }
  // A car of a group whose checkout was never saved: its checkout is the group's (bookVisit opens it), never one of its own.
  if (resumed?.checkoutGroupId) throw conflict(bookingText.alreadyHoldPlace);
  if (resumed) {
    // Held, but without its checkout: a place offered from the waitlist that this claims, or an
    // earlier attempt whose request died (or is still on its way) before it saved the checkout.
    // The checkout is opened by the booking's id, so this opens the same one that attempt did,
    // or would have; the customer need not wait for the hold to run out.
    const offered = (await db.waitlistEntry.count({ where: { bookingId: resumed.id, state: "offered" } })) > 0;
    return openCheckout({ booking: resumed, slot, customer: actor, provider, now, created: true, releaseOnFailure: !offered });
  }
  const clientAddress = await knownClientAddress();
  const taken = await takePlace({ slot, customer: actor, name: input.name, order, by: { role: "customer", id: actor.id }, clientAddress, locale: context.locale, now });
  return openCheckout({ booking: taken, slot, customer: actor, provider, now, created: true });
});

/**
 * `POST /api/bookings`: holds a place of the slot, and a bay, for the caller and opens a checkout.
 *
 * The hold and the booking are one transaction: it locks the slot's row
 * (customers racing for one slot take turns), clears holds that ran out,
 * counts the slot's live bookings against its capacity, checks the limits
 * on the customer's and the client address's holds under their locks
 * (holds/allowance.ts), and inserts the booking with a free bay that can do
 * the service (and its first event).
 * The database stands behind it: "Booking_within_capacity" (a slot never
 * takes more than its capacity), "Booking_bay_no_overlap" (a bay never holds
 * two overlapping live bookings, whatever their services) and
 * "Booking_one_place_per_customer".
 * `context`: what the door knows besides the input (the checkout page's language, kept on the booking).
 */
export const createBooking = (actor: Actor, input?: RawInput, context: BookingContext = {}) => createBookingIn(context)(actor, input);

/** Whether a service may be booked to pay at the shop: Business settings allow it for every service, or the service itself does. */
export async function paidAtShopAllowed(service: Pick<Service, "payAtShop">): Promise<boolean> {
  return service.payAtShop || (await getSettings()).payAtShop;
}

/** The same, by the service's id (the checkout page offers the choice). */
export async function paidAtShopOffered(serviceId: string): Promise<boolean> {
  const service = await db.service.findUnique({ where: { id: serviceId }, select: { payAtShop: true } });
  return service !== null && paidAtShopAllowed(service);
}

/**
 * Who takes a booking's payment: the shop's provider (503 when none is set up), or nobody for a booking to pay at
 * the shop (`payAt: "shop"`: 400 on `payAt` unless the shop or the service allows it).
 */
export async function checkoutProviderFor(payAt: "online" | "shop" | undefined, service: Pick<Service, "payAtShop">): Promise<PaymentProvider | null> {
  if (payAt === "shop") {
    if (!(await paidAtShopAllowed(service))) throw invalid(messages.paymentsAtShop.notOffered, [{ field: "payAt", message: messages.paymentsAtShop.notOffered }]);
    return null;
  }
  const provider = await shopPaymentProvider();
  if (!provider) throw unavailable(bookingText.paymentUnavailable);
  return provider;
}

/** A booking just made to pay at the shop, as `POST /api/bookings` answers it: confirmed, with nothing to pay online (`payment_url` null). */
async function placeAnswer(bookingId: string, now: Date): Promise<CreatedBooking> {
  const row = await db.booking.findUniqueOrThrow({ where: { id: bookingId }, include: bookingInclude });
  return { ...toBookingDto(row, now, await bookingRules()), payment_url: null };
}

/** A place just taken: what openCheckout needs of it (`amountDueOnlineCents`: what its checkout asks for). */
export type TakenPlace = { id: string; amountCents: number; amountDueOnlineCents: number | null; currency: string; holdExpiresAt: Date | null; createdAt: Date };

/** The bookings of several cars taken together, under one checkout group: each car its own place and bay. */
export type GroupRequest = { groupId: string; orders: Order[] };

/**
 * Takes a place of the slot, and a bay, for a customer: the one transaction
 * behind every booking, whoever makes it (the customer, or the shop for them:
 * bookings/staff-booking.ts). It locks the slot's row (customers racing for
 * one slot take turns), clears holds that ran out, refuses a slot that has
 * started, is closed, full or held, or whose service was deleted, checks the
 * limits on holds (holds/allowance.ts), and inserts the booking with a free
 * bay that can do the service for the booking's whole length (its vehicle
 * class and add-ons: `order`, else the default class alone), its lines priced
 * now, and its first event. Without `paidAtCounter`
 * the booking is a hold awaiting payment; with it, it is paid and confirmed at
 * once (and recorded as paid, which sends its confirmation).
 */
export async function takePlace(request: {
  slot: Slot & { service: Service };
  customer: Pick<User, "id" | "firstName" | "lastName">;
  name?: string;
  /** The vehicle class, vehicle and add-ons (readOrder); the default class without add-ons when left out. */
  order?: Order;
  /** Who is making it, for its history. */
  by: EventActor;
  /** Where the request came from: holds are capped per address; null for the shop's own counter. */
  clientAddress: string | null;
  /** Paid at the counter, in cash or by card: confirmed at once, no hold. */
  paidAtCounter?: "cash" | "card";
  /** The language it is made in (BookingContext); none for a booking the shop makes. */
  locale?: Locale;
  now: Date;
}): Promise<TakenPlace> {
  const order = request.order ?? (await readOrder(db, { serviceId: request.slot.serviceId, customerId: request.customer.id }));
  const [taken] = await takePlaces({ ...request, orders: [order] });
  return taken;
}

/**
 * Takes places for several cars of one customer in one slot, held together
 * under one checkout group (`group`), in the same transaction and with the
 * same checks as a single place: every car is one place of the slot's
 * capacity and one hold of the customer's and the address's limits, and has
 * a bay of its own for its own length. If any car cannot be placed, nothing
 * is stored (409, saying how many fit). Answers the places in the cars' order.
 */
export async function takePlaces(request: {
  slot: Slot & { service: Service };
  customer: Pick<User, "id" | "firstName" | "lastName">;
  name?: string;
  orders: Order[];
  /** Several cars paid in one checkout: the group's id (its row is written here, with the bookings). */
  group?: { id: string };
  by: EventActor;
  /** Booked to pay at the shop: confirmed at once with nothing due online, no hold (the customer's and the address's limits still apply). */
  payAtShop?: boolean;
  clientAddress: string | null;
  paidAtCounter?: "cash" | "card";
  /** The language they are made in (BookingContext); none for bookings the shop makes. */
  locale?: Locale;
  now: Date;
}): Promise<TakenPlace[]> {
  const { slot, customer, now, orders, group } = request;
  const provider = request.paidAtCounter ? COUNTER : request.payAtShop ? null : (await shopPaymentProvider())?.name;
  const { holdMs, currency: shopCurrency, verifiedPhone } = await holdLength();
  // Paid at the counter, all of it is paid now; otherwise the shop's deposit rule splits each car's price.
  const deposit = request.paidAtCounter ? FULL_PRICE : await shopDeposit();
  // Read before the transaction: inside it, a settings reload would wait for a second pooled
  // connection while holding the slot's lock, and under a rush every connection can be such a holder.
  const noFreeBay = messages.bays.noFreeBay(await bayWords());
  const paid = request.paidAtCounter !== undefined;
  // Confirmed now: paid at the counter, or booked to pay at the shop (nothing to wait for online).
  const confirmed = paid || request.payAtShop === true;
  const holdUntil = confirmed ? null : new Date(now.getTime() + holdMs);
  const name = request.name ?? `${customer.firstName} ${customer.lastName}`.trim();
  // Money and bay time from the service, class and add-ons as they are now; kept on the booking.
  const cars = orders.map((order, position) => {
    const quote = quoteOrder(order, slotMinutes(slot));
    const due = request.payAtShop ? { onlineCents: 0, atShopCents: quote.totalCents } : amountsDue(quote.totalCents, shopCurrency, deposit);
    return { order, position, quote, due };
  });
  const longest = Math.max(...cars.map((car) => car.quote.extraMinutes));
  // Every car starts at the slot's start, so their times nest: the longest takes its bay first, and a
  // shorter one never takes the only bay free long enough for a longer one.
  const placing = [...cars].sort((a, b) => b.quote.extraMinutes - a.quote.extraMinutes || a.position - b.position);
  const doNotFit = (fit: number) => (group ? conflict(messages.vehicleGroup.carsDoNotFit(fit, cars.length)) : null);

  // Of many customers racing for one slot, its row lock lets them in one at a time, and each counts
  // what the others committed; of bookings of different slots racing for one bay at the same time, the
  // lock on the bay's time (takeFreeBay) lets one in and the others take the next free bay.
  const hold = () =>
    transaction(async (tx) => {
      const [locked] = await tx.$queryRaw<{ status: string; heldUntil: Date | null; startsAt: Date; capacity: number; live: boolean }[]>`
        SELECT s.status, s."heldUntil", s."startsAt", s.capacity, NOT v."isDeleted" AS live
        FROM "Slot" s JOIN "Service" v ON v.id = s."serviceId" WHERE s.id = ${slot.id}::uuid FOR NO KEY UPDATE OF s`;
      if (!locked?.live) throw notFound(messages.api.slotNotFound);
      if (locked.startsAt <= now) throw conflict(bookingText.slotStarted);
      if (locked.status === "cancel") throw conflict(bookingText.slotUnavailable);
      await cancelLapsedHolds(tx, slot.id, now, longest);
      const places = await tx.booking.findMany({ where: { slotId: slot.id, status: { in: ["pending", "confirm"] } }, select: { customerId: true } });
      if (places.some((place) => place.customerId === customer.id)) throw conflict(bookingText.alreadyHoldPlace);
      if (locked.status !== "available" || (locked.heldUntil && locked.heldUntil > now)) throw doNotFit(0) ?? conflict(bookingText.slotTaken);
      if (places.length + cars.length > locked.capacity) throw doNotFit(Math.max(0, locked.capacity - places.length)) ?? conflict(bookingText.slotTaken);
      if (group) {
        const amountCents = cars.reduce((sum, car) => sum + car.quote.totalCents, 0);
        const amountDueOnlineCents = cars.reduce((sum, car) => sum + car.due.onlineCents, 0);
        await tx.checkoutGroup.create({ data: { id: group.id, customerId: customer.id, paymentProvider: provider ?? null, amountCents, amountDueOnlineCents, currency: shopCurrency, holdExpiresAt: holdUntil, createdAt: now } });
      }
      const taken: (TakenPlace & { position: number })[] = [];
      for (const car of placing) {
        // Each hold keeps a place from everyone else for half an hour: one person, or one address, cannot hold the schedule.
        // A booking paid at the counter holds nothing. The cars already placed here count as holds. A booking to pay at
        // the shop is not a hold, but keeps its place unpaid until the visit: capped the same way (payAtShopRefusal).
        // A verified phone, when the shop asks for one, is the customer's to show: an admin booking for them vouches for them.
        const refusal = paid
          ? null
          : ((await holdRefusal(tx, { customerId: customer.id, clientAddress: request.clientAddress, verifiedPhone: verifiedPhone && request.by.role === "customer" }, now)) ??
            (request.payAtShop ? await payAtShopRefusal(tx, { customerId: customer.id, clientAddress: request.clientAddress }, now) : null));
        if (refusal) throw refusal;
        const bay = await takeFreeBay(tx, slot.id, car.quote.extraMinutes);
        if (!bay) throw doNotFit(taken.length) ?? conflict(noFreeBay);
        const bookingId = randomUUID();
        const inserted = await tx.$queryRaw<{ amountCents: number; amountDueOnlineCents: number; currency: string }[]>`
          INSERT INTO "Booking" (id, "customerId", "serviceId", "slotId", "customerName", "amountCents", "amountDueOnlineCents", "amountDueAtShopCents", currency,
                                 payment, status, "holdExpiresAt", "paymentProvider", "counterPaymentMethod", "paidAt",
                                 "bayId", "occupiedFrom", "occupiedUntil", "clientAddress", "vehicleClassId", "vehicleId", "extraMinutes",
                                 "checkoutGroupId", "groupPosition", locale, "createdAt", "updatedAt")
          SELECT ${bookingId}::uuid, ${customer.id}::uuid, ${slot.serviceId}::uuid, ${slot.id}::uuid, ${name}, ${car.quote.totalCents},
                 ${car.due.onlineCents}, ${car.due.atShopCents}, ${shopCurrency},
                 ${paid ? "paid" : "pending"}::"PaymentStatus", ${confirmed ? "confirm" : "pending"}::"BookingStatus", ${holdUntil}, ${provider ?? null},
                 ${request.paidAtCounter ?? null}, ${paid ? now : null},
                 ${bay.bayId}::uuid, ${bay.occupiedFrom}, ${bay.occupiedUntil}, ${request.clientAddress}, ${car.order.vehicleClass.id}::uuid, ${car.order.vehicleId}::uuid,
                 ${car.quote.extraMinutes}, ${group?.id ?? null}::uuid, ${car.position}, ${request.locale ?? null}, ${now}, ${now}
          RETURNING "amountCents", "amountDueOnlineCents", currency`;
        await tx.bookingItem.createMany({ data: car.quote.lines.map((line, position) => ({ bookingId, ...line, position })) });
        await tx.$executeRaw`
          INSERT INTO "DomainEvent" (id, type, "bookingId", "actorRole", "actorId", payload, "occurredAt")
          SELECT gen_random_uuid(), 'booking.created', ${bookingId}::uuid, ${request.by.role}, ${request.by.id}::uuid,
                 jsonb_build_object('slot', ${slotRefSql("slot")}, 'amountCents', ${inserted[0].amountCents}::int), ${now}
          FROM "Slot" slot WHERE slot.id = ${slot.id}::uuid`;
        if (paid) {
          // Recorded as any payment is: its relay sends the confirmation and plans the reminders.
          const received = minorAmount(inserted[0].amountCents, inserted[0].currency);
          await tx.booking.update({ where: { id: bookingId }, data: { paidAmountMinor: received.minor, paidCurrency: received.currency } });
          await recordEvent(tx, {
            type: "booking.paid",
            bookingId,
            actor: request.by,
            payload: { amountCents: inserted[0].amountCents, provider: COUNTER, method: request.paidAtCounter, slot: slotRef(slot), confirmed: true, received },
            at: now,
          });
        }
        if (request.payAtShop) {
          // Its relay sends the confirmation and plans the reminders, as a payment's does.
          await recordEvent(tx, {
            type: "booking.confirmed",
            bookingId,
            actor: request.by,
            payload: { amountCents: inserted[0].amountCents, dueAtShopCents: car.due.atShopCents, slot: slotRef(slot), payAt: "shop" },
            at: now,
          });
        }
        taken.push({ id: bookingId, ...inserted[0], holdExpiresAt: holdUntil, createdAt: now, position: car.position });
      }
      await refreshSlot(tx, slot.id, now);
      return taken.sort((a, b) => a.position - b.position).map(({ position: _position, ...place }) => place);
    });

  let taken: TakenPlace[] = [];
  // Holds that ran out on a bay this slot needs are cleared first (the transaction clears the slot's own).
  await cancelLapsedHolds(db, slot.id, now, longest);
  for (let attempt = 1; ; attempt++) {
    try {
      taken = await hold();
      break;
    } catch (error) {
      // The bay it chose was taken a moment ago by another slot's booking (or two bookings deadlocked): once more.
      const retry = isExclusionViolation(error, "Booking_bay_no_overlap") || isDeadlock(error);
      if (isUniqueViolation(error, "Booking_one_place_per_customer")) throw conflict(bookingText.alreadyHoldPlace);
      if (isCheckViolation(error, "Booking_within_capacity")) throw doNotFit(0) ?? conflict(bookingText.slotTaken);
      if (!retry) throw error;
      if (attempt >= MAX_ATTEMPTS) throw doNotFit(0) ?? conflict(noFreeBay);
    }
  }

  pagesShowing.places();
  if (confirmed) await eventsRecorded();
  return taken;
}

/**
 * Opens the payment provider's checkout for a booking that holds its place,
 * and answers it with its payment URL. Everything sent to the provider is
 * derived from the booking (its id, amount, hold and when it was made), so
 * opening it again (a retry after a request died before saving it) gives the
 * same checkout: Stripe's idempotency key, the test checkout's session id.
 * If the provider fails, the hold is released (a place offered from the
 * waitlist stays held: its customer may try again while the offer lasts).
 */
export async function openCheckout(request: {
  booking: { id: string; amountCents: number; amountDueOnlineCents: number | null; currency: string; holdExpiresAt: Date | null; createdAt: Date };
  slot: Slot & { service: Service };
  customer: Pick<User, "email">;
  provider: PaymentProvider;
  now: Date;
  created: boolean;
  /** Whether a failed checkout gives the hold up (not for a place offered from the waitlist). */
  releaseOnFailure?: boolean;
  /** Where the customer lands after paying (`{CHECKOUT_SESSION_ID}` is the provider's) and when leaving the checkout; by default the customer's own pages. */
  returnUrls?: { success: string; cancel: string };
  /** Runs in the transaction that saves the checkout (an email with its link, say), given the checkout's URL. */
  onSaved?: (tx: Tx, paymentUrl: string) => Promise<unknown>;
  /** Several cars in one checkout: `booking` is then the group (its id, total and hold), and these its bookings, in the cars' order. */
  group?: { bookingIds: string[] };
}): Promise<BookingResult> {
  const { booking, slot, customer, provider, now } = request;
  // The customer comes back to the address they booked at: another name of the site would hold none of their cookies.
  const site = await visitorSiteOrigin();
  const holdUntil = booking.holdExpiresAt ?? now;
  const planned = Math.max(holdUntil.getTime() + CHECKOUT_GRACE_MS, booking.createdAt.getTime() + CHECKOUT_MIN_MS);
  // Opened again so late that the planned end is too near for Stripe: a checkout of its own,
  // ending later (the one planned, if the provider ever made it, was never handed to anyone).
  const late = planned < now.getTime() + CHECKOUT_MIN_MS - 60_000;
  const expiresAt = new Date(late ? now.getTime() + CHECKOUT_MIN_MS : planned);
  const bookingIds = request.group?.bookingIds ?? [booking.id];
  // A deposit is one line of its own: the items' prices would not add up to it.
  const dueOnline = booking.amountDueOnlineCents ?? booking.amountCents;
  const lines =
    dueOnline < booking.amountCents
      ? [{ name: messages.paymentsDeposits.checkoutLine(slot.service.name), amountCents: dueOnline }]
      : request.group
        ? await groupCheckoutLines(bookingIds)
        : await checkoutLines(booking.id);
  let checkout;
  try {
    checkout = await provider.createCheckout({
      bookingId: booking.id,
      amountCents: dueOnline,
      currency: booking.currency,
      title: slot.service.name,
      description: describeSlot(slot),
      lines,
      customerEmail: customer.email,
      expiresAt,
      idempotencyKey: late ? `checkout-${booking.id}-${expiresAt.getTime()}` : `checkout-${booking.id}`,
      siteOrigin: site,
      successUrl: request.returnUrls?.success ?? `${site}/booking/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: request.returnUrls?.cancel ?? `${site}/booking/cancel?booking=${bookingIds[0]}`,
    });
  } catch (error) {
    console.error(`Could not open a ${provider.name} checkout for booking ${booking.id}`, error);
    if (request.releaseOnFailure !== false) {
      await transaction(async (tx) => {
        for (const id of bookingIds) await releaseHold(tx, id, now, { actor: SYSTEM, cause: "checkout-closed" });
      });
      pagesShowing.places();
    }
    throw upstreamFailed(bookingText.paymentFailed);
  }

  const saved = await transaction(async (tx) => {
    if (request.group) {
      // The group holds the session; each booking keeps where to pay, for My Bookings' Pay now.
      await tx.checkoutGroup.update({ where: { id: booking.id }, data: { paymentSessionId: checkout.sessionId, paymentUrl: checkout.url, paymentProvider: provider.name } });
      await tx.booking.updateMany({ where: { checkoutGroupId: booking.id }, data: { paymentUrl: checkout.url, paymentProvider: provider.name } });
      await request.onSaved?.(tx, checkout.url);
      return tx.booking.findUniqueOrThrow({ where: { id: bookingIds[0] }, include: bookingInclude });
    }
    const row = await tx.booking.update({
      where: { id: booking.id },
      data: { paymentSessionId: checkout.sessionId, paymentUrl: checkout.url, paymentProvider: provider.name },
      include: bookingInclude,
    });
    await request.onSaved?.(tx, checkout.url);
    return row;
  });
  return { booking: { ...toBookingDto(saved, now, await bookingRules()), payment_url: checkout.url }, created: request.created };
}

/**
 * The lines of several cars' checkout, car after car: each item named with its car's class and the car
 * (its plate, else its make and model, else its number): "Full detail — SUV (ABC 123)".
 */
export async function groupCheckoutLines(bookingIds: string[]): Promise<{ name: string; amountCents: number }[]> {
  const bookings = await db.booking.findMany({
    where: { id: { in: bookingIds } },
    orderBy: { groupPosition: "asc" },
    select: {
      groupPosition: true,
      vehicleClass: { select: { name: true } },
      vehicle: { select: { make: true, model: true, plate: true } },
      items: { orderBy: { position: "asc" }, select: { name: true, priceCents: true } },
    },
  });
  return bookings.flatMap((booking) => {
    const car = booking.vehicle ? (booking.vehicle.plate ?? messages.vehicleBooking.vehicleName(booking.vehicle.make, booking.vehicle.model)) : messages.vehicleGroup.carNumber(booking.groupPosition + 1);
    return booking.items.map((item) => ({ name: messages.vehicleGroup.carLine(item.name, booking.vehicleClass?.name ?? "", car), amountCents: item.priceCents }));
  });
}

/**
 * A booking's lines as a checkout lists them: its service, then each add-on. The service's line names its vehicle class
 * unless that is the default (a booking of the default class alone reads as it always did: the service's name).
 */
export async function checkoutLines(bookingId: string): Promise<{ name: string; amountCents: number }[]> {
  const booking = await db.booking.findUniqueOrThrow({
    where: { id: bookingId },
    select: { vehicleClass: { select: { name: true, isDefault: true } }, items: { orderBy: { position: "asc" }, select: { kind: true, name: true, priceCents: true } } },
  });
  const vehicleClass = booking.vehicleClass && !booking.vehicleClass.isDefault ? booking.vehicleClass.name : null;
  return booking.items.map((item) => ({
    name: item.kind === "add-on" ? messages.vehicles.addOnLine(item.name) : vehicleClass ? messages.vehicles.serviceLine(item.name, vehicleClass) : item.name,
    amountCents: item.priceCents,
  }));
}

/** The customer's own booking of this slot that is still awaiting payment within its hold, if any. */
export function heldByCustomer(slotId: string, customerId: string, now: Date) {
  return db.booking.findFirst({ where: { slotId, customerId, status: "pending", holdExpiresAt: { gt: now } }, include: bookingInclude });
}
