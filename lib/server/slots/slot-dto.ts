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
  /** The old site's status field. A slot held for a paying customer reads 'booked'. */
  isBooked: SlotWireStatus;
  /** Until when a customer's payment holds it, when it is held. */
  heldUntil: string | null;
  startsAt: string;
  endsAt: string;
  /** Whether a customer can pick it now: available, not held, not started. */
  bookable: boolean;
};

/** The end of a running payment hold on an available slot, if there is one. */
function activeHoldEnd(slot: Pick<Slot, "status" | "heldUntil">, now: Date): Date | null {
  return slot.status === "available" && slot.heldUntil && slot.heldUntil > now ? slot.heldUntil : null;
}

export function slotWireStatus(slot: Pick<Slot, "status" | "heldUntil">, now: Date): SlotWireStatus {
  return activeHoldEnd(slot, now) ? "booked" : slot.status;
}

export function toSlotDto(slot: Slot & { service: Service }, now: Date): SlotDto {
  const isBooked = slotWireStatus(slot, now);
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
    heldUntil: activeHoldEnd(slot, now)?.toISOString() ?? null,
    startsAt: slot.startsAt.toISOString(),
    endsAt: slot.endsAt.toISOString(),
    bookable: isBooked === "available" && slot.startsAt > now,
  };
}
