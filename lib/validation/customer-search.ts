import { AsYouType } from "libphonenumber-js";
import { DEFAULT_PHONE_COUNTRY } from "@/lib/validation/limits";

/**
 * What a search for a customer or a booking (Booking Management, the counter's customer search,
 * `GET /api/bookings?searchTerm=`) looks for, read from what someone typed:
 *
 * - `words`: the text, its spaces collapsed, matched inside names ("first last first", so a full name
 *   matches in either order), the name given at checkout and the email;
 * - `phoneDigits`: for a term that reads as (part of) a phone number, however it is typed (spaces,
 *   dashes, brackets, +880, or the local 01711… form of an international +8801711… number), its
 *   national digits, matched inside the digits of the stored phone;
 * - `reference`: for a term that reads as a booking's reference (`SP-7K2Q9`, `sp 7k2q9`, `7K2Q9`),
 *   the reference as stored.
 */
export type CustomerSearch = { words: string; phoneDigits: string | null; reference: string | null };

/** The reference's alphabet (no 0/O, 1/I/L, U): spotless_booking_reference() in the migrations. */
const REFERENCE = /^(?:SP)?([2-9A-HJKMNP-TV-Z]{5,7})$/;

/** Fewer digits than this match too much to be a phone search. */
const MIN_PHONE_DIGITS = 4;

export function customerSearch(term: string): CustomerSearch {
  const words = term.trim().replace(/\s+/g, " ");
  let phoneDigits: string | null = null;
  const digits = words.replace(/\D/g, "");
  if (/^[+\d\s().\-/]+$/.test(words) && digits.length >= MIN_PHONE_DIGITS) {
    // The national number without the country code or the national prefix ("+880 1711…", "01711…" → "1711…").
    const typing = new AsYouType(DEFAULT_PHONE_COUNTRY);
    typing.input(`${/^\W*\+/.test(words) ? "+" : ""}${digits}`);
    phoneDigits = typing.getNationalNumber() || digits;
  }
  const code = REFERENCE.exec(words.toUpperCase().replace(/[^0-9A-Z]/g, ""));
  return { words, phoneDigits, reference: code ? `SP-${code[1]}` : null };
}

/**
 * What a booking search looks for in a vehicle's plate: the term in capitals without its spaces,
 * matched inside the plate's own (Vehicle.plateKey), so that "dha12345" finds "DHA 12 345".
 */
export const plateSearchKey = (term: string) => term.toUpperCase().replace(/\s+/g, "");
