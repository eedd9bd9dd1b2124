import type { Rewrite } from "next/dist/lib/load-custom-routes";
import { LOCALE_COOKIE, LOCALES } from "./locales";

/** The language segment of a page whose visitor's language is the shop's default (read from its settings when rendered). */
export const SHOP_DEFAULT_SEGMENT = "default";

/** The language proxy.ts found in a first visit's Accept-Language, handed on to these rewrites. */
export const BROWSER_LOCALE_HEADER = "x-spotless-locale";

/** The query parameter that asks for a page in one language (the `hreflang` alternates' addresses): `/services?lang=bn`. */
export const LANGUAGE_QUERY = "lang";

/**
 * Every page lives under its language (app/[locale]); its address does not name one. Each rewrite is
 * written once per way of choosing, in this order: `?lang=` (a link to the page in that language), the
 * visitor's choice (the cookie the switcher sets, or the language proxy.ts found in their browser's
 * Accept-Language), else the shop's default language (the `default` segment).
 */
export function localeRewrites(rules: Rewrite[]): Rewrite[] {
  const under = (segment: string, destination: string) => `/${segment}${destination === "/" ? "" : destination}`;
  return rules.flatMap((rule) => [
    ...LOCALES.map((locale) => ({ ...rule, has: [...(rule.has ?? []), { type: "query" as const, key: LANGUAGE_QUERY, value: locale }], destination: under(locale, rule.destination) })),
    ...LOCALES.map((locale) => ({ ...rule, has: [...(rule.has ?? []), { type: "cookie" as const, key: LOCALE_COOKIE, value: locale }], destination: under(locale, rule.destination) })),
    ...LOCALES.map((locale) => ({ ...rule, has: [...(rule.has ?? []), { type: "header" as const, key: BROWSER_LOCALE_HEADER, value: locale }], destination: under(locale, rule.destination) })),
    { ...rule, destination: under(SHOP_DEFAULT_SEGMENT, rule.destination) },
  ]);
}

/**
 * Every address a page may have: all but the API, Next.js's own files, uploads, the site's pictures,
 * anything that names a file (robots.txt, sitemap.xml, icon.svg), and an address already under a
 * language (Next.js goes on through these rewrites with a rewritten address until one names a page).
 */
export const PAGE_ADDRESS = `/:path((?!(?:api|_next|uploads|images|${[...LOCALES, SHOP_DEFAULT_SEGMENT].join("|")})(?:/|$))(?!__next)(?![^?]*\\.[^/?]+$).*)`;
