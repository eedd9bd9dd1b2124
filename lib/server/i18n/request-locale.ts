import "server-only";
import type { NamespaceKeys, NestedKeyOf } from "use-intl/core";
import type { Catalogue } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { pageTranslator } from "./page-locale";
import { visitorLocale } from "./visitor-locale";

/**
 * A section of the catalogue for a server action's answer: in the language of the page its form was
 * sent from (visitorLocale), or in `locale`; with the shop's digits.
 */
export async function requestTranslator<N extends NamespaceKeys<Catalogue, NestedKeyOf<Catalogue>>>(namespace: N, locale?: Locale) {
  return pageTranslator(locale ?? (await visitorLocale()), namespace);
}
