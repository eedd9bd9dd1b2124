import "server-only";
import { transaction } from "@/lib/server/database/transaction";
import { eventsRecorded } from "@/lib/server/events/record-event";
import { releaseExpiredHolds } from "@/lib/server/holds/release-holds";
import { getSettings } from "@/lib/server/settings/business-settings";
import { now as clockNow } from "@/lib/server/clock";

const BATCH = 500;

/** Every minute: bookings whose 30-minute hold ran out unpaid are cancelled and their slots' holds cleared (the slots already read as free). */
export async function releaseLapsedHolds(now = clockNow()): Promise<number> {
  let total = 0;
  for (;;) {
    const released = await transaction((tx) => releaseExpiredHolds(tx, now, BATCH));
    total += released;
    if (released < BATCH) break;
  }
  if (total) await eventsRecorded();
  return total;
}

/**
 * Every minute: confirmed bookings whose slot has ended are marked complete,
 * each with its event, once the shop has had its grace for settling them
 * (Business settings' `settleGraceHours`; 0: at once) or at once when their
 * customer was checked in. (They already read as complete on the wire; an
 * admin may still mark one a no-show.) The confirmed bookings whose slot has
 * started are read from their own index (Booking_confirmed_slotStartsAt_idx),
 * each then joined to its slot: a busy shop's thousands of confirmed bookings
 * to come are never read, nor its million slots.
 */
export async function completeEndedBookings(now = clockNow()): Promise<number> {
  const graceEnded = new Date(now.getTime() - (await getSettings()).settleGraceHours * 3_600_000);
  let total = 0;
  for (;;) {
    const completed = await transaction(
      (tx) => tx.$executeRaw`
        WITH ended AS (
          UPDATE "Booking" SET status = 'complete', "updatedAt" = ${now}
          WHERE id IN (
            SELECT b.id FROM "Booking" b JOIN "Slot" s ON s.id = b."slotId"
            WHERE b.status = 'confirm' AND b."slotStartsAt" <= ${now} AND s."endsAt" <= ${now} AND (b."checkedInAt" IS NOT NULL OR s."endsAt" <= ${graceEnded})
            ORDER BY b."slotStartsAt" LIMIT ${BATCH} FOR NO KEY UPDATE OF b SKIP LOCKED
          )
          RETURNING id
        )
        INSERT INTO "DomainEvent" (id, type, "bookingId", "actorRole", payload, "occurredAt")
        SELECT gen_random_uuid(), 'booking.completed', ended.id, 'system', '{}'::jsonb, ${now} FROM ended`,
    );
    total += completed;
    if (completed < BATCH) break;
  }
  if (total) await eventsRecorded();
  return total;
}
