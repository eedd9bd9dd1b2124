import { remembering } from "./said";
/** Deposits: what a booking asks for online, and what is left to pay at the shop. */
export const paymentsDepositsMessages = remembering({
  ruleLabel: "Online payment",
  ruleHint: "What customers pay online when they book; the rest is paid at the shop.",
  ruleNames: { full: "The full price", fixed: "A fixed deposit", percent: "A percentage of the price" } as Record<string, string>,
  ruleInvalid: "Choose the full price, a fixed deposit or a percentage",
  amountLabel: "Deposit amount",
  amountHint: "Used for a fixed deposit; a booking never asks for more than its price.",
  amountInvalid: "Enter a deposit above zero, in whole cents",
  amountNeeded: "Enter the deposit amount for a fixed deposit",
  percentLabel: "Deposit percentage",
  percentHint: "Used for a percentage: 1 to 100 of the price, rounded to the currency's smallest unit.",
  percentRange: "Enter a percentage from 1 to 100",
  checkoutLine: (service: string) => `Deposit for ${service}`,
  paid: "Paid",
  depositPaidBadge: "Deposit paid",
  dueAtShop: "Due at the shop",
  paidDeposit: (paid: string, atShop: string) => `Paid a deposit of ${paid}; ${atShop} due at the shop`,
  /** The English of mail.json's mailDeposit (the email is written from that), kept for tests/unit/booking-items.test.ts. */
  mailDeposit: (paid: string, atShop: string) => `You paid a deposit of ${paid}; ${atShop} is due at the shop.`,
  keptIfCancelled: "You can still cancel it here; the shop then keeps your deposit.",
  cancelKeepsDeposit: (amount: string) => `Your start is inside the cancellation notice: if you cancel now, the shop keeps your deposit of ${amount}. The time is released for others at once.`,
} as const, "paymentsDeposits");
