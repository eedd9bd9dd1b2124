import "server-only";
import type { PaginationWords } from "@/components/shared/pagination";
import { localNumber } from "@/lib/format/fill";
import type { Writing } from "@/lib/format/writing";
import { intlLocale, type Locale } from "@/lib/i18n/locales";
import { pageTranslator } from "@/lib/server/i18n/page-locale";
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
  /** The Intl tag numbers are written with. */
  intlTag: string;
  /** A count as the language writes it ('12', '১২'). */
  number: (value: number) => string;
  /** "Per page". */
  pageSize: string;
  /** The page links' words; undefined: the component's own (English). */
  pagination: PaginationWords | undefined;
};

export async function deliveryLogWords(locale: Locale): Promise<DeliveryLogWords> {
  const [{ latinDigits }, booking] = await Promise.all([getSettings(), sectionIn(locale, "booking")]);
  const intlTag = intlLocale(locale, latinDigits);
  const number = (value: number) => localNumber(value, intlTag);
  return { writing: { locale, latinDigits }, intlTag, number, pageSize: booking.pageSize, pagination: locale === "en" ? undefined : await paginationWords(locale, number) };
}

/** The catalogue's page links' words (`catalogue.pagination`), with the page's number in the language's digits. */
async function paginationWords(locale: Locale, number: (value: number) => string): Promise<PaginationWords> {
  const t = await pageTranslator(locale, "catalogue");
  return {
    label: t("pagination.label"),
    previous: t("pagination.previous"),
    next: t("pagination.next"),
    page: (page) => t("pagination.page", { page: number(page) }),
    number: (page) => number(page),
  };
}
