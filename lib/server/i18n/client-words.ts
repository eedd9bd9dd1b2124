import "server-only";
import { catalogues } from "@/lib/i18n/catalogue";
import type { ClientLocale, ClientWords } from "@/lib/i18n/client-words";
import { intlLocale, type Locale } from "@/lib/i18n/locales";
import { getSettings } from "@/lib/server/settings/business-settings";
import { pageTranslator } from "./page-locale";

/** The words every page's client components show (ClientWords), formatted in `locale`, with its Intl tag. */
export async function clientLocale(locale: Locale): Promise<ClientLocale> {
  const [t, { latinDigits }] = await Promise.all([pageTranslator(locale, "site"), getSettings()]);
  const section = <S extends keyof ClientWords>(name: S) =>
    Object.fromEntries(Object.keys(catalogues.en.site[name]).map((key) => [key, t(`${name}.${key}` as Parameters<typeof t>[0])])) as ClientWords[S];
  return { locale, intlLocale: intlLocale(locale, latinDigits), words: { nav: section("nav"), countdown: section("countdown"), notFound: section("notFound") } };
}
