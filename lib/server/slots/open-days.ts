import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/config/env";
import { messages } from "@/lib/messages";
import { notFound } from "@/lib/server/errors";
import { addDaysIso, isoDateOf, todayIn } from "@/lib/format/time";
import type { OpenDaysQuery } from "@/lib/validation/catalogue";

/**
 * A slot that can be booked now: available, not held for someone who is
 * paying, and still ahead. The same rule as a slot's `bookable`.
 */
const bookableNow = (now: Date) => ({ status: "available" as const, startsAt: { gt: now }, OR: [{ heldUntil: null }, { heldUntil: { lte: now } }] });

/**
 * The days of one month on which a live service has a slot that can be
 * booked now (business-local dates, in order), for the calendar to mark:
 * one query per month shown.
 */
export async function listOpenDays(query: OpenDaysQuery, now = new Date()): Promise<string[]> {
  const month = query.month ?? todayIn(env().BUSINESS_TIMEZONE, now).slice(0, 7);
  const service = await db.service.findFirst({ where: { id: query.service, isDeleted: false }, select: { id: true } });
  if (!service) throw notFound(messages.api.serviceNotFound);
  const first = `${month}-01`;
  const next = addDaysIso(`${month}-28`, 4).slice(0, 7);
  const days = await db.slot.findMany({
    where: { serviceId: service.id, date: { gte: new Date(`${first}T00:00:00Z`), lt: new Date(`${next}-01T00:00:00Z`) }, ...bookableNow(now) },
    distinct: ["date"],
    select: { date: true },
    orderBy: { date: "asc" },
  });
  return days.map((day) => isoDateOf(day.date));
}

/** The first day from today on with a slot that can be booked now, or null when the service has none. */
export async function firstOpenDay(serviceId: string, now = new Date()): Promise<string | null> {
  const slot = await db.slot.findFirst({ where: { serviceId, ...bookableNow(now) }, orderBy: { startsAt: "asc" }, select: { date: true } });
  return slot ? isoDateOf(slot.date) : null;
}

/** Of these live services, the ones with no slot that can be booked now (Service Management warns about them). */
export async function servicesWithoutOpenSlots(serviceIds: string[], now = new Date()): Promise<Set<string>> {
  if (serviceIds.length === 0) return new Set();
  const open = await db.slot.findMany({ where: { serviceId: { in: serviceIds }, ...bookableNow(now) }, distinct: ["serviceId"], select: { serviceId: true } });
  const withSlots = new Set(open.map((slot) => slot.serviceId));
  return new Set(serviceIds.filter((id) => !withSlots.has(id)));
}

/** How many live services have no slot that can be booked now. */
export async function countServicesWithoutOpenSlots(now = new Date()): Promise<number> {
  const live = await db.service.findMany({ where: { isDeleted: false }, select: { id: true } });
  return (await servicesWithoutOpenSlots(live.map((service) => service.id), now)).size;
}
