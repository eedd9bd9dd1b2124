"use client";

import { GitCompareArrowsIcon } from "@/components/ui/icons/git-compare-arrows";
import { Button } from "@/components/ui/button";
import { useLocale } from "@/components/providers/locale-context";
import { fill, localNumber } from "@/lib/format/fill";
import { cn } from "@/lib/utils";

/**
 * The comparison's words in the page's language (the catalogue's `catalogue.compare`), written out on the
 * server: `{count}`, `{minutes}`, `{price}` and `{name}` are filled in here, with what this browser saved.
 */
export type CompareWords = {
  add: string;
  remove: string;
  open: string;
  openSome: string;
  title: string;
  body: string;
  empty: string;
  minutes: string;
  priceFrom: string;
  goToNamed: string;
  removeOne: string;
  browseAll: string;
};

/** The floating compare button: how many services are picked, and a shake when that changes. */
export function CompareButton({ count, shaking, words, className, ...props }: { count: number; shaking: boolean; words: CompareWords } & React.ComponentProps<typeof Button>) {
  const { intlLocale } = useLocale();
  const shown = localNumber(count, intlLocale);
  return (
    <Button
      size="icon"
      className={cn("fixed right-4 bottom-20 z-40 size-12 rounded-full shadow-lg", shaking && "animate-shake", className)}
      aria-label={count === 0 ? words.open : fill(words.openSome, { count: shown })}
      data-testid="compare-button"
      {...props}
    >
      <GitCompareArrowsIcon className="size-5" aria-hidden />
      {count > 0 ? (
        <span className="absolute -top-1 -right-1 flex size-5 items-center justify-center rounded-full bg-destructive text-[11px] font-semibold text-white dark:bg-red-600" aria-hidden>
          {shown}
        </span>
      ) : null}
    </Button>
  );
}
