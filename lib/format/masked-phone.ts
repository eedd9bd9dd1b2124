/**
 * A phone number as the shop's pages show it in lists: every digit but the last three hidden
 * ("+8801711000003" → "+••••••••••003"), so that a list of texts names no customer's number.
 */
export function maskedPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "").length;
  let seen = 0;
  return phone.replace(/\d/g, (digit) => (++seen > digits - 3 ? digit : "•"));
}

/** Anything in `text` that looks like a phone number (seven digits or more), masked: a gateway's error may quote the number it refused. */
export const maskPhonesIn = (text: string): string => text.replace(/\+?\d[\d ().-]{5,}\d/g, (found) => (found.replace(/\D/g, "").length >= 7 ? maskedPhone(found) : found));
