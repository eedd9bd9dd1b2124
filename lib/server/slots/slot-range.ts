import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { messages } from "@/lib/messages";
import { authorize } from "@/lib/policy/policy";
import { cancelBookingForSlot } from "@/lib/server/bookings/cancel-booking";
import { pagesShowing } from "@/lib/server/cache";
import { now as clockNow } from "@/lib/server/clock";
import { transaction } from "@/lib/server/database/transaction";
import { conflict, notFound } from "@/lib/errors";
import { operation } from "@/lib/server/operation";
import { slotRangeSchema, type SlotRangeInput } from "@/lib/validation/admin";

const adminSlotsText = messages.adminSlots;

export type SlotRangeResult = {
  /** Slots in the range that had not started. */
  slots: number;
  /** Of those, cancelled now (with `delete`: the ones that were ever booked and were not cancelled yet). */
  cancelled: number;
  deleted: number;
  /** Live bookings cancelled with them (customers told, paid ones refunded). */
  bookings: number;
};

/** The slots a range names: not started, of live services, on its days; with `cancel`, not cancelled already. */
function chosenSlots(range: SlotRangeInput, now: Date): Prisma.Sql {
  return Prisma.sql`
    SELECT s.id FROM "Slot" s JOIN "Service" v ON v.id = s."serviceId"
    WHERE NOT v."isDeleted" AND s.date BETWEEN ${range.from}::date AND ${range.to}::date AND s."startsAt" > ${now}
      ${range.service ? Prisma.sql`AND s."serviceId" = ${range.service}::uuid` : Prisma.empty}
      ${range.action === "cancel" ? Prisma.sql`AND s.status <> 'cancel'` : Prisma.empty}`;
}

/** A live booking: awaiting payment within its hold, or confirmed. */
const liveBooking = (now: Date) => Prisma.sql`(k.status = 'confirm' OR (k.status = 'pending' AND k."holdExpiresAt" > ${now}))`;

/**
 * `POST /api/slots/bulk` and Slot Management's 'Cancel or delete slots': every
 * slot not yet started on the chosen days (one service's, or all). Without
 * `confirm` nothing changes: a 409 says how many slots and bookings it would
 * touch (the form shows it as its confirm step). Confirmed, the slots are
 * closed first, under their row locks, so that nobody books them meanwhile;
 * `delete` removes those that never had a booking (a booking's history keeps
 * its slot) and cancels the rest. Then each live booking in them is cancelled
 * as an admin's cancellation with a refund (`cancelBookingForSlot`): the
 * customer is emailed and a paid booking refunded, as one by one.
 */
export const changeSlotRange = operation({ permission: "catalogue.manage", input: slotRangeSchema }, async (range, admin): Promise<SlotRangeResult> => {
  const now = clockNow();
  if (range.service && !(await db.service.findFirst({ where: { id: range.service, isDeleted: false }, select: { id: true } }))) throw notFound(messages.api.serviceNotFound);

  if (!range.confirm) {
    const [impact] = await db.$queryRaw<{ slots: number; bookings: number; paid: number }[]>`
      WITH chosen AS (${chosenSlots(range, now)})
      SELECT (SELECT count(*) FROM chosen)::int AS slots, count(k.id)::int AS bookings, (count(k.id) FILTER (WHERE k.payment = 'paid'))::int AS paid
      FROM "Booking" k WHERE k."slotId" IN (SELECT id FROM chosen) AND ${liveBooking(now)}`;
    if (impact.slots > 0) throw conflict(adminSlotsText.rangeImpact(range.action, impact.slots, impact.bookings, impact.paid));
    return { slots: 0, cancelled: 0, deleted: 0, bookings: 0 };
  }

  const changed = await transaction(async (tx) => {
    const slots = (await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Slot" WHERE id IN (${chosenSlots(range, now)}) ORDER BY id FOR UPDATE`).map((slot) => slot.id);
    if (slots.length === 0) return { slots, deleted: [] as string[], cancelled: 0, bookings: [] as string[] };
    const deleted =
      range.action === "delete"
        ? (await tx.$queryRaw<{ id: string }[]>`
            DELETE FROM "Slot" s WHERE s.id = ANY(${slots}::uuid[]) AND NOT EXISTS (SELECT 1 FROM "Booking" k WHERE k."slotId" = s.id) RETURNING s.id`).map((slot) => slot.id)
        : [];
    const cancelled = await tx.$executeRaw`UPDATE "Slot" SET status = 'cancel', "heldUntil" = NULL, "updatedAt" = ${now} WHERE id = ANY(${slots}::uuid[]) AND status <> 'cancel'`;
    const bookings = await tx.$queryRaw<{ id: string }[]>`SELECT k.id FROM "Booking" k WHERE k."slotId" = ANY(${slots}::uuid[]) AND ${liveBooking(now)} ORDER BY k.id`;
    return { slots, deleted, cancelled, bookings: bookings.map((booking) => booking.id) };
  });

  // The slots are closed now: no booking can take them again. Each live booking goes as one cancelled by hand does.
  if (changed.bookings.length > 0) authorize(admin, "bookings.manage");
  let bookings = 0;
  for (const id of changed.bookings) if (await cancelBookingForSlot(id, admin, range.reason || null)) bookings += 1;
  if (changed.slots.length > 0) {
    pagesShowing.slots();
    pagesShowing.bookings();
  }
  return { slots: changed.slots.length, cancelled: changed.cancelled, deleted: changed.deleted.length, bookings };
});
