"use client";

import { baysMessages } from "@/lib/messages/bays";
import type { BayWords } from "@/lib/messages/bay-words";
import { useShop } from "./shop-context";

/** What the shop calls the places cars are served, for components that render in the browser too. */
export const useBayWords = (): BayWords => baysMessages.words[useShop().bayLabel];
