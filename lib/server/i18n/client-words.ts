import "server-only";
import { catalogues } from "@/lib/i18n/catalogue";
import type { ClientLocale, ClientWords } from "@/lib/i18n/client-words";
import { intlLocale, type Locale } from "@/lib/i18n/locales";
import { getSettings } from "@/lib/server/settings/business-settings";
import { pageTranslator } from "./page-locale";

/** The words every page's client components show (ClientWords), formatted in `locale`, with its Intl tag. */
export async function clientLocale(locale: Locale): Promise<ClientLocale> {
  const [t, auth, { latinDigits }] = await Promise.all([pageTranslator(locale, "site"), pageTranslator(locale, "auth"), getSettings()]);
  const section = <S extends Exclude<keyof ClientWords, "flash">>(name: S) =>
    Object.fromEntries(Object.keys(catalogues.en.site[name]).map((key) => [key, t(`${name}.${key}` as Parameters<typeof t>[0])])) as ClientWords[S];
  const flash = Object.fromEntries(
    (Object.keys(catalogues.en.auth.flash) as (keyof typeof catalogues.en.auth.flash)[]).map((key) => [key, { title: auth(`flash.${key}.title`), description: auth(`flash.${key}.description`) }]),
  ) as ClientWords["flash"];
  return { locale, intlLocale: intlLocale(locale, latinDigits), words: { nav: section("nav"), countdown: section("countdown"), notFound: section("notFound"), errors: section("errors"), flash } };
}
