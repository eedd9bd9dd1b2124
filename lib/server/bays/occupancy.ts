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
 * The SQL here picks what to take, and takeFreeBay holds a bay's time while it
 * looks again, so that bookings racing for one bay take turns; the database
 * still refuses what breaks a rule, and the caller tries again (a path that
 * took the bay without that lock, or a deadlock between two bays).
 */

/** The end of a booking's bay time: its slot's end plus its extra minutes plus its service's buffer (aliases: the slot `s0`, its service `v0`). */
const occupiedEnd = (extraMinutes: Prisma.Sql) => Prisma.sql`s0."endsAt" + make_interval(mins => ${extraMinutes} + v0."bufferMinutes")`;
const occupiedRange = (extraMinutes: Prisma.Sql) => Prisma.sql`tstzrange(s0."startsAt", ${occupiedEnd(extraMinutes)}, '[)')`;

/**
 * A free bay for a booking of this slot: active, able to do its service, and
 * holding no live booking that overlaps the booking's time (the slot's, plus
 * `extraMinutes`, plus buffer; `except`: a booking being moved, which frees its
 * own bay; `only`: this bay or none). The bay's row is locked to share, so
 * that an admin making it inactive waits for this booking and then counts it.
 * Columns: bayId, occupiedFrom, occupiedUntil.
 */
const freeBaySql = (slotId: string, except: string | null, extraMinutes: number, only: string | null = null) => Prisma.sql`
  SELECT b.id AS "bayId", s0."startsAt" AS "occupiedFrom", ${occupiedEnd(Prisma.sql`${extraMinutes}::int`)} AS "occupiedUntil"
  FROM "Bay" b CROSS JOIN "Slot" s0 JOIN "Service" v0 ON v0.id = s0."serviceId"
  WHERE s0.id = ${slotId}::uuid AND b.active AND (b."allServices" OR s0."serviceId" = ANY(b."serviceIds"))
    ${only ? Prisma.sql`AND b.id = ${only}::uuid` : Prisma.empty}
    AND NOT EXISTS (
      SELECT 1 FROM "Booking" o
      WHERE o."bayId" = b.id AND o.status IN ('pending', 'confirm')
        AND tstzrange(o."occupiedFrom", o."occupiedUntil", '[)') && ${occupiedRange(Prisma.sql`${extraMinutes}::int`)}
        ${except ? Prisma.sql`AND o.id <> ${except}::uuid` : Prisma.empty})
  ORDER BY b.position, b."createdAt", b.id
  LIMIT 1
  FOR SHARE OF b`;

/** A bay, and the time a booking would hold it. */
export type FreeBay = { bayId: string; occupiedFrom: Date; occupiedUntil: Date };

/** The advisory lock space of bays' time ('BAYT'), apart from the others (holds/allowance.ts; pg-boss has its own). */
const BAY_TIME_LOCK_SPACE = 0x42415954;
/** A bay's time is locked by the half hour: two bookings whose times overlap share at least one. */
const BAY_TIME_STEP_MS = 30 * 60_000;
/** Bays tried before answering that none is free (each failed try means another booking took one while this waited). */
const BAY_TRIES = 20;

/**
 * The transaction's locks on a bay's half hours from `occupiedFrom` to `occupiedUntil` (end excluded),
 * always taken in one order. Held until the transaction ends.
 */
async function lockBayTime(tx: Prisma.TransactionClient, { bayId, occupiedFrom, occupiedUntil }: FreeBay): Promise<void> {
  const first = Math.floor(occupiedFrom.getTime() / BAY_TIME_STEP_MS);
  const last = Math.floor((occupiedUntil.getTime() - 1) / BAY_TIME_STEP_MS);
  const keys = Array.from({ length: last - first + 1 }, (_, i) => `${bayId}/${first + i}`);
  await tx.$executeRaw`
    SELECT pg_advisory_xact_lock(${BAY_TIME_LOCK_SPACE}::int, hashtext(key))
    FROM (SELECT key FROM unnest(${keys}::text[]) WITH ORDINALITY AS t(key, n) ORDER BY n) AS keys`;
}

/**
 * Takes a free bay for a booking of this slot (for `extraMinutes` more than the slot, `except` a booking
 * being moved, as freeBaySql reads them) for the caller's transaction, which then books it with these
 * values before it ends. Null when no bay is free for the booking's whole time.
 *
 * Why the lock on the bay's time: two transactions that insert overlapping bookings on one bay at the
 * same moment each check the exclusion constraint with their own row already in, see the other's
 * uncommitted row, and wait for each other. PostgreSQL finds that deadlock only after
 * `deadlock_timeout` (1 s by default) and then fails one, which tries again: on a busy morning, with
 * dozens of customers after the same bays, seconds of waiting. Holding the bay's half hours first, the
 * second waits only until the first commits, then sees its booking and takes the next bay. Bookings on
 * other bays, or on this one in other half hours, do not wait for each other. The constraint still decides
 * in the end: whatever takes a bay another way is refused by it, never let in.
 */
export async function takeFreeBay(tx: Prisma.TransactionClient, slotId: string, extraMinutes = 0, except: string | null = null): Promise<FreeBay | null> {
  for (let tries = 0; tries < BAY_TRIES; tries++) {
    const [seen] = await tx.$queryRaw<FreeBay[]>(freeBaySql(slotId, except, extraMinutes));
    if (!seen) return null;
    await lockBayTime(tx, seen);
    // Asked again under the lock, by a statement of its own: it sees a booking committed while this one waited.
    const [free] = await tx.$queryRaw<FreeBay[]>(freeBaySql(slotId, except, extraMinutes, seen.bayId));
    if (free) return free;
  }
  return null;
}

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
