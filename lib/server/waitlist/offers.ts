import "server-only";
import { randomUUID } from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";
import { freeBaySql, remainingPlaces } from "@/lib/server/bays/occupancy";
import { cancelLapsedHolds } from "@/lib/server/holds/release-holds";
import { holdRefusal } from "@/lib/server/holds/allowance";
import { recordEvent, slotRef, SYSTEM, type EventPayloads } from "@/lib/server/events/record-event";
import { holdLength } from "@/lib/server/holds/hold-length";
import { quoteOrder, readOrder, slotMinutes } from "@/lib/server/vehicles/quote";

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
  const { currency } = await holdLength();
  const holdUntil = new Date(now.getTime() + OFFER_MINUTES * 60_000);
  const full = await tx.slot.findUniqueOrThrow({ where: { id: slotId }, include: { service: true } });
  // A place offered is for the default class without add-ons: the waitlist keeps no car; its customer may book another way.
  const order = await readOrder(tx, { serviceId: full.serviceId, customerId: null });
  const quote = quoteOrder(order, slotMinutes(full));
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
    if (await holdRefusal(tx, { customerId: entry.customerId, clientAddress: entry.clientAddress }, now)) continue;
    const bookingId = randomUUID();
    const inserted = await tx.$executeRaw`
      INSERT INTO "Booking" (id, "customerId", "serviceId", "slotId", "customerName", "amountCents", currency,
                             payment, status, "holdExpiresAt", "bayId", "occupiedFrom", "occupiedUntil", "clientAddress",
                             "vehicleClassId", "extraMinutes", "createdAt", "updatedAt")
      SELECT ${bookingId}::uuid, ${entry.customerId}::uuid, ${full.serviceId}::uuid, ${slotId}::uuid,
             ${`${entry.customer.firstName} ${entry.customer.lastName}`}, ${quote.totalCents}, ${currency},
             'pending', 'pending', ${holdUntil}, bay."bayId", bay."occupiedFrom", bay."occupiedUntil", ${entry.clientAddress},
             ${order.vehicleClass.id}::uuid, ${quote.extraMinutes}, ${now}, ${now}
      FROM (${freeBaySql(slotId, null, quote.extraMinutes)}) AS bay`;
    if (inserted === 0) break;
    await tx.bookingItem.createMany({ data: quote.lines.map((line, position) => ({ bookingId, ...line, position })) });
    await tx.waitlistEntry.update({ where: { id: entry.id }, data: { state: "offered", bookingId, offeredAt: now } });
    await recordEvent(tx, { type: "booking.offered", bookingId, actor: SYSTEM, payload: { slot: slotRef(full), holdExpiresAt: holdUntil.toISOString() }, at: now });
    offered++;
    free--;
  }
  return offered;
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
