import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { messages } from "@/lib/messages";
import { remainingPlaces } from "@/lib/server/bays/occupancy";
import { pagesShowing } from "@/lib/server/cache";
import { now as clockNow } from "@/lib/server/clock";
import { isUniqueViolation } from "@/lib/server/database/prisma-errors";
import { transaction, transactionRetryingDeadlocks } from "@/lib/server/database/transaction";
import { conflict, notFound } from "@/lib/errors";
import { knownClientAddress } from "@/lib/server/client-address";
import { eventActor, eventsRecorded } from "@/lib/server/events/record-event";
import { releaseHold } from "@/lib/server/holds/release-holds";
import { operation, recordOperation } from "@/lib/server/operation";
import { toSlotDto, type SlotDto } from "@/lib/server/slots/slot-dto";
import { quoteOrder, readOrder, slotMinutes } from "@/lib/server/vehicles/quote";
import { waitlistJoinSchema } from "@/lib/validation/vehicles";
import { offerFreedPlaces, slotsWithWaitlist } from "./offers";

const waitlistText = messages.waitlist;

/** A customer's place on a slot's waitlist, as the REST API and My Bookings show it. */
export type WaitlistDto = {
  _id: string;
  slot: SlotDto;
  /** 'waiting', or 'offered' (a place is held for them until `offer.holdExpiresAt`). */
  state: "waiting" | "offered";
  /** 1 for the first in line (while waiting). */
  position: number | null;
  /** The held place, while offered: the booking to pay for, and until when. */
  offer: { booking: string; holdExpiresAt: string } | null;
  createdAt: string;
};

const entryInclude = { slot: { include: { service: true } }, booking: true } satisfies Prisma.WaitlistEntryInclude;
type EntryRow = Prisma.WaitlistEntryGetPayload<{ include: typeof entryInclude }>;

async function toDtos(entries: EntryRow[], now: Date): Promise<WaitlistDto[]> {
  const free = await remainingPlaces(db, entries.map((entry) => entry.slotId), now);
  const ahead = await Promise.all(
    entries.map((entry) => (entry.state === "waiting" ? db.waitlistEntry.count({ where: { slotId: entry.slotId, state: "waiting", createdAt: { lt: entry.createdAt } } }) : Promise.resolve(-1))),
  );
  return entries.map((entry, index) => {
    const offered = entry.state === "offered" && entry.booking?.status === "pending" && entry.booking.holdExpiresAt && entry.booking.holdExpiresAt > now;
    return {
      _id: entry.id,
      slot: toSlotDto(entry.slot, now, free.get(entry.slotId)),
      state: offered ? "offered" : "waiting",
      position: ahead[index] >= 0 ? ahead[index] + 1 : null,
      offer: offered ? { booking: entry.booking!.id, holdExpiresAt: entry.booking!.holdExpiresAt!.toISOString() } : null,
      createdAt: entry.createdAt.toISOString(),
    };
  });
}

/** How many slots one customer may wait for at once: each wait may become a held place. */
export const MAX_WAITLISTS_PER_CUSTOMER = 3;

/**
 * `POST /api/slots/{id}/waitlist`: the customer waits for a place in a full
 * slot. Refused (409) when the slot has a place free for them (book it
 * instead), when they already hold a place in it, already wait for it, or
 * already wait for MAX_WAITLISTS_PER_CUSTOMER slots (counted under the
 * customer's row lock, so joins at once cannot pass it together). Where
 * they joined from is kept: a place offered to them is held from there.
 */
