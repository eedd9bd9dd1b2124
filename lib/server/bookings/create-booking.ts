import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { env } from "@/lib/config/env";
import { messages } from "@/lib/messages";
import { authorize } from "@/lib/policy/policy";
import { conflict, invalid, notFound, unavailable, upstreamFailed } from "@/lib/server/errors";
import { operation } from "@/lib/server/operation";
import { isUniqueViolation } from "@/lib/server/database/prisma-errors";
import { paymentProvider } from "@/lib/server/payments/provider";
import { createBookingSchema } from "@/lib/validation/booking";
import { bookingInclude, toBookingDto, type BookingDto } from "./booking-dto";
import { describeSlot } from "@/lib/format/time";
import { holdLength } from "@/lib/server/holds/hold-length";
import { cancelLapsedHolds, releaseHold } from "@/lib/server/holds/holds";
import { transaction } from "@/lib/server/database/transaction";
import { slotRefSql, SYSTEM } from "@/lib/server/events/events";
import { now as clockNow } from "@/lib/server/clock";
import { noticeHours } from "./notice";

const b = messages.booking;

/**
 * Stripe refuses a checkout that ends less than 30 minutes after it is made;
 * ours ends a little after the hold, and a payment that lands in that gap is
 * handled by the fulfilment (the slot is kept if still free, else refunded).
 */
const CHECKOUT_GRACE_MS = 2 * 60_000;

/** An attempt that has not opened its checkout in this long is taken as dead (the payment provider's own timeouts are shorter). */
const ABANDONED_AFTER_MS = 2 * 60_000;

/** How many slots one customer may hold (awaiting payment) at a time. */
export const MAX_HOLDS_PER_CUSTOMER = 5;

export type CreatedBooking = BookingDto & { payment_url: string };

/** The booking to pay for, and whether this call made it (or resumed the caller's own hold). */
export type BookingResult = { booking: CreatedBooking; created: boolean };

/**
 * `POST /api/bookings`: holds the slot for the caller and opens a checkout.
 *
 * The hold and the booking are one SQL statement: a conditional UPDATE of the
 * slot (available, not held, not started, of a live service) feeding the
 * INSERT (and the booking's first event). Of many customers racing for one
 * slot, PostgreSQL's row lock lets exactly one UPDATE match; the others see
 * the hold and insert nothing. The partial unique index
 * "Booking_one_active_per_slot" stands behind it.
 */
