/**
 * The shop's settings a FAQ or policy page may name, as `{{cancelNoticeHours}}`:
 * the page says what the settings say now, instead of words that go stale
 * when a setting changes. `cancelNotice` and `hold` are in words ("12 hours",
 * "5 minutes"); `cancelNoticeHours` and `holdMinutes` the bare numbers.
 */
export const SHOP_VALUES = ["businessName", "address", "phone", "email", "cancelNotice", "cancelNoticeHours", "hold", "holdMinutes"] as const;
export type ShopValues = Record<(typeof SHOP_VALUES)[number], string | number>;

const NAMED = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

/** The Markdown with each `{{name}}` of SHOP_VALUES replaced by its value; any other `{{…}}` stays as written. */
export function fillShopValues(markdown: string, values: ShopValues): string {
  return markdown.replace(NAMED, (written, name: string) => (Object.hasOwn(values, name) ? String(values[name as keyof ShopValues]) : written));
}
