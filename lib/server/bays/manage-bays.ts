import "server-only";
import { db } from "@/lib/db";
import type { Bay, Prisma } from "@/lib/generated/prisma/client";
import { messages } from "@/lib/messages";
import { pagesShowing } from "@/lib/server/cache";
import { now as clockNow } from "@/lib/server/clock";
import { transaction } from "@/lib/server/database/transaction";
import { conflict, invalid, notFound } from "@/lib/errors";
import { operation, recordOperation } from "@/lib/server/operation";
import { bayInputSchema, bayUpdateSchema } from "@/lib/validation/bays";
import { eventsRecorded, slotsChanged } from "@/lib/server/events/record-event";
import { bayWords } from "@/lib/server/settings/business-settings";

const baysText = messages.bays;

/** A bay as the REST API and the Bays page show it. */
export type BayDto = {
  _id: string;
  name: string;
  active: boolean;
  /** Whether it can do every service; otherwise only `services`. */
  allServices: boolean;
  services: string[];
  position: number;
  createdAt: string;
  updatedAt: string;
};

export function toBayDto(bay: Bay): BayDto {
  return {
    _id: bay.id,
    name: bay.name,
    active: bay.active,
    allServices: bay.allServices,
    services: bay.allServices ? [] : bay.serviceIds,
    position: bay.position,
    createdAt: bay.createdAt.toISOString(),
    updatedAt: bay.updatedAt.toISOString(),
  };
}

/** The bays in their order (the calendar's columns). */
export async function allBays(): Promise<Bay[]> {
  return db.bay.findMany({ orderBy: [{ position: "asc" }, { createdAt: "asc" }, { id: "asc" }] });
}

/** How many active bays can do a service. */
export async function baysForService(serviceId: string, client: Prisma.TransactionClient = db): Promise<number> {
  return client.bay.count({ where: { active: true, OR: [{ allServices: true }, { serviceIds: { has: serviceId } }] } });
}

/** The listed services must exist and be live; each is named once. */
async function checkedServices(ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await db.service.count({ where: { id: { in: unique }, isDeleted: false } });
  if (found !== unique.length) throw invalid(baysText.unknownServices, [{ field: "services", message: baysText.unknownServices }]);
  return unique;
}

/** `GET /api/bays` and the Bays page. */
export const listBays = operation({ permission: "bays.manage" }, async (): Promise<BayDto[]> => (await allBays()).map(toBayDto));

/** `POST /api/bays` and 'Add a bay': placed after the others. */
export const createBay = operation({ permission: "bays.manage", input: bayInputSchema }, async (input): Promise<BayDto> => {
  const services = input.allServices ? [] : await checkedServices(input.services);
  const last = await db.bay.aggregate({ _max: { position: true } });
  const bay = await db.bay.create({
    data: { name: input.name, active: input.active, allServices: input.allServices, serviceIds: services, position: (last._max.position ?? -1) + 1 },
  });
  pagesShowing.slots();
  return toBayDto(bay);
});

/**
 * Upcoming live bookings of a bay (awaiting payment within their hold, or
 * confirmed, and not yet over), optionally only those of services outside a
 * list. Read after the bay's row is locked, so that a booking taking the bay
 * at that moment (it locks the row to share) is counted or refused.
 */
async function upcomingBookings(tx: Prisma.TransactionClient, bayId: string, now: Date, outside?: string[]): Promise<number> {
  return tx.booking.count({
    where: {
      bayId,
      occupiedUntil: { gt: now },
      OR: [{ status: "confirm" }, { status: "pending", holdExpiresAt: { gt: now } }],
      ...(outside && { serviceId: { notIn: outside } }),
    },
  });
}

/**
 * `PUT /api/bays/{id}` and the Bays page. A bay may not be made inactive, nor
 * stop doing a service, while it holds upcoming bookings that this would
 * strand (409 saying how many).
 */
export const updateBay = recordOperation({ permission: "bays.manage", input: bayUpdateSchema }, async (id, update, admin): Promise<BayDto> => {
  const now = clockNow();
  const listed = update.services === undefined ? undefined : await checkedServices(update.services);
  // Read before the transaction: a settings reload inside it would wait for a second pooled connection while holding the bay's lock.
  const words = await bayWords();
  const bay = await transaction(async (tx) => {
    const locked = await tx.$queryRaw<Bay[]>`SELECT * FROM "Bay" WHERE id = ${id}::uuid FOR UPDATE`;
    if (locked.length === 0) throw notFound(baysText.notFound);
    const current = locked[0];
    const allServices = update.allServices ?? current.allServices;
    const serviceIds = allServices ? [] : (listed ?? current.serviceIds);
    if (!allServices && serviceIds.length === 0) throw invalid(baysText.servicesRequired, [{ field: "services", message: baysText.servicesRequired }]);
    if (update.active === false && current.active) {
      const holding = await upcomingBookings(tx, id, now);
      if (holding > 0) throw conflict(baysText.holdsBookings(words, holding));
    } else if (!allServices) {
      const stranded = await upcomingBookings(tx, id, now, serviceIds);
      if (stranded > 0) throw conflict(baysText.holdsBookings(words, stranded));
    }
    const updated = await tx.bay.update({
      where: { id },
      data: { ...(update.name !== undefined && { name: update.name }), ...(update.active !== undefined && { active: update.active }), allServices, serviceIds },
    });
    // A bay back in service (or doing more services) may free places that people wait for.
    if (updated.active) await slotsChanged(tx, admin, { change: "bay", slotId: null }, now);
    return updated;
  });
  pagesShowing.slots();
  if (bay.active) await eventsRecorded();
  return toBayDto(bay);
});

/** `DELETE /api/bays/{id}`: refused while it holds upcoming bookings; its past bookings keep their history, without it. */
export const deleteBay = recordOperation({ permission: "bays.manage" }, async (id): Promise<BayDto> => {
  const now = clockNow();
  const words = await bayWords();
  const bay = await transaction(async (tx) => {
    const locked = await tx.$queryRaw<Bay[]>`SELECT * FROM "Bay" WHERE id = ${id}::uuid FOR UPDATE`;
    if (locked.length === 0) throw notFound(baysText.notFound);
    const holding = await upcomingBookings(tx, id, now);
    if (holding > 0) throw conflict(baysText.holdsBookings(words, holding));
    return tx.bay.delete({ where: { id } });
  });
  pagesShowing.slots();
  return toBayDto(bay);
});
