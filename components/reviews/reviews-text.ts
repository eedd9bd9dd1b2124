import "server-only";
import { intlTagOf, type Writing } from "@/lib/format/writing";
import { translator, type Translator } from "@/lib/i18n/translate";

const made = new Map<string, Translator<"reviews">>();

/**
 * The reviews' words (lib/messages/<language>/reviews.json) in `writing`'s language and digits; English
 * without one (the admin's Reviews page). Made once per language and digits: a page shows many reviews.
 */
export function reviewsText(writing: Writing = {}): Translator<"reviews"> {
  const locale = writing.locale ?? "en";
  const key = `${locale}|${writing.latinDigits ? "latn" : ""}`;
  let t = made.get(key);
  if (!t) {
    t = translator(locale, "reviews", { latinDigits: writing.latinDigits });
    made.set(key, t);
  }
  return t;
}

/** A count, or an average to `fractionDigits` decimals, in `writing`'s digits ('৪.৫০' in Bangla); in English as it always was ('4.50'). */
export function reviewNumber(value: number, writing?: Writing, fractionDigits?: number): string {
  const tag = intlTagOf(writing);
  if (!tag) return fractionDigits === undefined ? String(value) : value.toFixed(fractionDigits);
  return new Intl.NumberFormat(tag, fractionDigits === undefined ? {} : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(value);
}
