import "server-only";
import { db } from "@/lib/db";
import { remainingPlaces } from "@/lib/server/bays/occupancy";
import { businessTimeZone } from "@/lib/server/settings/business-settings";
import { messages } from "@/lib/messages";
import { notFound } from "@/lib/errors";
import { addDaysIso, isoDateOf, todayIn } from "@/lib/format/time";
import type { OpenDaysQuery } from "@/lib/validation/catalogue";
import { now as clockNow } from "@/lib/server/clock";

/**
 * A slot that can be booked now: available, not held for someone who is
 * paying, and still ahead. The same rule as a slot's `bookable`.
 */
const bookableNow = (now: Date) => ({ status: "available" as const, walkIn: false, startsAt: { gt: now }, OR: [{ heldUntil: null }, { heldUntil: { lte: now } }] });

/** Of these slots (in time order), those with a place free now: capacity left and an eligible bay free for their time (lib/server/bays/occupancy.ts). */
async function withFreePlaces<T extends { id: string }>(slots: T[], now: Date): Promise<T[]> {
  const free = await remainingPlaces(db, slots.map((slot) => slot.id), now);
  return slots.filter((slot) => (free.get(slot.id) ?? 0) > 0);
}

/**
 * The days of one month on which a live service has a slot that can be
 * booked now (business-local dates, in order), for the calendar to mark:
 * the month's slots in one query, their free places in another. A day whose
 * slots are open but whose bays are all taken (by any service) is not marked.
 */
export async function listOpenDays(query: OpenDaysQuery, now = clockNow()): Promise<string[]> {
  const month = query.month ?? todayIn(await businessTimeZone(), now).slice(0, 7);
  const service = await db.service.findFirst({ where: { id: query.service, isDeleted: false }, select: { id: true } });
  if (!service) throw notFound(messages.api.serviceNotFound);
  const first = `${month}-01`;
  const next = addDaysIso(`${month}-28`, 4).slice(0, 7);
  const slots = await db.slot.findMany({
    where: { serviceId: service.id, date: { gte: new Date(`${first}T00:00:00Z`), lt: new Date(`${next}-01T00:00:00Z`) }, ...bookableNow(now) },
    select: { id: true, date: true },
    orderBy: [{ date: "asc" }, { startsAt: "asc" }],
  });
  return [...new Set((await withFreePlaces(slots, now)).map((slot) => isoDateOf(slot.date)))];
}

/** How many upcoming slots `firstOpenDay` weighs at a time, and at most. */
const FIRST_OPEN_BATCH = 100;
const FIRST_OPEN_MAX = 2_000;

/** The first day from today on with a slot that can be booked now, or null when the service has none. */
export async function firstOpenDay(serviceId: string, now = clockNow()): Promise<string | null> {
  for (let skip = 0; skip < FIRST_OPEN_MAX; skip += FIRST_OPEN_BATCH) {
    const slots = await db.slot.findMany({
      where: { serviceId, ...bookableNow(now) },
      orderBy: [{ startsAt: "asc" }, { id: "asc" }],
      select: { id: true, date: true },
      skip,
      take: FIRST_OPEN_BATCH,
    });
    const [open] = await withFreePlaces(slots, now);
    if (open) return isoDateOf(open.date);
    if (slots.length < FIRST_OPEN_BATCH) return null;
  }
  return null;
}

/** Of these live services, the ones with no slot that can be booked now (Service Management warns about them). */
export async function servicesWithoutOpenSlots(serviceIds: string[], now = clockNow()): Promise<Set<string>> {
  if (serviceIds.length === 0) return new Set();
  const open = await db.slot.findMany({ where: { serviceId: { in: serviceIds }, ...bookableNow(now) }, distinct: ["serviceId"], select: { serviceId: true } });
  const withSlots = new Set(open.map((slot) => slot.serviceId));
  return new Set(serviceIds.filter((id) => !withSlots.has(id)));
}

/** How many live services have no slot that can be booked now. */
export async function countServicesWithoutOpenSlots(now = clockNow()): Promise<number> {
  const live = await db.service.findMany({ where: { isDeleted: false }, select: { id: true } });
  return (await servicesWithoutOpenSlots(live.map((service) => service.id), now)).size;
}
