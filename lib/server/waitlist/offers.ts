import "server-only";
import { randomUUID } from "node:crypto";
import type { Prisma, Slot } from "@/lib/generated/prisma/client";
import { remainingPlaces, takeFreeBay } from "@/lib/server/bays/occupancy";
import { cancelLapsedHolds } from "@/lib/server/holds/release-holds";
import { holdRefusal } from "@/lib/server/holds/allowance";
import { recordEvent, slotRef, SYSTEM, type EventPayloads } from "@/lib/server/events/record-event";
import { holdLength } from "@/lib/server/holds/hold-length";
import { amountsDue, shopDeposit } from "@/lib/server/bookings/deposit";
import { quoteOrder, readOrder, slotMinutes, type Order, type OrderChoice } from "@/lib/server/vehicles/quote";
import type { Quote } from "@/lib/server/vehicles/pricing";
import { AppError } from "@/lib/errors";

/** How long a place offered from the waitlist is kept for the customer it was offered to. */
export const OFFER_MINUTES = 30;

/** How far down the line a freed place looks for someone who may take it. */
const OFFER_CANDIDATES = 100;

/**
 * Offers a slot's free places to its waitlist, first come first served: for
 * each place free now, the first customer waiting gets a booking awaiting
 * payment, held for them alone for 30 minutes (it takes the place and a bay
 * like any hold, so the database's capacity and bay rules stand behind it),
 * and a 'booking.offered' event whose relay emails them the claim link.
 * Unclaimed, the hold runs out, its cancellation frees the place again, and
 * it passes to the next. The offer is a hold: a customer who may not take
 * one more now (holds/allowance.ts) is skipped, and keeps their place in
 * line for the next place. Runs under the slot's row lock, in the caller's
 * transaction: of two instances offering the same freed place at once, the
 * second finds it taken, so each freed place makes exactly one offer.
 * Returns how many offers it made.
 */
export async function offerFreedPlaces(tx: Prisma.TransactionClient, slotId: string, now: Date): Promise<number> {
  const [slot] = await tx.$queryRaw<{ id: string; startsAt: Date; status: string; live: boolean }[]>`
    SELECT s.id, s."startsAt", s.status, NOT v."isDeleted" AS live
    FROM "Slot" s JOIN "Service" v ON v.id = s."serviceId" WHERE s.id = ${slotId}::uuid FOR NO KEY UPDATE OF s`;
  if (!slot) return 0;
  // Offers of a slot that can no longer be booked end; nobody waits for it any more.
  if (!slot.live || slot.status === "cancel" || slot.startsAt <= now) {
    await tx.waitlistEntry.updateMany({ where: { slotId, state: "waiting" }, data: { state: "passed" } });
    return 0;
  }
  await cancelLapsedHolds(tx, slotId, now);
  // Offers whose booking ended unpaid pass; paid ones are claimed.
  await tx.$executeRaw`
    UPDATE "WaitlistEntry" w SET state = CASE WHEN k.status IN ('confirm', 'complete') THEN 'claimed' ELSE 'passed' END, "updatedAt" = ${now}
    FROM "Booking" k WHERE w."bookingId" = k.id AND w."slotId" = ${slotId}::uuid AND w.state = 'offered' AND k.status <> 'pending'`;
  let free = (await remainingPlaces(tx, [slotId], now)).get(slotId) ?? 0;
  if (free <= 0) return 0;
  // More than the free places: a customer who may not take one more hold now is skipped for the next.
  const waiting = await tx.waitlistEntry.findMany({ where: { slotId, state: "waiting" }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], take: OFFER_CANDIDATES, include: { customer: true } });
  if (waiting.length === 0) return 0;
  const { currency, verifiedPhone } = await holdLength();
  const deposit = await shopDeposit();
  const holdUntil = new Date(now.getTime() + OFFER_MINUTES * 60_000);
  const full = await tx.slot.findUniqueOrThrow({ where: { id: slotId }, include: { service: true } });
  let offered = 0;
  for (const entry of waiting) {
    if (free <= 0) break;
    // Someone who meanwhile booked the slot themselves needs no offer.
    const own = await tx.booking.count({ where: { slotId, customerId: entry.customerId, status: { in: ["pending", "confirm"] } } });
    if (own > 0) {
      await tx.waitlistEntry.update({ where: { id: entry.id }, data: { state: "passed" } });
      continue;
    }
    // The offer is a hold like any other: at their limit (or their address's, or waiting after holds they gave up), they keep their place in line.
    if (await holdRefusal(tx, { customerId: entry.customerId, clientAddress: entry.clientAddress, verifiedPhone }, now)) continue;
    const { order, quote } = await offerFor(tx, entry, full);
    // No bay is free for their car's whole length (a bigger car, more add-ons): they keep their place in line, and the next may fit.
    const bay = await takeFreeBay(tx, slotId, quote.extraMinutes);
    if (!bay) continue;
    const bookingId = randomUUID();
    const due = amountsDue(quote.totalCents, currency, deposit);
    await tx.$executeRaw`
      INSERT INTO "Booking" (id, "customerId", "serviceId", "slotId", "customerName", "amountCents", "amountDueOnlineCents", "amountDueAtShopCents", currency,
                             payment, status, "holdExpiresAt", "bayId", "occupiedFrom", "occupiedUntil", "clientAddress",
                             "vehicleClassId", "vehicleId", "extraMinutes", "createdAt", "updatedAt")
      SELECT ${bookingId}::uuid, ${entry.customerId}::uuid, ${full.serviceId}::uuid, ${slotId}::uuid,
             ${`${entry.customer.firstName} ${entry.customer.lastName}`}, ${quote.totalCents}, ${due.onlineCents}, ${due.atShopCents}, ${currency},
             'pending', 'pending', ${holdUntil}, ${bay.bayId}::uuid, ${bay.occupiedFrom}, ${bay.occupiedUntil}, ${entry.clientAddress},
             ${order.vehicleClass.id}::uuid, ${order.vehicleId}::uuid, ${quote.extraMinutes}, ${now}, ${now}`;
    await tx.bookingItem.createMany({ data: quote.lines.map((line, position) => ({ bookingId, ...line, position })) });
    await tx.waitlistEntry.update({ where: { id: entry.id }, data: { state: "offered", bookingId, offeredAt: now } });
    await recordEvent(tx, { type: "booking.offered", bookingId, actor: SYSTEM, payload: { slot: slotRef(full), holdExpiresAt: holdUntil.toISOString() }, at: now });
    offered++;
    free--;
  }
  return offered;
}

