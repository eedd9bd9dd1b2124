import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * Who occupies what. A live booking (awaiting payment within its hold, or
 * confirmed) occupies one place of its slot and one bay, from the slot's start
 * to its end plus the service's buffer. Two rules stand behind every booking
 * path, in the database itself:
 * - "Booking_bay_no_overlap" (an exclusion constraint): no bay holds two live
 *   bookings whose times overlap, whatever their services;
 * - "Booking_within_capacity" (a trigger that locks the slot's row and then
 *   counts): a slot's live bookings never exceed its capacity.
 * The SQL here picks what to take; the database refuses what breaks a rule,
 * and the caller tries again (a free bay seen a moment ago may just have been
 * taken by another slot's booking).
 */

/** A slot's occupied range: its time plus its service's buffer (aliases: the slot `s0`, its service `v0`). */
const occupiedRange = Prisma.raw(`tstzrange(s0."startsAt", s0."endsAt" + make_interval(mins => v0."bufferMinutes"), '[)')`);

/**
 * A free bay for a booking of this slot: active, able to do its service, and
 * holding no live booking that overlaps the slot's time plus buffer (`except`:
 * a booking being moved, which frees its own bay). The bay's row is locked to
 * share, so that an admin making it inactive waits for this booking and then
 * counts it. Columns: bayId, occupiedFrom, occupiedUntil.
 */
export const freeBaySql = (slotId: string, except: string | null = null) => Prisma.sql`
  SELECT b.id AS "bayId", s0."startsAt" AS "occupiedFrom", s0."endsAt" + make_interval(mins => v0."bufferMinutes") AS "occupiedUntil"
  FROM "Bay" b CROSS JOIN "Slot" s0 JOIN "Service" v0 ON v0.id = s0."serviceId"
  WHERE s0.id = ${slotId}::uuid AND b.active AND (b."allServices" OR s0."serviceId" = ANY(b."serviceIds"))
    AND NOT EXISTS (
      SELECT 1 FROM "Booking" o
      WHERE o."bayId" = b.id AND o.status IN ('pending', 'confirm')
        AND tstzrange(o."occupiedFrom", o."occupiedUntil", '[)') && ${occupiedRange}
        ${except ? Prisma.sql`AND o.id <> ${except}::uuid` : Prisma.empty})
  ORDER BY b.position, b."createdAt", b.id
  LIMIT 1
  FOR SHARE OF b`;

/**
 * How many places each slot has free: the smaller of its capacity left (holds
 * that ran out do not count) and its eligible bays free for its whole time
 * plus buffer. A cancelled or full slot has none; whether it has started is
 * for the caller to weigh.
 */
export async function remainingPlaces(client: Prisma.TransactionClient, slotIds: string[], now: Date): Promise<Map<string, number>> {
  if (slotIds.length === 0) return new Map();
  const rows = await client.$queryRaw<{ id: string; remaining: number }[]>`
    SELECT s0.id,
      CASE WHEN s0.status <> 'available' OR (s0."heldUntil" IS NOT NULL AND s0."heldUntil" > ${now}) THEN 0
      ELSE GREATEST(0, LEAST(
        s0.capacity - (SELECT count(*) FROM "Booking" k WHERE k."slotId" = s0.id AND (k.status = 'confirm' OR (k.status = 'pending' AND (k."holdExpiresAt" IS NULL OR k."holdExpiresAt" > ${now})))),
        (SELECT count(*) FROM "Bay" b
          WHERE b.active AND (b."allServices" OR s0."serviceId" = ANY(b."serviceIds"))
            AND NOT EXISTS (
              SELECT 1 FROM "Booking" o
              WHERE o."bayId" = b.id AND (o.status = 'confirm' OR (o.status = 'pending' AND (o."holdExpiresAt" IS NULL OR o."holdExpiresAt" > ${now})))
                AND tstzrange(o."occupiedFrom", o."occupiedUntil", '[)') && ${occupiedRange}))
      ))::int END AS remaining
    FROM "Slot" s0 JOIN "Service" v0 ON v0.id = s0."serviceId"
    WHERE s0.id = ANY(${slotIds}::uuid[])`;
  return new Map(rows.map((row) => [row.id, Number(row.remaining)]));
}

/**
 * Brings a slot's summary up to date after its bookings changed (in the same
 * transaction): 'booked' when its confirmed bookings fill it, and, while its
 * places are all taken with some held for paying customers, `heldUntil` = the
 * earliest of those holds' ends. A cancelled slot stays cancelled.
 */
export async function refreshSlot(client: Prisma.TransactionClient, slotId: string, now: Date): Promise<void> {
  await client.$executeRaw`
    WITH counts AS (
      SELECT
        count(*) FILTER (WHERE k.status = 'confirm') AS confirmed,
        count(*) FILTER (WHERE k.status = 'pending' AND k."holdExpiresAt" > ${now}) AS held,
        min(k."holdExpiresAt") FILTER (WHERE k.status = 'pending' AND k."holdExpiresAt" > ${now}) AS "firstHoldEnd"
      FROM "Booking" k WHERE k."slotId" = ${slotId}::uuid
    )
    UPDATE "Slot" AS s SET
      status = CASE WHEN s.status = 'cancel' THEN s.status WHEN c.confirmed >= s.capacity THEN 'booked'::"SlotStatus" ELSE 'available'::"SlotStatus" END,
      "heldUntil" = CASE WHEN s.status <> 'cancel' AND c.confirmed < s.capacity AND c.confirmed + c.held >= s.capacity THEN c."firstHoldEnd" ELSE NULL END,
      "updatedAt" = ${now}
    FROM counts c
    WHERE s.id = ${slotId}::uuid`;
}
