import Negotiator from "negotiator";
import { isLocale, type Locale } from "./locales";

/**
 * A visitor's language: the one they chose (the cookie, or their account), else the first of their
 * browser's Accept-Language the shop offers, else the shop's default.
 */
export function negotiateLocale(request: { chosen?: string | null; acceptLanguage?: string | null; shopDefault: string }): Locale {
  if (isLocale(request.chosen)) return request.chosen;
  const fromBrowser = acceptedLocale(request.acceptLanguage);
  if (fromBrowser) return fromBrowser;
  return isLocale(request.shopDefault) ? request.shopDefault : "en";
}

/** The first language of an Accept-Language header the site offers ('bn-BD' asks for Bangla), or null. */
export function acceptedLocale(acceptLanguage: string | null | undefined): Locale | null {
  if (!acceptLanguage) return null;
  const wanted = new Negotiator({ headers: { "accept-language": acceptLanguage } }).languages();
  for (const tag of wanted) {
    const base = tag.toLowerCase().split("-")[0];
    if (isLocale(base)) return base;
  }
  return null;
}
