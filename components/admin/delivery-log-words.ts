import "server-only";
import type { PaginationWords } from "@/components/shared/pagination";
import { paginationWordsIn } from "@/components/shared/pagination-words";
import { localNumber } from "@/lib/format/fill";
import type { Writing } from "@/lib/format/writing";
import { intlLocale, type Locale } from "@/lib/i18n/locales";
import { sectionIn } from "@/lib/server/i18n/sections";
import { getSettings } from "@/lib/server/settings/business-settings";

/**
 * What the admin's delivery logs (Email deliveries, Texts, Webhooks) write beside their own section, in
 * the admin's language: how dates and numbers are written (the shop's clock and digits), the list's
 * "Per page", and its page links. English as the shared components say it already.
 */
export type DeliveryLogWords = {
  /** For the date formatters (lib/format/time.ts): nothing changes in English. */
  writing: Writing;
  /** A count as the language writes it ('12', '১২'). */
  number: (value: number) => string;
  /** "Per page". */
  pageSize: string;
  /** The page links' words. */
  pagination: PaginationWords;
};

export async function deliveryLogWords(locale: Locale): Promise<DeliveryLogWords> {
  const [{ latinDigits }, booking] = await Promise.all([getSettings(), sectionIn(locale, "booking")]);
  const intlTag = intlLocale(locale, latinDigits);
  const number = (value: number) => localNumber(value, intlTag);
  return { writing: { locale, latinDigits }, number, pageSize: booking.pageSize, pagination: await paginationWordsIn(locale) };
}
