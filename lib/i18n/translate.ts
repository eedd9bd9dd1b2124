import "server-only";
import { createTranslator, type NamespaceKeys, type NestedKeyOf } from "use-intl/core";
import { catalogues, type Catalogue } from "./catalogue";
import { intlLocale, type Locale } from "./locales";

/** How a shop writes numbers and dates: Bangla with Bengali digits unless it chose Latin ones. */
export type LocaleOptions = { latinDigits?: boolean };

/**
 * The messages of one section of the catalogue in one language, formatted by ICU MessageFormat (use-intl):
 * `t("reminderSubject", { service, before })`. Numbers and dates inside messages follow the language
 * (Bengali digits in Bangla unless `latinDigits`).
 */
export function translator<N extends NamespaceKeys<Catalogue, NestedKeyOf<Catalogue>>>(locale: Locale, namespace: N, options: LocaleOptions = {}) {
  return createTranslator({ locale: intlLocale(locale, options.latinDigits), messages: catalogues[locale], namespace });
}

export type Translator<N extends NamespaceKeys<Catalogue, NestedKeyOf<Catalogue>>> = ReturnType<typeof translator<N>>;
