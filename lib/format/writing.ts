import { intlLocale, type Locale } from "@/lib/i18n/locales";

/**
 * The language a date, a duration or an amount is written in, for a reader of that language (a
 * customer's emails and texts): Bangla with Bengali digits unless the shop chose Latin ones. Without
 * one, or in English, the formatters write exactly as they always have.
 */
export type Writing = { locale?: Locale; latinDigits?: boolean };

/** The Intl tag to format with, or null for the formatters' own English. */
export const intlTagOf = (writing: Writing | undefined): string | null => (writing?.locale && writing.locale !== "en" ? intlLocale(writing.locale, writing.latinDigits) : null);
