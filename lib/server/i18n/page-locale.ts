import "server-only";
import { notFound } from "next/navigation";
import type { NamespaceKeys, NestedKeyOf } from "use-intl/core";
import { getSettings } from "@/lib/server/settings/business-settings";
import { languageAlternates } from "@/lib/i18n/alternates";
import type { Catalogue } from "@/lib/i18n/catalogue";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { FORWARDED_SEGMENTS, SHOP_DEFAULT_SEGMENT } from "@/lib/i18n/rewrites";
import { translator } from "@/lib/i18n/translate";

/**
 * A page's language, from its `[locale]` segment (app/[locale]): 'en', 'bn', or `default` for the shop's
 * default language (a visitor who chose none and whose browser asks for none the site offers).
 * Any other segment is not a page.
 */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (isLocale(locale)) return locale;
  if (locale === SHOP_DEFAULT_SEGMENT || (FORWARDED_SEGMENTS as readonly string[]).includes(locale)) return (await getSettings()).defaultLocale;
  notFound();
}

/** A section of the catalogue for a page in `locale`, with the shop's digits. */
export async function pageTranslator<N extends NamespaceKeys<Catalogue, NestedKeyOf<Catalogue>>>(locale: Locale, namespace: N) {
  const { latinDigits } = await getSettings();
  return translator(locale, namespace, { latinDigits });
}

/** A page's canonical address and its addresses in every language (lib/i18n/alternates.ts), for its metadata. */
export async function pageAlternates(path: string, locale: Locale) {
  return languageAlternates(path, locale, (await getSettings()).defaultLocale);
}

/** Open Graph's form of a language: 'en_US', 'bn_BD'. */
export const openGraphLocale = (locale: Locale) => (locale === "bn" ? "bn_BD" : "en_US");
