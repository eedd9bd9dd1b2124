import "server-only";
import { messages, type BayWords } from "@/lib/messages";
import { intlLocale, type Locale } from "@/lib/i18n/locales";
import { API_OVERLAYS, SECTION_OVERLAYS } from "@/lib/i18n/section-overlays";
import { collectWords, inLanguage, textIn, type Overlay, type SectionWords } from "@/lib/i18n/sections";
import { getSettings } from "@/lib/server/settings/business-settings";

type Messages = typeof messages;
export type SectionName = keyof Messages;

const built = new Map<string, SectionWords | null>();

/**
 * A language's words for the TypeScript sections (lib/i18n/sections.ts), with the shop's digits: null
 * for English (the sections themselves) and for a language that translates none.
 */
export function sectionWordsIn(locale: Locale, latinDigits = false): SectionWords | null {
  const key = `${locale}:${latinDigits}`;
  if (built.has(key)) return built.get(key) ?? null;
  const overlays = SECTION_OVERLAYS[locale];
  let words: SectionWords | null = null;
  if (overlays) {
    const into = { strings: {} as Record<string, string>, templates: {} as Record<string, string> };
    for (const [name, section] of Object.entries(messages)) collectWords(section, overlays[name], name, into);
    // What a section's own file does not say, the REST API's translations may (a field's message).
    const api = API_OVERLAYS[locale];
    for (const [name, section] of Object.entries(messages)) collectWords(section, api?.[name] as Overlay | undefined, name, into);
    words = { intlTag: intlLocale(locale, latinDigits), ...into };
  }
  built.set(key, words);
  return words;
}

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

/** A fixed English message (a refusal, a field's message) in `locale`, else as it is. */
export async function englishIn(locale: Locale, english: string): Promise<string> {
  return textIn(english, await sectionWords(locale));
}

/** What the shop calls its bays (its bay label setting), in `locale`. */
export async function bayWordsIn(locale: Locale): Promise<BayWords> {
  const [bays, { bayLabel }] = await Promise.all([sectionIn(locale, "bays"), getSettings()]);
  return bays.words[bayLabel];
}
