import { FormMessage } from "@/components/forms/form-message";
import { Button } from "@/components/ui/button";
import { chooseAccountLanguageAction } from "@/lib/actions/language";
import { LOCALE_NAMES, LOCALES, type Locale } from "@/lib/i18n/locales";

/** The section's words, written out in the page's language; `saved`: said after a choice was saved, else nothing. */
export type LanguageWords = { title: string; subtitle: string; save: string; saved?: string };

/**
 * The profile's Language: the site's languages, each named in itself, the account's own chosen
 * (`chosen`). A plain form posted to a server action (no script of its own): it works without
 * JavaScript, and the profile comes back in the language chosen.
 */
export function LanguageForm({ chosen, words }: { chosen: Locale; words: LanguageWords }) {
  return (
    <section id="language" aria-labelledby="language-heading" className="grid gap-4 rounded-xl border p-6">
      <div className="grid gap-1">
        <h2 id="language-heading" className="text-lg font-semibold">
          {words.title}
        </h2>
        <p className="max-w-prose text-sm text-muted-foreground">{words.subtitle}</p>
      </div>
      <form action={chooseAccountLanguageAction as unknown as (form: FormData) => Promise<void>} className="grid max-w-xl gap-2">
        <FormMessage tone="success" title={words.saved} />
        <fieldset className="grid gap-2">
          <legend className="sr-only">{words.title}</legend>
          {LOCALES.map((locale) => (
            <label key={locale} className="flex items-center gap-2 text-sm">
              <input type="radio" name="locale" value={locale} defaultChecked={locale === chosen} />
              <span lang={locale}>{LOCALE_NAMES[locale]}</span>
            </label>
          ))}
        </fieldset>
        <Button type="submit" className="w-fit" data-testid="save-language">
          {words.save}
        </Button>
      </form>
    </section>
  );
}
