import "server-only";
import { dollarsToCents, minorUnitCents } from "@/lib/format/money";
import { getSettings } from "@/lib/server/settings/business-settings";
import type { DepositRule } from "@/lib/validation/settings";

/** What the shop asks for online: the full price, a fixed amount (hundredths of its currency), or a percentage. */
export type Deposit = { rule: DepositRule; cents: number; percent: number };

/** All of the price online (a booking paid in full at the counter, too). */
export const FULL_PRICE: Deposit = { rule: "full", cents: 0, percent: 100 };

/** A booking's price split into what its online checkout asks for and what is left to pay at the shop (hundredths of its currency). */
export type AmountsDue = { onlineCents: number; atShopCents: number };

/**
 * What a booking of `priceCents` asks for online under the shop's deposit rule: a fixed deposit capped at the
 * price, or a percentage of it rounded to the currency's smallest unit (half up: 20% of $12.34 is $2.47, of
 * ¥1,234 is ¥247), and never less than one such unit, since a checkout cannot take nothing. The rest is due
 * at the shop.
 */
export function amountsDue(priceCents: number, currency: string, deposit: Deposit): AmountsDue {
  if (deposit.rule === "full" || priceCents <= 0) return { onlineCents: priceCents, atShopCents: 0 };
  const unit = minorUnitCents(currency);
  const wanted = deposit.rule === "fixed" ? deposit.cents : (priceCents * deposit.percent) / 100;
  const rounded = Math.round(wanted / unit) * unit;
  const onlineCents = Math.min(priceCents, Math.max(unit, rounded));
  return { onlineCents, atShopCents: priceCents - onlineCents };
}

/** The shop's deposit rule now (Business settings). */
export async function shopDeposit(): Promise<Deposit> {
  const settings = await getSettings();
  return { rule: settings.deposit, cents: dollarsToCents(settings.depositAmount ?? 0), percent: settings.depositPercent };
}
