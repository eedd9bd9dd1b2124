import "server-only";
import { messages, type BayWords } from "@/lib/messages";
import type { Locale } from "@/lib/i18n/locales";
import { SECTION_OVERLAYS, sectionWordsIn } from "@/lib/i18n/section-overlays";
import { inLanguage, type SectionWords } from "@/lib/i18n/sections";
import { getSettings } from "@/lib/server/settings/business-settings";

type Messages = typeof messages;
export type SectionName = keyof Messages;

/** The words of the sections in `locale`, with the shop's digits (Business settings). */
export async function sectionWords(locale: Locale): Promise<SectionWords | null> {
  if (!SECTION_OVERLAYS[locale]) return null;
  return sectionWordsIn(locale, (await getSettings()).latinDigits);
}

/** A TypeScript section (`messages.bays`) in `locale`: the same shape, its messages in that language where it has them. */
export async function sectionIn<N extends SectionName>(locale: Locale, name: N): Promise<Messages[N]> {
  return inLanguage(messages[name], name, await sectionWords(locale));
}

/** Every TypeScript section in `locale` (`(await messagesIn(locale)).bays.title(words)`). */
export async function messagesIn(locale: Locale): Promise<Messages> {
  const words = await sectionWords(locale);
  return words ? (Object.fromEntries(Object.entries(messages).map(([name, section]) => [name, inLanguage(section, name, words)])) as Messages) : messages;
}


/** What the shop calls its bays (its bay label setting), in `locale`. */
export async function bayWordsIn(locale: Locale): Promise<BayWords> {
  const [bays, { bayLabel }] = await Promise.all([sectionIn(locale, "bays"), getSettings()]);
  return bays.words[bayLabel];
}
