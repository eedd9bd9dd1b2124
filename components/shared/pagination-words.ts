import "server-only";
import { intlLocale, type Locale } from "@/lib/i18n/locales";
import { writtenOut } from "@/lib/server/i18n/written-out";
import { getSettings } from "@/lib/server/settings/business-settings";
import type { PaginationWords } from "./pagination";

/** A list's page links' words in `locale` (the catalogue's `pagination`), its numbers in the shop's digits. */
export async function paginationWordsIn(locale: Locale): Promise<PaginationWords> {
  const [words, { latinDigits }] = await Promise.all([writtenOut(locale, "catalogue", "pagination"), getSettings()]);
  return { ...words, intlTag: intlLocale(locale, latinDigits) };
}