export const joinWaitlist = recordOperation({ permission: "waitlist.own", input: waitlistJoinSchema.optional() }, async (slotId, choice = {}, customer): Promise<WaitlistDto> => {
  const now = clockNow();
  const slot = await db.slot.findFirst({ where: { id: slotId, service: { isDeleted: false } } });
  if (!slot) throw notFound(messages.api.slotNotFound);
  if (slot.status === "cancel" || slot.startsAt <= now) throw conflict(waitlistText.slotClosed);
  // The car is checked as a booking's would be (a class the service offers, their own vehicle, add-ons it takes): refused now, not when a place frees.
  const order = await readOrder(db, { ...choice, serviceId: slot.serviceId, customerId: customer.id });
  quoteOrder(order, slotMinutes(slot));
  const own = await db.booking.count({ where: { slotId, customerId: customer.id, OR: [{ status: "confirm" }, { status: "pending", holdExpiresAt: { gt: now } }] } });
  if (own > 0) throw conflict(waitlistText.alreadyHoldPlace);
  if (((await remainingPlaces(db, [slotId], now)).get(slotId) ?? 0) > 0) throw conflict(waitlistText.placeFree);
  const clientAddress = await knownClientAddress();
  let id: string;
  try {
    id = await transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${customer.id}::uuid FOR NO KEY UPDATE`;
      const waits = await tx.waitlistEntry.count({ where: { customerId: customer.id, state: { in: ["waiting", "offered"] }, slot: { startsAt: { gt: now } } } });
      if (waits >= MAX_WAITLISTS_PER_CUSTOMER) throw conflict(waitlistText.tooManyWaitlists(MAX_WAITLISTS_PER_CUSTOMER));
      const car = { vehicleClassId: order.vehicleClass.isDefault ? null : order.vehicleClass.id, vehicleId: order.vehicleId, addOnIds: order.addOns.map((addOn) => addOn.id) };
      return (await tx.waitlistEntry.create({ data: { slotId, customerId: customer.id, clientAddress, ...car } })).id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(waitlistText.alreadyWaiting);
    throw error;
  }
  pagesShowing.bookings();
  const [dto] = await toDtos([await db.waitlistEntry.findUniqueOrThrow({ where: { id }, include: entryInclude })], now);
  return dto;
});

/**
 * `DELETE /api/slots/{id}/waitlist`: the customer stops waiting. A place
 * held for them from the waitlist is given up too, and passes to the next.
 */
export const leaveWaitlist = recordOperation({ permission: "waitlist.own" }, async (slotId, _input, customer): Promise<WaitlistDto> => {
  const now = clockNow();
  const entry = await db.waitlistEntry.findFirst({ where: { slotId, customerId: customer.id, state: { in: ["waiting", "offered"] } }, include: entryInclude });
  if (!entry) throw notFound(waitlistText.notWaiting);
  const [dto] = await toDtos([entry], now);
  await transactionRetryingDeadlocks(async (tx) => {
    const left = await tx.waitlistEntry.updateMany({ where: { id: entry.id, state: { in: ["waiting", "offered"] } }, data: { state: "left" } });
    if (left.count === 0) throw notFound(waitlistText.notWaiting);
    if (entry.bookingId && entry.booking?.status === "pending" && !entry.booking.paymentSessionId) {
      await releaseHold(tx, entry.bookingId, now, { actor: eventActor(customer), cause: "customer" });
      await offerFreedPlaces(tx, slotId, now);
    }
  });
  await eventsRecorded();
  pagesShowing.bookings();
  return dto;
});

/** `GET /api/my-waitlist` and My Bookings: the slots the customer waits for (or has a place offered in), soonest first. */
export const listMyWaitlist = operation({ permission: "waitlist.own" }, async (_input, customer): Promise<WaitlistDto[]> => {
  const now = clockNow();
  const entries = await db.waitlistEntry.findMany({
    where: { customerId: customer.id, state: { in: ["waiting", "offered"] }, slot: { startsAt: { gt: now } } },
    include: entryInclude,
    orderBy: [{ slot: { startsAt: "asc" } }, { createdAt: "asc" }],
    take: 100,
  });
  // An offer that was paid for (or dropped) is no longer a wait, even before the sweep says so.
  return toDtos(entries.filter((entry) => entry.state === "waiting" || entry.booking?.status === "pending"), now);
});

/**
 * Every minute (with the release of holds that ran out): every waitlist with
 * a place free is offered it, a slot at a time. The relay offers freed places
 * as they free (offers.ts, offerChangedSlots); this catches the rest.
 */
export async function sweepWaitlists(): Promise<number> {
  let offered = 0;
  for (const slotId of await slotsWithWaitlist(db, clockNow())) offered += await transactionRetryingDeadlocks((tx) => offerFreedPlaces(tx, slotId, clockNow()));
  if (offered) await eventsRecorded();
  return offered;
}
