/**
 * The languages Spotless speaks. Plain constants, safe in client components. A third language is a
 * code here, its name, and a folder of catalogue files beside lib/messages/en (docs/languages.md).
 */
export const LOCALES = ["en", "bn"] as const;
export type Locale = (typeof LOCALES)[number];

/** When nothing else decides (a shop that never chose, a value not offered). */
export const FALLBACK_LOCALE: Locale = "en";

export const isLocale = (value: unknown): value is Locale => typeof value === "string" && (LOCALES as readonly string[]).includes(value);

/** Each language's name in itself, as the switcher offers it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", bn: "বাংলা" };

/** The cookie that remembers a visitor's choice (a year; read by the proxy and the pages). */
export const LOCALE_COOKIE = "spotless-locale";
/**
 * The cookie that remembers the language a first visit's browser asked for (proxy.ts): it keeps the
 * visit's pages and form posts in that language until the visitor chooses one (LOCALE_COOKIE, which
 * outranks it, and which signing in may set from the account).
 */
export const BROWSER_LOCALE_COOKIE = "spotless-browser-locale";
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * The BCP 47 tag Intl formats with: Bangla as written in Bangladesh, with Bengali digits (০১২) unless
 * the shop chose Latin ones (012); English as in the US (the spec's dates and prices).
 */
export function intlLocale(locale: Locale, latinDigits = false): string {
  if (locale === "bn") return latinDigits ? "bn-BD-u-nu-latn" : "bn-BD";
  return "en-US";
}
