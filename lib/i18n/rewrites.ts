import type { Rewrite } from "next/dist/lib/load-custom-routes";
import { BROWSER_LOCALE_COOKIE, LOCALE_COOKIE, LOCALES } from "./locales";

/** The language segment of a page whose visitor's language is the shop's default (read from its settings when rendered). */
export const SHOP_DEFAULT_SEGMENT = "default";

/**
 * The language segment of a server action Next.js forwards to the page that owns it (an action posted
 * to a page that does not: Next.js posts it again, over loopback, to the owner's route pattern, the
 * segment's name left in as it is): the shop's default language answers it.
 */
export const FORWARDED_SEGMENTS = ["[locale]", "%5Blocale%5D"] as const;

/** The language proxy.ts found in a first visit's Accept-Language, handed on to these rewrites. */
export const BROWSER_LOCALE_HEADER = "x-spotless-locale";

/** The query parameter that asks for a page in one language (the `hreflang` alternates' addresses): `/services?lang=bn`. */
export const LANGUAGE_QUERY = "lang";

/**
 * Every page lives under its language (app/[locale]); its address does not name one. Each rewrite is
 * written once per way of choosing, in this order: `?lang=` (a link to the page in that language), the
 * visitor's choice (the cookie the switcher sets), the language proxy.ts found in their browser's
 * Accept-Language (its cookie, or on a first visit its request header), else the shop's default language (the `default` segment).
 */
export function localeRewrites(rules: Rewrite[]): Rewrite[] {
  const under = (segment: string, destination: string) => `/${segment}${destination === "/" ? "" : destination}`;
  return rules.flatMap((rule) => [
    ...LOCALES.map((locale) => ({ ...rule, has: [...(rule.has ?? []), { type: "query" as const, key: LANGUAGE_QUERY, value: locale }], destination: under(locale, rule.destination) })),
    ...LOCALES.map((locale) => ({ ...rule, has: [...(rule.has ?? []), { type: "cookie" as const, key: LOCALE_COOKIE, value: locale }], destination: under(locale, rule.destination) })),
    ...LOCALES.map((locale) => ({ ...rule, has: [...(rule.has ?? []), { type: "cookie" as const, key: BROWSER_LOCALE_COOKIE, value: locale }], destination: under(locale, rule.destination) })),
    ...LOCALES.map((locale) => ({ ...rule, has: [...(rule.has ?? []), { type: "header" as const, key: BROWSER_LOCALE_HEADER, value: locale }], destination: under(locale, rule.destination) })),
    { ...rule, destination: under(SHOP_DEFAULT_SEGMENT, rule.destination) },
  ]);
}

/**
 * Every address a page may have: all but the API, Next.js's own files, uploads, the site's pictures,
 * anything that names a file (robots.txt, sitemap.xml, icon.svg), and an address already under a
 * language (Next.js goes on through these rewrites with a rewritten address until one names a page).
 */
export const PAGE_ADDRESS = `/:path((?!(?:api|_next|uploads|images|${[...LOCALES, SHOP_DEFAULT_SEGMENT].join("|")}|\\[locale\\]|%5Blocale%5D)(?:/|$))(?!__next)(?![^?]*\\.[^/?]+$).*)`;
