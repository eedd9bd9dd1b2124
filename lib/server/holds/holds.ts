import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * Holds: while a customer pays, their booking keeps its slot from everyone
 * else until `holdExpiresAt`. A hold that runs out needs no job: the slot
 * reads as free and the booking as cancelled at once, and the next booking
 * of that slot cancels it for good (cancelLapsedHolds). Its length is in
 * hold-length.ts.
 */

/** Pending bookings of a slot whose hold ran out: cancelled, so that the slot can be held again. */
export async function cancelLapsedHolds(client: Prisma.TransactionClient, slotId: string, now: Date): Promise<void> {
  await client.booking.updateMany({ where: { slotId, status: "pending", holdExpiresAt: { lte: now } }, data: { status: "cancel" } });
}

/**
 * Ends a booking that is still awaiting payment and frees its slot: the
 * customer cancelled, the checkout expired, or it could not be opened.
 * Returns whether this call cancelled it. Takes a transaction where the
 * caller has one.
 */
export async function releaseHold(client: Prisma.TransactionClient, bookingId: string, now = new Date()): Promise<boolean> {
  const cancelled = await client.booking.updateMany({ where: { id: bookingId, status: "pending" }, data: { status: "cancel", holdExpiresAt: now } });
  // The slot's hold is this booking's unless another booking of it is awaiting payment.
  await client.$executeRaw`
    UPDATE "Slot" AS s SET "heldUntil" = NULL, "updatedAt" = ${now}
    FROM "Booking" AS k
    WHERE k.id = ${bookingId}::uuid AND s.id = k."slotId" AND s.status = 'available' AND s."heldUntil" IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM "Booking" o WHERE o."slotId" = s.id AND o.status = 'pending' AND o.id <> k.id)`;
  return cancelled.count > 0;
}
