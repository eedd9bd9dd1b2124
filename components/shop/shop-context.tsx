"use client";

import { createContext, useContext } from "react";
import type { BayLabel } from "@/lib/validation/settings";

/** What the browser needs of the shop's settings: its name, logo, currency and what it calls its bays (from the root layout). */
export type Shop = { businessName: string; currency: string; logoUrl: string | null; bayLabel: BayLabel };

const ShopContext = createContext<Shop>({ businessName: "Spotless", currency: "USD", logoUrl: null, bayLabel: "bays" });

export function ShopProvider({ shop, children }: { shop: Shop; children: React.ReactNode }) {
  return <ShopContext.Provider value={shop}>{children}</ShopContext.Provider>;
}

/** The shop's settings, for components that render in the browser (bay-words.ts and price.tsx build on it). */
export const useShop = () => useContext(ShopContext);
