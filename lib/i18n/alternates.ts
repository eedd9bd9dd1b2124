import { LANGUAGE_QUERY } from "./rewrites";
import { LOCALES, type Locale } from "./locales";

/**
 * A page's address in one language: its plain address in the shop's default language (what a search
 * engine, which sends no language, is shown there), else with `?lang=` (`/services?lang=bn`).
 */
export function addressIn(path: string, locale: Locale, shopDefault: Locale): string {
  if (locale === shopDefault) return path;
  const [pathname, query = ""] = path.split("?");
  const params = new URLSearchParams(query);
  params.set(LANGUAGE_QUERY, locale);
  return `${pathname}?${params.toString()}`;
}

/**
 * A page's alternates for search engines: as canonical, its address in the language shown; its
 * address in each language (`hreflang`), and the plain address as `x-default` (each visitor's own).
 * `path` is the plain address, with its query when the query makes the page.
 */
export function languageAlternates(path: string, locale: Locale, shopDefault: Locale) {
  return {
    canonical: addressIn(path, locale, shopDefault),
    languages: { ...Object.fromEntries(LOCALES.map((each) => [each, addressIn(path, each, shopDefault)])), "x-default": path },
  };
}
