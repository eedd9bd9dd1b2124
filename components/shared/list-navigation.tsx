"use client";

import { useRouter } from "next/navigation";
import { createContext, use, useTransition } from "react";
import { useSection } from "@/components/providers/section-words-context";
import { Pagination, type PaginationWords } from "@/components/shared/pagination";
import { adminServicesMessages } from "@/lib/messages/admin-services";

type ListNavigation = { pending: boolean; navigate: (href: string) => void };

const Context = createContext<ListNavigation>({ pending: false, navigate: () => {} });

/**
 * A server-rendered list whose controls (search, sort, page size, pages)
 * change the URL: while the next page is on its way, the list shows a
 * loading overlay ("Loading overlay while fetching").
 */
export function ListNavigationProvider({ children }: { children: React.ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const navigate = (href: string) => startTransition(() => router.push(href, { scroll: false }));
  return <Context value={{ pending, navigate }}>{children}</Context>;
}

export const useListNavigation = () => use(Context);

/** The part of the page the overlay covers. */
export function PendingRegion({ children }: { children: React.ReactNode }) {
  const { loading } = useSection(adminServicesMessages, "adminServices");
  const { pending } = useListNavigation();
  return (
    <div className="relative min-w-0" aria-busy={pending}>
      {children}
      {pending ? (
        <div className="absolute inset-0 z-10 flex items-start justify-center rounded-xl bg-background/60 pt-16 backdrop-blur-[1px]" role="status">
          <span className="rounded-md border bg-background px-3 py-1.5 text-sm font-medium shadow-sm">{loading}</span>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Numbered page links that navigate inside the provider, so the overlay
 * shows. `baseHref` is the list's URL without its page.
 */
export function ListPagination({ page, pageCount, baseHref, words }: { page: number; pageCount: number; baseHref: string; words?: PaginationWords }) {
  const { navigate } = useListNavigation();
  const hrefFor = (target: number) => (target === 1 ? baseHref : `${baseHref}${baseHref.includes("?") ? "&" : "?"}page=${target}`);
  return <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} onNavigate={(target) => navigate(hrefFor(target))} words={words} />;
}
