import "server-only";
import { db } from "@/lib/db";
import { messages } from "@/lib/messages";
import { notFound } from "@/lib/errors";
import { remainingPlaces } from "@/lib/server/bays/occupancy";
import { toSlotDto, type SlotDto } from "./slot-dto";
import { now as clockNow } from "@/lib/server/clock";

/** One slot with its service's name, duration and price; slots of removed services are not found. */
export async function getSlot(id: string, now = clockNow()): Promise<SlotDto> {
  const slot = await db.slot.findFirst({ where: { id, service: { isDeleted: false } }, include: { service: true } });
  if (!slot) throw notFound(messages.api.slotNotFound);
  const free = await remainingPlaces(db, [slot.id], now);
  return toSlotDto(slot, now, free.get(slot.id));
}
