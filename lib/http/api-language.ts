import "server-only";
import { messages } from "@/lib/messages";
import bnApi from "@/lib/messages/bn/api.json";
import { acceptedLocale } from "@/lib/i18n/negotiate";
import type { Locale } from "@/lib/i18n/locales";
import { sectionWordsIn } from "@/lib/i18n/section-overlays";
import { textIn } from "@/lib/i18n/sections";

type Tree = { readonly [key: string]: unknown };

/** The API's messages in other languages than English: the English sections' paths (`booking.slotTaken`) to their wording. */
const TRANSLATIONS: Partial<Record<Locale, Tree>> = { bn: bnApi };

/** Each fixed English message of the TypeScript sections (lib/messages/*.ts), to its path there: what the REST API says. */
function pathsOf(tree: Tree, prefix = "", into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") {
      if (!into.has(value)) into.set(value, path);
    } else if (value && typeof value === "object" && !Array.isArray(value)) pathsOf(value as Tree, path, into);
  }
  return into;
}

let englishPaths: Map<string, string> | null = null;

const lookUp = (tree: Tree, path: string): unknown => path.split(".").reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Tree)[key] : undefined), tree);

/**
 * The language an API call asked for: Bangla for `Accept-Language: bn` (a first language the site
 * offers); English otherwise, whatever the shop's default (the REST API answers in English unless asked).
 */
export function apiLocale(acceptLanguage: string | null): Locale {
  return acceptedLocale(acceptLanguage) ?? "en";
}

/**
 * A message of the REST API in `locale`: its translation where that language has one for this
 * fixed message (by its path in the English sections, lib/messages/<locale>/api.json, else in that
 * language's translation of the section, lib/messages/<locale>/sections), else as it is.
 * A message a section wrote with values (a count, a name) is said again by that language's template
 * (lib/messages/said.ts).
 */
export function apiText(english: string, locale: Locale): string {
  const translations = TRANSLATIONS[locale];
  if (!translations) return textIn(english, sectionWordsIn(locale));
  englishPaths ??= pathsOf(messages as unknown as Tree);
  const path = englishPaths.get(english);
  const translated = path ? lookUp(translations, path) : undefined;
  return typeof translated === "string" ? translated : textIn(english, sectionWordsIn(locale));
}

/** The paths of a translation file, for its test: each must name a fixed English message. */
export function translationPaths(locale: Locale): string[] {
  const leaves = (tree: Tree, prefix: string): string[] =>
    Object.entries(tree).flatMap(([key, value]) => (typeof value === "string" ? [`${prefix}${key}`] : leaves(value as Tree, `${prefix}${key}.`)));
  const tree = TRANSLATIONS[locale];
  return tree ? leaves(tree, "") : [];
}
export const englishMessageAt = (path: string): unknown => lookUp(messages as unknown as Tree, path);