type WaitingEntry = { customerId: string; vehicleClassId: string | null; vehicleId: string | null; addOnIds: string[] };

/**
 * The order a place offered to `entry` is for: the car they joined with (docs/vehicles.md), priced and
 * timed now. What has gone since (their vehicle, an add-on, the class, or the service no longer
 * offering it) is left out, down to the default class without add-ons, as a place was offered before
 * the waitlist kept the car.
 */
async function offerFor(tx: Prisma.TransactionClient, entry: WaitingEntry, slot: Slot): Promise<{ order: Order; quote: Quote }> {
  const base = { serviceId: slot.serviceId, customerId: entry.customerId };
  const live = entry.addOnIds.length === 0 ? [] : (await tx.addOn.findMany({ where: { id: { in: entry.addOnIds }, isDeleted: false, serviceIds: { has: slot.serviceId } }, select: { id: true } })).map((row) => row.id);
  const addOns = entry.addOnIds.filter((id) => live.includes(id));
  const quoted = async (choice: OrderChoice) => {
    const order = await readOrder(tx, { ...base, ...choice });
    return { order, quote: quoteOrder(order, slotMinutes(slot)) };
  };
  const fallbacks: OrderChoice[] = [{ vehicleClass: entry.vehicleClassId ?? undefined, addOns }];
  if (entry.vehicleId) fallbacks.unshift({ vehicle: entry.vehicleId, addOns });
  for (const choice of fallbacks) {
    try {
      return await quoted(choice);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return quoted({});
}

/**
 * The waitlist's answer to a 'slots.changed' event, in the relay's
 * transaction: the slot's free places are offered (or its waitlist ends, the
 * slot cancelled), or, for a change to a bay, every waitlist's.
 */
export async function offerChangedSlots(tx: Prisma.TransactionClient, changed: EventPayloads["slots.changed"], now: Date): Promise<number> {
  let offered = 0;
  for (const slotId of changed.slotId ? [changed.slotId] : await slotsWithWaitlist(tx, now)) offered += await offerFreedPlaces(tx, slotId, now);
  return offered;
}

/** Slots still ahead with customers waiting (the every-minute sweep offers their free places, if any). */
export async function slotsWithWaitlist(tx: Prisma.TransactionClient, now: Date): Promise<string[]> {
  const rows = await tx.$queryRaw<{ slotId: string }[]>`
    SELECT DISTINCT w."slotId" FROM "WaitlistEntry" w JOIN "Slot" s ON s.id = w."slotId"
    WHERE w.state IN ('waiting', 'offered') AND s."startsAt" > ${now} LIMIT 500`;
  return rows.map((row) => row.slotId);
}
