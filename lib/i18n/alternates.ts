import { LANGUAGE_QUERY } from "./rewrites";
import { LOCALES, type Locale } from "./locales";

/** A page's address in one language: `?lang=` added to it (`/services?lang=bn`, `/?lang=en`). */
export function addressIn(path: string, locale: Locale): string {
  const [pathname, query = ""] = path.split("?");
  const params = new URLSearchParams(query);
  params.set(LANGUAGE_QUERY, locale);
  return `${pathname}?${params.toString()}`;
}

/**
 * A page's alternates for search engines: its address in each language (`hreflang`), the plain address
 * as `x-default` (each visitor's own language), and as canonical the address of the language shown.
 * `path` is the plain address, with its query when the query makes the page.
 */
export function languageAlternates(path: string, locale: Locale) {
  return {
    canonical: addressIn(path, locale),
    languages: { ...Object.fromEntries(LOCALES.map((each) => [each, addressIn(path, each)])), "x-default": path },
  };
}
