import type { Service, Slot } from "@/lib/generated/prisma/client";
import { centsToDollars } from "@/lib/format/money";
import { isoDateOf } from "@/lib/format/time";

export type SlotWireStatus = "available" | "booked" | "cancel";

/** A slot as the REST contract and the pages show it. */
export type SlotDto = {
  _id: string;
  service: { _id: string; name: string; duration: number; price: number };
  date: string;
  startTime: string;
  endTime: string;
  /** The old site's status field: 'booked' when no place is free (held ones included), 'cancel' when closed. */
  isBooked: SlotWireStatus;
  /** How many customers it takes at once. */
  capacity: number;
  /** How many places can still be booked now: the capacity left, at most the free bays that can do the service; 0 once started. */
  remaining: number;
  /** Until when a customer's payment holds it, when it is held. */
  heldUntil: string | null;
  startsAt: string;
  endsAt: string;
  /** Whether a customer can pick it now: a place free, not started. */
  bookable: boolean;
};

/** The end of a running payment hold on an available slot, if there is one. */
function activeHoldEnd(slot: Pick<Slot, "status" | "heldUntil">, now: Date): Date | null {
  return slot.status === "available" && slot.heldUntil && slot.heldUntil > now ? slot.heldUntil : null;
}

export function slotWireStatus(slot: Pick<Slot, "status" | "heldUntil">, now: Date): SlotWireStatus {
  return activeHoldEnd(slot, now) ? "booked" : slot.status;
}

/**
 * `free`: its places free now (remainingPlaces in lib/server/bays/occupancy.ts).
 * Without it, the slot's own summary is read: all its places, unless full or held.
 */
export function toSlotDto(slot: Slot & { service: Service }, now: Date, free?: number): SlotDto {
  const summary = slotWireStatus(slot, now);
  const places = summary === "available" ? (free ?? slot.capacity) : 0;
  const isBooked: SlotWireStatus = summary === "cancel" ? "cancel" : places > 0 ? "available" : "booked";
  return {
    _id: slot.id,
    service: {
      _id: slot.service.id,
      name: slot.service.name,
      duration: slot.service.duration,
      price: centsToDollars(slot.service.priceCents),
    },
    date: isoDateOf(slot.date),
    startTime: slot.startTime,
    endTime: slot.endTime,
    isBooked,
    capacity: slot.capacity,
    remaining: slot.startsAt > now ? places : 0,
    heldUntil: activeHoldEnd(slot, now)?.toISOString() ?? null,
    startsAt: slot.startsAt.toISOString(),
    endsAt: slot.endsAt.toISOString(),
    bookable: isBooked === "available" && slot.startsAt > now,
  };
}