export const createBooking = operation({ permission: "bookings.create", input: createBookingSchema }, async (input, actor): Promise<BookingResult> => {
  const now = clockNow();
  authorize(actor, "bookings.createFor", { customer: input.customer });

  const slot = await db.slot.findUnique({ where: { id: input.slot }, include: { service: true } });
  if (!slot || slot.service.isDeleted) throw notFound(messages.api.slotNotFound);
  if (slot.serviceId !== input.service) {
    const service = await db.service.findFirst({ where: { id: input.service, isDeleted: false }, select: { id: true } });
    throw service ? invalid(b.slotServiceMismatch, [{ field: "slot", message: b.slotServiceMismatch }]) : notFound(messages.api.serviceNotFound);
  }

  const provider = paymentProvider();
  if (!provider) throw unavailable(b.paymentUnavailable);

  // Back from the payment page without paying: the same checkout, not a conflict with oneself.
  const resumed = await heldByCustomer(slot.id, actor.id, now);
  if (resumed?.paymentUrl) return { booking: { ...toBookingDto(resumed, now, await noticeHours()), payment_url: resumed.paymentUrl }, created: false };
  if (resumed) {
    // An earlier attempt holds the slot but never got its checkout (its request died on the way):
    // still in progress for a little while, then given up, so that the customer can try again.
    if (now.getTime() - resumed.createdAt.getTime() < ABANDONED_AFTER_MS) throw conflict(b.checkoutStarting);
    await transaction((tx) => releaseHold(tx, resumed.id, now, { actor: SYSTEM, cause: "checkout-closed" }));
  }
  // Each hold keeps a slot from everyone else for 30 minutes: one person cannot hold the schedule.
  const holding = await db.booking.count({ where: { customerId: actor.id, status: "pending", holdExpiresAt: { gt: now } } });
  if (holding >= MAX_HOLDS_PER_CUSTOMER) throw conflict(b.tooManyHolds(MAX_HOLDS_PER_CUSTOMER));

  const bookingId = randomUUID();
  const { holdMs, currency: shopCurrency } = await holdLength();
  const holdUntil = new Date(now.getTime() + holdMs);
  const name = input.name ?? `${actor.firstName} ${actor.lastName}`;

  const hold = () => db.$queryRaw<{ amountCents: number; currency: string }[]>`
    WITH held AS (
      UPDATE "Slot" AS s SET "heldUntil" = ${holdUntil}, "updatedAt" = ${now}
      WHERE s.id = ${slot.id}::uuid
        AND s.status = 'available'
        AND (s."heldUntil" IS NULL OR s."heldUntil" <= ${now})
        AND s."startsAt" > ${now}
        AND EXISTS (SELECT 1 FROM "Service" v WHERE v.id = s."serviceId" AND NOT v."isDeleted")
      RETURNING s.id, s."serviceId"
    )
    , booked AS (
      INSERT INTO "Booking" (id, "customerId", "serviceId", "slotId", "customerName", "amountCents", currency,
                             payment, status, "holdExpiresAt", "paymentProvider", "createdAt", "updatedAt")
      SELECT ${bookingId}::uuid, ${actor.id}::uuid, held."serviceId", held.id, ${name}, v."priceCents", ${shopCurrency},
             'pending', 'pending', ${holdUntil}, ${provider.name}, ${now}, ${now}
      FROM held JOIN "Service" v ON v.id = held."serviceId"
      RETURNING id, "slotId", "amountCents", currency
    ), logged AS (
      INSERT INTO "DomainEvent" (id, type, "bookingId", "actorRole", "actorId", payload, "occurredAt")
      SELECT gen_random_uuid(), 'booking.created', booked.id, 'customer', ${actor.id}::uuid,
             jsonb_build_object('slot', ${slotRefSql("slot")}, 'amountCents', booked."amountCents"), ${now}
      FROM booked JOIN "Slot" slot ON slot.id = booked."slotId"
    )
    SELECT "amountCents", currency FROM booked`;

  let inserted: { amountCents: number; currency: string }[] = [];
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      await cancelLapsedHolds(db, slot.id, now);
      inserted = await hold();
      break;
    } catch (error) {
      // A booking of this slot is still live: once more, in case its hold lapsed just now.
      if (!isUniqueViolation(error, "Booking_one_active_per_slot")) throw error;
      if (attempt === 2) throw conflict(b.slotTaken);
    }
  }
  if (inserted.length === 0) {
    if (slot.startsAt <= now) throw conflict(b.slotStarted);
    if (slot.status === "cancel") throw conflict(b.slotUnavailable);
    throw conflict(b.slotTaken);
  }

  // What the statement charged (the service's price as it was read in the same statement).
  const [{ amountCents, currency }] = inserted;
  const { APP_URL } = env();
  let checkout;
  try {
    checkout = await provider.createCheckout({
      bookingId,
      amountCents,
      currency,
      title: slot.service.name,
      description: describeSlot(slot),
      customerEmail: actor.email,
      expiresAt: new Date(Math.max(holdUntil.getTime() + CHECKOUT_GRACE_MS, now.getTime() + 31 * 60_000)),
      successUrl: `${APP_URL}/booking/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${APP_URL}/booking/cancel?booking=${bookingId}`,
    });
  } catch (error) {
    console.error(`Could not open a ${provider.name} checkout for booking ${bookingId}`, error);
    await transaction((tx) => releaseHold(tx, bookingId, now, { actor: SYSTEM, cause: "checkout-closed" }));
    throw upstreamFailed(b.paymentFailed);
  }

  const saved = await db.booking.update({
    where: { id: bookingId },
    data: { paymentSessionId: checkout.sessionId, paymentUrl: checkout.url },
    include: bookingInclude,
  });
  return { booking: { ...toBookingDto(saved, now, await noticeHours()), payment_url: checkout.url }, created: true };
});

/** The customer's own booking of this slot that is still awaiting payment within its hold, if any. */
export function heldByCustomer(slotId: string, customerId: string, now: Date) {
  return db.booking.findFirst({ where: { slotId, customerId, status: "pending", holdExpiresAt: { gt: now } }, include: bookingInclude });
}
