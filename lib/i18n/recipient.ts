import { isLocale, type Locale } from "./locales";

/**
 * The language to write to a customer in: the one they chose (on the site's switcher or their profile),
 * else the one the booking was made in, else the shop's default. A reminder thus follows the customer's
 * current choice; a customer who never chose reads their booking's emails in the language they booked in.
 */
export function customerLocale(customer: { locale: string | null }, booking: { locale: string | null } | null, shopDefault: Locale): Locale {
  if (isLocale(customer.locale)) return customer.locale;
  if (booking && isLocale(booking.locale)) return booking.locale;
  return shopDefault;
}
