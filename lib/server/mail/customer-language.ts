import "server-only";
import type { LineWords } from "@/lib/format/booking-items";
import { centsToDollars, formatPrice } from "@/lib/format/money";
import { FALLBACK_LOCALE, isLocale, type Locale } from "@/lib/i18n/locales";
import { customerLocale } from "@/lib/i18n/recipient";
import { translator, type Translator } from "@/lib/i18n/translate";
import type { BusinessSettings } from "@/lib/server/settings/defaults";

/**
 * The language a customer's emails, calendar files and texts are written in (lib/messages/<language>/
 * mail.json and texts.json), with its dates, durations and amounts: the customer's own choice, else
 * the booking's language, else the shop's default (lib/i18n/recipient.ts); Bangla with the shop's
 * digits.
 */
export type CustomerWriting = { locale: Locale; latinDigits: boolean };

/** What of the shop's settings decides it (a caller's partial settings, as a test's, read as English with Bengali digits). */
type ShopLanguage = Partial<Pick<BusinessSettings, "defaultLocale" | "latinDigits">>;

/** The language to write to `customer` in, about `booking` (null: about none, as a password reset). */
export function writingFor(customer: { locale?: string | null }, booking: { locale?: string | null } | null, shop: ShopLanguage): CustomerWriting {
  const shopDefault = isLocale(shop.defaultLocale) ? shop.defaultLocale : FALLBACK_LOCALE;
  return { locale: customerLocale({ locale: customer.locale ?? null }, booking && { locale: booking.locale ?? null }, shopDefault), latinDigits: shop.latinDigits ?? false };
}

// A translator compiles each message once and keeps it: one per language and digits, for the process.
const mailTranslators = new Map<string, Translator<"mail">>();
const textTranslators = new Map<string, Translator<"texts">>();
const keyOf = (writing: CustomerWriting) => `${writing.locale}|${writing.latinDigits}`;

/** The emails' and calendar files' words (mail.json) in the customer's language. */
export function mailWords(writing: CustomerWriting): Translator<"mail"> {
  let found = mailTranslators.get(keyOf(writing));
  if (!found) {
    found = translator(writing.locale, "mail", { latinDigits: writing.latinDigits });
    mailTranslators.set(keyOf(writing), found);
  }
  return found;
}

/** The texts' words (texts.json) in the customer's language. */
export function textWords(writing: CustomerWriting): Translator<"texts"> {
  let found = textTranslators.get(keyOf(writing));
  if (!found) {
    found = translator(writing.locale, "texts", { latinDigits: writing.latinDigits });
    textTranslators.set(keyOf(writing), found);
  }
  return found;
}

/** A condition as an ICU `select` reads it (`{atShop, select, true {…} other {…}}`): use-intl takes strings, not booleans. */
export const flag = (on: boolean): "true" | "false" => (on ? "true" : "false");

/** An amount of cents in `currency`, as the customer's language writes it ('$45'; '১,২০০৳' in Bangla). */
export const amountIn = (writing: CustomerWriting) => (cents: number, currency: string) => formatPrice(centsToDollars(cents), currency, writing);

/** A booking's lines and add-ons in the customer's language (lib/format/booking-items.ts). */
export function lineWordsIn(writing: CustomerWriting): LineWords {
  const t = mailWords(writing);
  return {
    amount: amountIn(writing),
    serviceLine: (service, vehicleClass) => t("serviceLine", { service, vehicleClass }),
    addOnLine: (addOn) => t("addOnLine", { addOn }),
    addOnWithPrice: (name, price) => t("addOnWithPrice", { name, price }),
  };
}
