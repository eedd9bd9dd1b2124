import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * Who occupies what. A live booking (awaiting payment within its hold, or
 * confirmed) occupies one place of its slot and one bay, from the slot's start
 * to its end plus its extra minutes (what its vehicle class and add-ons add,
 * docs/vehicles.md) plus the service's buffer. Two rules stand behind every booking
 * path, in the database itself:
 * - "Booking_bay_no_overlap" (an exclusion constraint): no bay holds two live
 *   bookings whose times overlap, whatever their services;
 * - "Booking_within_capacity" (a trigger that locks the slot's row and then
 *   counts): a slot's live bookings never exceed its capacity.
 * The SQL here picks what to take; the database refuses what breaks a rule,
 * and the caller tries again (a free bay seen a moment ago may just have been
 * taken by another slot's booking).
 */

/** The end of a booking's bay time: its slot's end plus its extra minutes plus its service's buffer (aliases: the slot `s0`, its service `v0`). */
const occupiedEnd = (extraMinutes: Prisma.Sql) => Prisma.sql`s0."endsAt" + make_interval(mins => ${extraMinutes} + v0."bufferMinutes")`;
const occupiedRange = (extraMinutes: Prisma.Sql) => Prisma.sql`tstzrange(s0."startsAt", ${occupiedEnd(extraMinutes)}, '[)')`;

/**
 * A free bay for a booking of this slot: active, able to do its service, and
 * holding no live booking that overlaps the booking's time (the slot's, plus
 * `extraMinutes`, plus buffer; `except`: a booking being moved, which frees its
 * own bay). The bay's row is locked to share, so that an admin making it
 * inactive waits for this booking and then counts it. Columns: bayId,
 * occupiedFrom, occupiedUntil.
 */
export const freeBaySql = (slotId: string, except: string | null = null, extraMinutes = 0) => Prisma.sql`
  SELECT b.id AS "bayId", s0."startsAt" AS "occupiedFrom", ${occupiedEnd(Prisma.sql`${extraMinutes}::int`)} AS "occupiedUntil"
  FROM "Bay" b CROSS JOIN "Slot" s0 JOIN "Service" v0 ON v0.id = s0."serviceId"
  WHERE s0.id = ${slotId}::uuid AND b.active AND (b."allServices" OR s0."serviceId" = ANY(b."serviceIds"))
    AND NOT EXISTS (
      SELECT 1 FROM "Booking" o
      WHERE o."bayId" = b.id AND o.status IN ('pending', 'confirm')
        AND tstzrange(o."occupiedFrom", o."occupiedUntil", '[)') && ${occupiedRange(Prisma.sql`${extraMinutes}::int`)}
        ${except ? Prisma.sql`AND o.id <> ${except}::uuid` : Prisma.empty})
  ORDER BY b.position, b."createdAt", b.id
  LIMIT 1
  FOR SHARE OF b`;

/**
 * How many places each slot has free: the smaller of its capacity left (holds
 * that ran out do not count) and its eligible bays free for its whole time
 * plus buffer. A cancelled or full slot has none; whether it has started is
 * for the caller to weigh. `extraMinutes`: a booking's extra minutes at each
 * slot (a vehicle class and add-ons, docs/vehicles.md); none by default.
 * `except`: a booking about to move, whose bay counts as free (it leaves its time).
 */
export async function remainingPlaces(client: Prisma.TransactionClient, slotIds: string[], now: Date, extraMinutes?: Map<string, number>, except?: string): Promise<Map<string, number>> {
  if (slotIds.length === 0) return new Map();
  const extras = slotIds.map((id) => extraMinutes?.get(id) ?? 0);
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
                AND tstzrange(o."occupiedFrom", o."occupiedUntil", '[)') && ${occupiedRange(Prisma.raw("x.extra"))}
                ${except ? Prisma.sql`AND o.id <> ${except}::uuid` : Prisma.empty}))
      ))::int END AS remaining
    FROM unnest(${slotIds}::uuid[], ${extras}::int[]) AS x(id, extra)
    JOIN "Slot" s0 ON s0.id = x.id JOIN "Service" v0 ON v0.id = s0."serviceId"`;
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
