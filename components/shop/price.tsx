"use client";

import { formatPrice } from "@/lib/format/money";
import { useShop } from "./shop-context";

/** A price in the shop's currency, for components that render in the browser too. */
export function Price({ amount }: { amount: number }) {
  return <>{formatPrice(amount, useShop().currency)}</>;
}
