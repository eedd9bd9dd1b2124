import "server-only";
import { cookies, headers } from "next/headers";
import { BROWSER_LOCALE_COOKIE, isLocale, LOCALE_COOKIE, type Locale } from "@/lib/i18n/locales";
import { negotiateLocale } from "@/lib/i18n/negotiate";
import { BROWSER_LOCALE_HEADER, LANGUAGE_QUERY } from "@/lib/i18n/rewrites";
import { getSettings } from "@/lib/server/settings/business-settings";

/**
 * The language of the visitor a server action answers (its messages, and the schema's), the one the
 * page they sent the form from was shown in (docs/languages.md): a page asked for in one language
 * (`?lang=` on its address, which the request's Referer on this site shows), else the visitor's choice
 * (the `spotless-locale` cookie), else the language their browser asked for on their first visit (its
 * cookie), else the first language of their browser's Accept-Language the site
 * offers, else the shop's default. The same order as the pages' rewrites (lib/i18n/rewrites.ts).
 */
export async function visitorLocale(): Promise<Locale> {
  const [jar, requestHeaders, { defaultLocale }] = await Promise.all([cookies(), headers(), getSettings()]);
  const asked = askedOnPage(refererOnThisSite(requestHeaders));
  if (asked) return asked;
  return negotiateLocale({ chosen: jar.get(LOCALE_COOKIE)?.value ?? jar.get(BROWSER_LOCALE_COOKIE)?.value, acceptLanguage: requestHeaders.get("accept-language"), shopDefault: defaultLocale });
}

/**
 * The language of a page that has no language segment to read (the not-found page of an address no
 * page serves): the visitor's choice, else their browser's (its cookie, or the header proxy.ts sets),
 * else the shop's default. The pages' rewrites' order, but for `?lang=`, which an unknown address
 * does not carry to its page.
 */
export async function documentLocale(): Promise<Locale> {
  const [jar, requestHeaders, { defaultLocale }] = await Promise.all([cookies(), headers(), getSettings()]);
  const chosen = jar.get(LOCALE_COOKIE)?.value ?? jar.get(BROWSER_LOCALE_COOKIE)?.value ?? requestHeaders.get(BROWSER_LOCALE_HEADER) ?? undefined;
  return negotiateLocale({ chosen, acceptLanguage: requestHeaders.get("accept-language"), shopDefault: defaultLocale });
}

/** The language the page a form was sent from was asked for in (`?lang=bn`); else null. */
function askedOnPage(page: URL | null): Locale | null {
  const asked = page?.searchParams.get(LANGUAGE_QUERY);
  return isLocale(asked) ? asked : null;
}

/** The page a request was sent from (its Referer), when that page is on this site (the request's host); else null. */
export function refererOnThisSite(requestHeaders: Headers): URL | null {
  const referer = requestHeaders.get("referer");
  const host = requestHeaders.get("host");
  if (!referer || !host) return null;
  try {
    const url = new URL(referer);
    return url.host === host ? url : null;
  } catch {
    return null;
  }
}
