"use client";

import { createContext, useContext } from "react";
import { formatPrice } from "@/lib/format/money";
import { baysMessages } from "@/lib/messages/bays";
import { type BayWords } from "@/lib/messages";
import type { BayLabel } from "@/lib/validation/settings";

/** What the browser needs of the shop's settings: its name, logo, currency and what it calls its bays (from the root layout). */
export type Shop = { businessName: string; currency: string; logoUrl: string | null; bayLabel: BayLabel };

const ShopContext = createContext<Shop>({ businessName: "Spotless", currency: "USD", logoUrl: null, bayLabel: "bays" });

export function ShopProvider({ shop, children }: { shop: Shop; children: React.ReactNode }) {
  return <ShopContext.Provider value={shop}>{children}</ShopContext.Provider>;
}

export const useShop = () => useContext(ShopContext);

/** What the shop calls the places cars are served, for components that render in the browser too. */
export const useBayWords = (): BayWords => baysMessages.words[useShop().bayLabel];

/** A price in the shop's currency, for components that render in the browser too. */
export function Price({ amount }: { amount: number }) {
  return <>{formatPrice(amount, useShop().currency)}</>;
}
