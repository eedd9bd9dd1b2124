"use client";

import { useMemo } from "react";
import { ErrorNotice, isDatabaseDown, type BoundaryError } from "@/components/errors/error-notice";
import { useLocale } from "@/components/providers/locale-context";
import { Button } from "@/components/ui/button";
import type { Locale } from "@/lib/i18n/locales";
import { collectWords, inLanguage, type Overlay } from "@/lib/i18n/sections";
import bnErrors from "@/lib/messages/bn/sections/errors.json";
import { errorMessages } from "@/lib/messages/errors";

/**
 * The `errors` section's translations this boundary may need. It sits above the admin layout (which
 * hands the admin area's words down), so it reads the few it shows itself, in the page's language.
 */
const TRANSLATIONS: Partial<Record<Locale, Overlay>> = { bn: bnErrors };

/**
 * The page's language, from the root layout; null where none is given (the boundary shown on its own).
 * useLocale() reads its context first and only then refuses, so it is called once on every render.
 */
function usePageLanguage(): { locale: Locale; intlLocale: string } | null {
  try {
    return useLocale();
  } catch {
    return null;
  }
}

/** The `errors` section in the page's language (English as it is). */
function useErrorWords(): typeof errorMessages {
  const language = usePageLanguage();
  const locale = language?.locale ?? "en";
  const intlTag = language?.intlLocale ?? "en-US";
  return useMemo(() => {
    const overlay = TRANSLATIONS[locale];
    if (!overlay) return errorMessages;
    const into = { strings: {} as Record<string, string>, templates: {} as Record<string, string> };
    collectWords(errorMessages, overlay, "errors", into);
    return inLanguage(errorMessages, "errors", { intlTag, ...into });
  }, [locale, intlTag]);
}

/** A dashboard page failed to load: say so (or that the shop is briefly unavailable), and offer to try again. */
export default function DashboardError({ error, reset, retry }: { error: BoundaryError; reset: () => void; retry?: () => void }) {
  const text = useErrorWords();
  if (isDatabaseDown(error)) return <ErrorNotice error={error} retry={retry} />;
  return (
    <div role="alert" className="mx-auto grid max-w-md gap-4 px-4 py-16 text-center">
      <p className="text-lg font-semibold">{text.pageLoadFailed}</p>
      <Button type="button" onClick={reset} className="mx-auto w-fit">
        {text.retry}
      </Button>
    </div>
  );
}
