import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { refreshSlot } from "@/lib/server/bays/occupancy";
import { recordEvent, slotRef, slotRefSql, type CancelCause, type EventActor } from "@/lib/server/events/record-event";

/**
 * Holds: while a customer pays, their booking keeps its slot from everyone
 * else until `holdExpiresAt` (one place of the slot, and its bay). A hold that runs out frees them at once
 * (availability reads the time), the job that releases holds marks such
 * bookings cancelled every minute (releaseExpiredHolds), and the next booking
 * of the slot does it for that slot at once (cancelLapsedHolds). Each
 * cancellation is recorded as an event in the same statement or transaction.
 * The hold's length is in hold-length.ts.
 */

/**
 * Pending bookings whose hold ran out and that stand in the way of a booking
 * of this slot: the slot's own, and those occupying a bay over the slot's time
 * plus `extraMinutes` (the booking's vehicle class and add-ons) plus buffer.
 * Cancelled (with their events), so that their places and bays can be taken again.
 */
export async function cancelLapsedHolds(client: Prisma.TransactionClient, slotId: string, now: Date, extraMinutes = 0): Promise<void> {
  await client.$executeRaw`
    WITH target AS (
      SELECT tstzrange(s."startsAt", s."endsAt" + make_interval(mins => ${extraMinutes}::int + v."bufferMinutes"), '[)') AS range
      FROM "Slot" s JOIN "Service" v ON v.id = s."serviceId" WHERE s.id = ${slotId}::uuid
    ), lapsed AS (
      UPDATE "Booking" k SET status = 'cancel', "updatedAt" = ${now}
      FROM target
      WHERE k.status = 'pending' AND k."holdExpiresAt" <= ${now}
        AND (k."slotId" = ${slotId}::uuid OR (k."bayId" IS NOT NULL AND tstzrange(k."occupiedFrom", k."occupiedUntil", '[)') && target.range))
      RETURNING k.id, k."slotId"
    )
    INSERT INTO "DomainEvent" (id, type, "bookingId", "actorRole", payload, "occurredAt")
    SELECT gen_random_uuid(), 'booking.cancelled', lapsed.id, 'system',
           jsonb_build_object('cause', 'hold-expired', 'reason', NULL, 'refund', 'none', 'wasConfirmed', false, 'slot', ${slotRefSql("slot")}),
           ${now}
    FROM lapsed JOIN "Slot" slot ON slot.id = lapsed."slotId"`;
}

/**
 * Every booking whose hold ran out without payment: cancelled, its slot's
 * hold cleared, an event each. Returns how many (at most `batch`; the job
 * calls again while there are more). Rows someone else is settling right now
 * are skipped and left for the next run.
 */
export async function releaseExpiredHolds(client: Prisma.TransactionClient, now: Date, batch = 500): Promise<number> {
  return client.$executeRaw`
    WITH lapsed AS (
      UPDATE "Booking" SET status = 'cancel', "updatedAt" = ${now}
      WHERE id IN (SELECT id FROM "Booking" WHERE status = 'pending' AND "holdExpiresAt" <= ${now} ORDER BY "holdExpiresAt" LIMIT ${batch} FOR NO KEY UPDATE SKIP LOCKED)
      RETURNING id, "slotId"
    ),
    freed AS (
      UPDATE "Slot" SET "heldUntil" = NULL, "updatedAt" = ${now}
      WHERE id IN (SELECT "slotId" FROM lapsed) AND "heldUntil" <= ${now}
    )
    INSERT INTO "DomainEvent" (id, type, "bookingId", "actorRole", payload, "occurredAt")
    SELECT gen_random_uuid(), 'booking.cancelled', lapsed.id, 'system',
           jsonb_build_object('cause', 'hold-expired', 'reason', NULL, 'refund', 'none', 'wasConfirmed', false, 'slot', ${slotRefSql("slot")}),
           ${now}
    FROM lapsed JOIN "Slot" slot ON slot.id = lapsed."slotId"`;
}

/**
 * Ends a booking that is still awaiting payment and frees its slot: the
 * customer cancelled, the checkout expired, or it could not be opened; and
 * records why. Returns whether this call cancelled it. Takes the caller's
 * transaction.
 */
export async function releaseHold(
  client: Prisma.TransactionClient,
  bookingId: string,
  now: Date,
  why: { actor: EventActor; cause: CancelCause; reason?: string | null },
): Promise<boolean> {
  const cancelled = await client.booking.updateMany({ where: { id: bookingId, status: "pending" }, data: { status: "cancel", holdExpiresAt: now } });
  const booking = await client.booking.findUnique({ where: { id: bookingId }, include: { slot: true } });
  // The slot's summary (its hold, if this was the one that filled it) follows.
  if (booking) await refreshSlot(client, booking.slotId, now);
  if (cancelled.count === 0 || !booking) return false;
  await recordEvent(client, {
    type: "booking.cancelled",
    bookingId,
    actor: why.actor,
    payload: { cause: why.cause, reason: why.reason ?? null, refund: "none", wasConfirmed: false, slot: slotRef(booking.slot) },
    at: now,
  });
  return true;
}
