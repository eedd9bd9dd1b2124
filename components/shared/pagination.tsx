import Link from "next/link";
import { ChevronLeftIcon } from "@/components/ui/icons/chevron-left";
import { ChevronRightIcon } from "@/components/ui/icons/chevron-right";
import { buttonVariants } from "@/components/ui/button";
import { pageWindow } from "@/lib/urls/list-href";
import { fill, localNumber } from "@/lib/format/fill";
import { catalogueBrowserMessages } from "@/lib/messages/catalogue-browser";

const catalogueBrowserText = catalogueBrowserMessages;

/**
 * The links' names in the page's language, written out (components/shared/pagination-words.ts): a
 * page's name with `{page}` for its number, and the Intl tag its numbers are written with ('২').
 * Plain strings, so a client list can hand them on.
 */
export type PaginationWords = { label: string; previous: string; next: string; page: string; intlTag: string };

const ENGLISH: PaginationWords = { label: catalogueBrowserText.pagination, previous: catalogueBrowserText.previous, next: catalogueBrowserText.next, page: "Page {page}", intlTag: "en-US" };

/**
 * Numbered page links: real links (crawlable, openable in a new tab). With
 * onNavigate, a plain click is handed to it instead (to show a loading state), and nothing is prefetched.
 */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  onNavigate,
  words = ENGLISH,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  onNavigate?: (page: number) => void;
  words?: PaginationWords;
}) {
  if (pageCount <= 1) return null;
  const go = (target: number) => (event: React.MouseEvent) => {
    if (!onNavigate || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate(target);
  };
  const pageLink = (target: number, label: React.ReactNode, ariaLabel: string, current = false) => (
    <Link
      href={hrefFor(target)}
      onClick={onNavigate ? go(target) : undefined}
      // A list that navigates itself (onNavigate) asks for the page when it is chosen: a page prefetched in
      // the viewport could be shown from the prefetch alone, the list not brought up to date.
      prefetch={onNavigate ? false : undefined}
      aria-label={ariaLabel}
      aria-current={current ? "page" : undefined}
      className={buttonVariants({ variant: current ? "default" : "outline", size: "icon" })}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label={words.label} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && pageLink(page - 1, <ChevronLeftIcon aria-hidden />, words.previous)}
      {pageWindow(page, pageCount).map((entry, index) =>
        entry === "gap" ? (
          <span key={`gap-${index}`} className="px-1 text-muted-foreground" aria-hidden>
            …
          </span>
        ) : (
          <span key={entry}>{pageLink(entry, localNumber(entry, words.intlTag), fill(words.page, { page: localNumber(entry, words.intlTag) }), entry === page)}</span>
        ),
      )}
      {page < pageCount && pageLink(page + 1, <ChevronRightIcon aria-hidden />, words.next)}
    </nav>
  );
}
