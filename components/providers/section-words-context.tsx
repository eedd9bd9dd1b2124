"use client";

import { createContext, useContext, useMemo } from "react";
import { inLanguage, textIn, type SectionWords } from "@/lib/i18n/sections";

const SectionWordsContext = createContext<SectionWords | null>(null);

/**
 * The admin area's language for its client components: the words of the TypeScript sections
 * (lib/i18n/sections.ts) in the admin's language, handed down once by the admin layout; nothing for
 * English, which the sections are.
 */
export function SectionWordsProvider({ value, children }: { value: SectionWords | null; children: React.ReactNode }) {
  return <SectionWordsContext.Provider value={value}>{children}</SectionWordsContext.Provider>;
}

/**
 * A section (`baysMessages`, imported as ever) in the admin's language: `useSection(baysMessages, "bays")`.
 * `name` is its key in lib/messages/index.ts, where its translation's templates are found.
 */
export function useSection<T>(english: T, name: string): T {
  const words = useContext(SectionWordsContext);
  return useMemo(() => inLanguage(english, name, words), [english, name, words]);
}

/** A fixed English message that reached the browser as it is (a field's message from a shared zod schema) in the admin's language. */
export function useEnglishIn(): (english: string) => string {
  const words = useContext(SectionWordsContext);
  return useMemo(() => (english: string) => textIn(english, words), [words]);
}
