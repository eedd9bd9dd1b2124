import { serviceMessages } from "@/lib/messages/service";
import type { SlotDto } from "@/lib/server/slots/slot-dto";

const serviceText = serviceMessages;

/** Why a slot cannot be chosen: a word the slot shows, and the reason (its name and tooltip) that begins with it. */
export type Unavailable = { word: string; reason: string };

/** A slot as the slot picker shows it: with why it cannot be chosen, when it cannot. */
export type PickerSlot = SlotDto & { unavailable: Unavailable | null };

/** Why this slot cannot be chosen now, or null when it can. */
export function unavailableBecause(slot: SlotDto): Unavailable | null {
  if (slot.bookable) return null;
  if (slot.isBooked === "cancel") return { word: serviceText.cancelledWord, reason: serviceText.cancelledReason };
  // Every place taken, some by customers still paying: a hold that runs out frees its place.
  if (slot.heldUntil) return { word: serviceText.heldWord, reason: serviceText.heldReason };
  if (slot.isBooked === "booked") return { word: serviceText.fullWord, reason: serviceText.fullReason };
  return { word: serviceText.startedWord, reason: serviceText.startedReason };
}

/** The day's slots for the picker (worded on the server, so that the page's script carries none of it). */
export const pickerSlots = (slots: SlotDto[]): PickerSlot[] => slots.map((slot) => ({ ...slot, unavailable: unavailableBecause(slot) }));
