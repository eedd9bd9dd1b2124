import { formatPrice } from "@/lib/format/money";
import { messages } from "@/lib/messages";

/** How a refusal of the settings that carries values reads: its English, and what it says. */
type Reading = { pattern: RegExp; say: (match: RegExpExecArray, text: RefusalWords) => { english: string; said: string } | undefined };
export type RefusalWords = {
  settings: typeof messages.settings;
  payments: typeof messages.paymentsLocal;
  /** An amount of `currency` as the visitor's language writes it. */
  price: (amount: number, currency: string) => string;
};

const count = (written: string | undefined, one: string | undefined) => (one ? 1 : Number((written ?? "0").replaceAll(",", "")));
const providerKey = (name: string) => Object.entries(messages.paymentsLocal.providerNames).find(([, english]) => english === name)?.[0];

/** The settings' refusals made with values (a new currency, time zone or payment provider; a home page text's length), read back from their English. */
const READINGS: Reading[] = [
  {
    pattern: /^Changing the currency from (\S+) to (\S+) does not convert prices: /,
    say: ([, from, to], text) => ({
      english: messages.settings.currencyChangeUnconfirmed(from, to, formatPrice(40, from), formatPrice(40, to)),
      said: text.settings.currencyChangeUnconfirmed(from, to, text.price(40, from), text.price(40, to)),
    }),
  },
  {
    pattern: /^Changing the time zone to (\S+) moves (?:(1) slot|([\d,]+) slots) not yet started(?: and (?:(1) booking|([\d,]+) bookings) in them)?: /,
    say: ([, zone, oneSlot, slots, oneBooking, bookings], text) => {
      const [slotCount, bookingCount] = [count(slots, oneSlot), count(bookings, oneBooking)];
      return { english: messages.settings.timeZoneMoves(zone, slotCount, bookingCount), said: text.settings.timeZoneMoves(zone, slotCount, bookingCount) };
    },
  },
  {
    pattern: /^In (\S+), two slots of a service /,
    say: ([, zone], text) => ({ english: messages.settings.timeZoneOverlap(zone), said: text.settings.timeZoneOverlap(zone) }),
  },
  {
    pattern: /^(.+) is not set up on this server: /,
    say: ([, name], text) => {
      const key = providerKey(name);
      return key ? { english: messages.paymentsLocal.providerNotConfigured(name), said: text.payments.providerNotConfigured(text.payments.providerNames[key] ?? name) } : undefined;
    },
  },
  {
    pattern: /^(.+) cannot take payments in (\S+): it takes (.+)\. Choose another currency or another provider\.$/,
    say: ([, name, currency, accepted], text) => {
      const key = providerKey(name);
      return key ? { english: messages.paymentsLocal.currencyRefused(name, currency, accepted), said: text.payments.currencyRefused(text.payments.providerNames[key] ?? name, currency, accepted) } : undefined;
    },
  },
  {
    pattern: /^must be at most (\d+) characters$/,
    say: ([, max], text) => ({ english: messages.settings.home.tooLong(Number(max)), said: text.settings.home.tooLong(Number(max)) }),
  },
];

/**
 * One of the settings' refusals made with values (`message`, in English, as the domain says it) in the
 * words of `text`: recognised by its whole English, each value read back from it. Any other message
 * is given back as it is (a fixed one, action() says itself).
 */
export function settingsRefusalIn(message: string, text: RefusalWords): string {
  for (const { pattern, say } of READINGS) {
    const match = pattern.exec(message);
    const reading = match && say(match, text);
    if (reading && reading.english === message) return reading.said;
  }
  return message;
}
