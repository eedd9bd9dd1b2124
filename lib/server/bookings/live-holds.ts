import "server-only";
import { db } from "@/lib/db";
import { now as clockNow } from "@/lib/server/clock";
import { operation } from "@/lib/server/operation";
import { liveHoldsQuerySchema } from "@/lib/validation/booking";
import { bookingInclude, toBookingDto, type BookingDto } from "./booking-dto";
import { bookingRules } from "./notice";

/** A booking awaiting payment within its hold, as the shop sees it to judge whether it is genuine. */
export type LiveHoldDto = BookingDto & {
  /** Where the hold was asked from (null: unknown, or made before addresses were kept). */
  clientAddress: string | null;
  /** How many places its customer holds now, this one included. */
  customerHolds: number;
  /** How many places are held from its address now, whatever the accounts (null without an address). */
  addressHolds: number | null;
  /** A place offered from the waitlist (not asked for by booking). */
  offered: boolean;
};

/**
 * `GET /api/bookings/holds` and the Holds page (admin): every live hold, the
 * busiest address first, then the busiest customer, then the soonest to run
 * out; so that holds taken to block the schedule stand at the top, to be
 * released (docs/abuse.md).
 */
export const listLiveHolds = operation({ permission: "bookings.manage", input: liveHoldsQuerySchema }, async (query): Promise<{ holds: LiveHoldDto[]; total: number }> => {
  const now = clockNow();
  const rows = await db.$queryRaw<{ id: string; customerHolds: number; addressHolds: number | null; total: number }[]>`
    WITH live AS (
      SELECT id, "holdExpiresAt",
             count(*) OVER (PARTITION BY "customerId")::int AS "customerHolds",
             CASE WHEN "clientAddress" IS NULL THEN NULL ELSE count(*) OVER (PARTITION BY "clientAddress")::int END AS "addressHolds"
      FROM "Booking" WHERE status = 'pending' AND "holdExpiresAt" > ${now}
    )
    SELECT id, "customerHolds", "addressHolds", count(*) OVER ()::int AS total FROM live
    ORDER BY "addressHolds" DESC NULLS LAST, "customerHolds" DESC, "holdExpiresAt", id
    LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`;
  const bookings = await db.booking.findMany({ where: { id: { in: rows.map((row) => row.id) } }, include: { ...bookingInclude, offer: { select: { id: true } } } });
  const byId = new Map(bookings.map((booking) => [booking.id, booking]));
  const rules = await bookingRules();
  const holds = rows.flatMap((row) => {
    const booking = byId.get(row.id);
    if (!booking) return [];
    return [{ ...toBookingDto(booking, now, rules), clientAddress: booking.clientAddress, customerHolds: row.customerHolds, addressHolds: row.addressHolds, offered: booking.offer !== null }];
  });
  // Past the last page there are no rows to carry the count.
  const total = rows[0]?.total ?? (await db.booking.count({ where: { status: "pending", holdExpiresAt: { gt: now } } }));
  return { holds, total };
});
