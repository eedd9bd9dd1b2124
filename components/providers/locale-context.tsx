"use client";

import { createContext, useContext } from "react";
import type { ClientLocale } from "@/lib/i18n/client-words";

const LocaleContext = createContext<ClientLocale | null>(null);

/** The page's language for the client components below (from the root layout, which rendered it on the server). */
export function LocaleProvider({ value, children }: { value: ClientLocale; children: React.ReactNode }) {
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

/** The page's language in a client component: its code, Intl tag, and the words of every page (lib/i18n/client-words.ts). */
export function useLocale(): ClientLocale {
  const value = useContext(LocaleContext);
  if (!value) throw new Error("useLocale outside LocaleProvider (app/[locale]/layout.tsx provides it)");
  return value;
}

/** The words of every page, in the page's language. */
export const useWords = () => useLocale().words;

/**
 * The words of every page where there may be no page around (an error boundary, also shown on its own):
 * null there, for the caller's English.
 */
export const useOptionalWords = () => useContext(LocaleContext)?.words ?? null;
