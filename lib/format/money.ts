import { vehiclesMessages } from "@/lib/messages/vehicles";
import { intlTagOf, type Writing } from "./writing";

/** Prices are integer cents (hundredths of the shop's currency) in the database, and whole units on the wire and screen. */
export const centsToDollars = (cents: number) => cents / 100;
export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);

const formats = new Map<string, { whole: Intl.NumberFormat; exact: Intl.NumberFormat }>();

function formatsFor(currency: string, tag = "en-US") {
  const key = tag === "en-US" ? currency : `${tag}|${currency}`;
  let found = formats.get(key);
  if (!found) {
    const exact = new Intl.NumberFormat(tag, { style: "currency", currency });
    const digits = exact.resolvedOptions().maximumFractionDigits ?? 2;
    found = {
      whole: new Intl.NumberFormat(tag, { style: "currency", currency, minimumFractionDigits: 0, maximumFractionDigits: 0 }),
      exact: new Intl.NumberFormat(tag, { style: "currency", currency, minimumFractionDigits: digits, maximumFractionDigits: Math.max(digits, 2) }),
    };
    formats.set(key, found);
  }
  return found;
}

/**
 * A price in the shop's currency (an ISO 4217 code from the settings), with
 * Intl.NumberFormat: '$50' for a whole amount, '$74.50' otherwise (never
 * '$74.5'); '€50', 'BDT 1,200' for other currencies. In another language
 * (`writing`: a Bangla email or text), as that language writes it: '১,২০০৳',
 * '৭৪.৫০ US$' ('1,200৳' with Latin digits).
 */
export const formatPrice = (amount: number, currency: string, writing?: Writing) => {
  const { whole, exact } = formatsFor(currency, intlTagOf(writing) ?? undefined);
  return (Number.isInteger(amount) ? whole : exact).format(amount);
};

/** How `formatPrice` marks the currency, from Intl: '$' for USD, '€' for EUR, 'BDT' for BDT (labels such as "Price ($)"). */
export const currencySymbol = (currency: string) => formatsFor(currency).whole.formatToParts(0).find((part) => part.type === "currency")?.value ?? currency;

/**
 * An amount of cents in the currency's smallest unit, as payment providers
 * take it: cents for USD, whole yen for JPY, fils (thousandths) for KWD.
 */
export function minorUnits(cents: number, currency: string): number {
  return Math.round((cents / 100) * 10 ** minorDigits(currency));
}

/**
 * The currency's smallest unit in hundredths of the currency, as amounts are stored: 1 for USD (a cent),
 * 100 for JPY (a yen); 1 for KWD too, whose fils are finer than a stored amount can say.
 */
export const minorUnitCents = (currency: string) => Math.max(1, 10 ** (2 - minorDigits(currency.toUpperCase())));

/** How many decimals the currency's smallest unit has: 2 for USD, 0 for JPY, 3 for KWD. */
const minorDigits = (currency: string) => new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).resolvedOptions().maximumFractionDigits ?? 2;

/** An amount as payment providers count it: the currency's smallest unit, and the currency in lower case. */
export type MinorAmount = { minor: number; currency: string };

/** A booking's amount (cents, hundredths of its currency) as a provider charges it. */
export const minorAmount = (cents: number, currency: string): MinorAmount => ({ minor: minorUnits(cents, currency.toUpperCase()), currency: currency.toLowerCase() });

/** An amount in the smallest unit, in whole units (as `formatPrice` and the wire take them): 7450 USD cents is 74.5. */
export const fromMinorUnits = (amount: MinorAmount): number => amount.minor / 10 ** minorDigits(amount.currency);

export const sameAmount = (a: MinorAmount, b: MinorAmount) => a.minor === b.minor && a.currency.toLowerCase() === b.currency.toLowerCase();

/** A service's price as the catalogue shows it: "from $X" when it varies by vehicle class, else the price. */
export const formatPriceFrom = (range: { fromCents: number; varies: boolean }, currency: string) =>
  range.varies ? vehiclesMessages.priceFrom(formatPrice(centsToDollars(range.fromCents), currency)) : formatPrice(centsToDollars(range.fromCents), currency);
