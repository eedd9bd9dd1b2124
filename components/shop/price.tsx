"use client";

import { formatPrice } from "@/lib/format/money";
import { vehiclesMessages } from "@/lib/messages/vehicles";
import { useShop } from "./shop-context";

/** A price in the shop's currency, for components that render in the browser too. */
export function Price({ amount }: { amount: number }) {
  return <>{formatPrice(amount, useShop().currency)}</>;
}

/** The lowest of prices that vary by vehicle class: "from $X". */
export function PriceFrom({ amount }: { amount: number }) {
  return <>{vehiclesMessages.priceFrom(formatPrice(amount, useShop().currency))}</>;
}
