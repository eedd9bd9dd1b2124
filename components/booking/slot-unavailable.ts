import { slotUnavailableMessages } from "@/lib/messages/slot-picker";
import type { SlotDto } from "@/lib/server/slots/slot-dto";

/** Why a slot cannot be chosen: a word the slot shows, and the reason (its name and tooltip) that begins with it. */
export type Unavailable = { word: string; reason: string };

/** The words of why, in the page's language (unavailableWords, from the catalogue's `service.unavailable`). */
export type UnavailableWords = Record<keyof typeof slotUnavailableMessages, string>;

/** A slot as the slot picker shows it: with why it cannot be chosen, when it cannot. */
export type PickerSlot = SlotDto & { unavailable: Unavailable | null };

/** Why this slot cannot be chosen now, or null when it can; in English unless given the page's words. */
export function unavailableBecause(slot: SlotDto, words: UnavailableWords = slotUnavailableMessages): Unavailable | null {
  if (slot.bookable) return null;
  if (slot.isBooked === "cancel") return { word: words.cancelledWord, reason: words.cancelledReason };
  // Every place taken, some by customers still paying: a hold that runs out frees its place.
  if (slot.heldUntil) return { word: words.heldWord, reason: words.heldReason };
  if (slot.isBooked === "booked") return { word: words.fullWord, reason: words.fullReason };
  return { word: words.startedWord, reason: words.startedReason };
}

/** The day's slots for the picker (worded on the server, so that the page's script carries none of it). */
export const pickerSlots = (slots: SlotDto[], words?: UnavailableWords): PickerSlot[] => slots.map((slot) => ({ ...slot, unavailable: unavailableBecause(slot, words) }));
