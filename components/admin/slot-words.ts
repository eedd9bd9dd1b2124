"use client";

import { useMemo } from "react";
import type { DayPickerProps } from "react-day-picker";
import { calendarLanguage } from "@/components/ui/calendar-language";
import { useLocale } from "@/components/providers/locale-context";
import { useEnglishIn, useSection } from "@/components/providers/section-words-context";
import { useShop } from "@/components/shop/shop-context";
import type { Writing } from "@/lib/format/writing";
import { intlLocale as intlTagFor } from "@/lib/i18n/locales";
import { adminSlotsMessages } from "@/lib/messages/admin-slots";
import type { BayWords } from "@/lib/messages/bay-words";
import { baysMessages } from "@/lib/messages/bays";

type SlotsText = typeof adminSlotsMessages;

/** What the shop calls its bays (its bay label setting), in the admin's language. */
export function useAdminBayWords(): BayWords {
  const bays = useSection(baysMessages, "bays");
  return bays.words[useShop().bayLabel];
}

/** How an admin page writes dates, amounts and counts (lib/format/writing.ts): its language, with the shop's digits. */
export function useWriting(): Writing {
  const { locale, intlLocale } = useLocale();
  return useMemo(() => ({ locale, latinDigits: intlLocale === intlTagFor(locale, true) }), [locale, intlLocale]);
}

/**
 * Slot Management's words in the admin's language, and `say`: a message that reached the browser in
 * English (a shared zod schema's, fixed or made with values) in that language (useEnglishIn); else as it is.
 */
export function useSlotWords(): { text: SlotsText; say: (message: string) => string } {
  return { text: useSection(adminSlotsMessages, "adminSlots"), say: useEnglishIn() };
}

/** Each field's message of a failure (or a check) said in the admin's language. */
export const sayEach = (messages: Record<string, string>, say: (message: string) => string): Record<string, string> =>
  Object.fromEntries(Object.entries(messages).map(([field, message]) => [field, say(message)]));

/** The date picker (components/ui/calendar.tsx) in the page's language (calendarLanguage); English keeps the picker's own. */
export function usePickerLanguage(): Pick<DayPickerProps, "lang" | "formatters" | "labels"> {
  const { locale, intlLocale } = useLocale();
  const { text } = useSlotWords();
  return useMemo(() => calendarLanguage(locale, intlLocale, text.picker), [locale, intlLocale, text]);
}
