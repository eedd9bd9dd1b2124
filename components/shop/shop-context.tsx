"use client";

import { createContext, useContext } from "react";
import { formatPrice } from "@/lib/format/money";

/** What the browser needs of the shop's settings: its name, logo and currency (from the root layout). */
export type Shop = { businessName: string; currency: string; logoUrl: string | null };

const ShopContext = createContext<Shop>({ businessName: "Spotless", currency: "USD", logoUrl: null });

export function ShopProvider({ shop, children }: { shop: Shop; children: React.ReactNode }) {
  return <ShopContext.Provider value={shop}>{children}</ShopContext.Provider>;
}

export const useShop = () => useContext(ShopContext);

/** A price in the shop's currency, for components that render in the browser too. */
export function Price({ amount }: { amount: number }) {
  return <>{formatPrice(amount, useShop().currency)}</>;
}
