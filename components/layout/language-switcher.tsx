import { LanguagesIcon } from "lucide-react";
import { chooseLanguageAction } from "@/lib/actions/language";
import { LOCALE_NAMES, LOCALES, type Locale } from "@/lib/i18n/locales";
import { cn } from "@/lib/utils";

/**
 * The header's language switcher: a button for each other language the site speaks, named in that
 * language (and marked so, for screen readers). A form posted to a server action: it works before the
 * page's scripts load and without them.
 */
export function LanguageSwitcher({ locale, label, className }: { locale: Locale; label: string; className?: string }) {
  return (
    <form action={chooseLanguageAction as unknown as (form: FormData) => Promise<void>} className={cn("flex items-center", className)}>
      {LOCALES.filter((other) => other !== locale).map((other) => (
        <button
          key={other}
          type="submit"
          name="locale"
          value={other}
          lang={other}
          title={label}
          className="inline-flex h-9 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
          data-testid="language-switch"
        >
          <LanguagesIcon className="size-4" aria-hidden />
          <span className="sr-only" lang={locale}>
            {label}:{" "}
          </span>
          {LOCALE_NAMES[other]}
        </button>
      ))}
    </form>
  );
}
