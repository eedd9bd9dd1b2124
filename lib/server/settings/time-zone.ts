import "server-only";
import { businessInstant, isoDateOf } from "@/lib/format/time";
import { messages } from "@/lib/messages";
import { isExclusionViolation } from "@/lib/server/database/prisma-errors";
import type { Tx } from "@/lib/server/database/transaction";
import { conflict } from "@/lib/errors";
import { recordEvents, slotRef, type EventActor } from "@/lib/server/events/record-event";

/**
 * A new time zone for the shop. A slot's date and 'HH:MM' times are the
 * shop's local time and its instants are stored beside them; when the zone
 * changes, the slots not yet started keep their dates and times, and their
 * instants (and those of the bookings in them) are computed again in the new
 * zone, in the transaction that saves the setting. Each live booking in them
 * records `booking.retimed`, from which the relay plans its reminders for the
 * new instant (the old ones are skipped when their moment comes: they were
 * for another start).
 */

/** What a new time zone would move: the slots not yet started, and the live bookings in them. */
export async function timeZoneImpact(tx: Tx, now: Date): Promise<{ slots: number; bookings: number }> {
  const [impact] = await tx.$queryRaw<{ slots: number; bookings: number }[]>`
    SELECT (SELECT count(*) FROM "Slot" WHERE "startsAt" > ${now})::int AS slots,
      (SELECT count(*) FROM "Booking" k JOIN "Slot" s ON s.id = k."slotId"
        WHERE s."startsAt" > ${now} AND (k.status = 'confirm' OR (k.status = 'pending' AND k."holdExpiresAt" > ${now})))::int AS bookings`;
  return impact;
}

type SlotRow = { id: string; date: Date; startTime: string; endTime: string; startsAt: Date; endsAt: Date };
type BookingRow = { id: string; slotId: string; status: string; holdExpiresAt: Date | null; occupiedFrom: Date | null; occupiedUntil: Date | null };

/** Moves the schedule not yet started to `timeZone` (see above); returns how many live bookings it moved. */
export async function moveScheduleToTimeZone(tx: Tx, change: { from: string; to: string; by: EventActor; now: Date }): Promise<number> {
  const { now } = change;
  const slots = await tx.$queryRaw<SlotRow[]>`
    SELECT id, date, "startTime", "endTime", "startsAt", "endsAt" FROM "Slot" WHERE "startsAt" > ${now} ORDER BY id FOR UPDATE`;
  if (slots.length === 0) return 0;
  const original = new Map(slots.map((slot) => [slot.id, slot]));
  const moved = new Map(
    slots.map((slot) => {
      const date = isoDateOf(slot.date);
      return [slot.id, { ...slot, startsAt: businessInstant(date, slot.startTime, change.to), endsAt: businessInstant(date, slot.endTime, change.to) }];
    }),
  );
  const bookings = await tx.$queryRaw<BookingRow[]>`
    SELECT id, "slotId", status, "holdExpiresAt", "occupiedFrom", "occupiedUntil" FROM "Booking" WHERE "slotId" = ANY(${[...moved.keys()]}::uuid[]) ORDER BY id FOR UPDATE`;
  // A booking occupies its bay from its slot's start to its end plus its service's cleanup: that stays as it was.
  const occupied = bookings.flatMap((booking) => {
    if (!booking.occupiedFrom || !booking.occupiedUntil) return [];
    const before = original.get(booking.slotId)!;
    const after = moved.get(booking.slotId)!;
    return [{ id: booking.id, from: shifted(booking.occupiedFrom, before.startsAt, after.startsAt), until: shifted(booking.occupiedUntil, before.endsAt, after.endsAt) }];
  });

  const write = async () => {
    const rows = [...moved.values()];
    await tx.$executeRaw`
      UPDATE "Slot" s SET "startsAt" = given."startsAt", "endsAt" = given."endsAt", "updatedAt" = ${now}
      FROM unnest(${rows.map((slot) => slot.id)}::uuid[], ${rows.map((slot) => slot.startsAt.toISOString())}::timestamptz[], ${rows.map((slot) => slot.endsAt.toISOString())}::timestamptz[])
        AS given(id, "startsAt", "endsAt")
      WHERE s.id = given.id`;
    if (occupied.length === 0) return;
    await tx.$executeRaw`
      UPDATE "Booking" k SET "occupiedFrom" = given."from", "occupiedUntil" = given."until", "updatedAt" = ${now}
      FROM unnest(${occupied.map((row) => row.id)}::uuid[], ${occupied.map((row) => row.from.toISOString())}::timestamptz[], ${occupied.map((row) => row.until.toISOString())}::timestamptz[])
        AS given(id, "from", "until")
      WHERE k.id = given.id`;
  };
  // No two slots of a service, and no two live bookings of a bay, overlap (exclusion constraints checked
  // row by row): a slot moved onto the old time of one not moved yet is refused though both end apart.
  // Then the moved times are first emptied (an empty range overlaps nothing) and set again.
  await tx.$executeRaw`SAVEPOINT move_schedule`;
  try {
    await write();
    await tx.$executeRaw`RELEASE SAVEPOINT move_schedule`;
  } catch (error) {
    if (!isExclusionViolation(error)) throw error;
    await tx.$executeRaw`ROLLBACK TO SAVEPOINT move_schedule`;
    await tx.$executeRaw`UPDATE "Slot" SET "endsAt" = "startsAt" WHERE id = ANY(${[...moved.keys()]}::uuid[])`;
    if (occupied.length) await tx.$executeRaw`UPDATE "Booking" SET "occupiedUntil" = "occupiedFrom" WHERE id = ANY(${occupied.map((row) => row.id)}::uuid[])`;
    try {
      await write();
    } catch (again) {
      // Two of them would really overlap in the new zone (around a daylight-saving change, say).
      if (isExclusionViolation(again)) throw conflict(messages.settings.timeZoneOverlap(change.to));
      throw again;
    }
  }

  const live = bookings.filter((booking) => booking.status === "confirm" || (booking.status === "pending" && booking.holdExpiresAt && booking.holdExpiresAt > now));
  await recordEvents(
    tx,
    live.map((booking) => ({
      type: "booking.retimed" as const,
      bookingId: booking.id,
      actor: change.by,
      payload: { from: slotRef(original.get(booking.slotId)!), to: slotRef(moved.get(booking.slotId)!), timeZone: change.to, previousTimeZone: change.from },
      at: now,
    })),
  );
  return live.length;
}

/** `instant` moved as far as `before` moved to `after`. */
const shifted = (instant: Date, before: Date, after: Date) => new Date(instant.getTime() + (after.getTime() - before.getTime()));
