"use client";
import { createContext, useContext, useTransition } from "react";
import { useRouter } from "next/navigation";
import { Loader2Icon } from "@/components/ui/icons/loader-2";
import { catalogueHref, type CatalogueParams } from "@/lib/urls/catalogue-href";

/** What the frame says, in the page's language: while results load, and when they could not be fetched (../error.tsx). */
export type CatalogueShellWords = { loading: string; fetchError: string; retry: string };

type CatalogueNavigation = { navigate: (next: CatalogueParams) => void; words: CatalogueShellWords };

const CatalogueContext = createContext<CatalogueNavigation | null>(null);

export function useCatalogueNavigation(): CatalogueNavigation {
  const value = useContext(CatalogueContext);
  if (!value) throw new Error("useCatalogueNavigation must be used inside <CatalogueShell>");
  return value;
}

/**
 * The /services client frame, in the catalogue's layout: filters change the
 * URL (so the server renders the new results and the search stays
 * shareable), and the results show 'Loading...' while the new page is on its
 * way. Being in the layout, the filters stay mounted across searches, so
 * typing in the search box is never interrupted by the results it asked for.
 */
export function CatalogueShell({ filters, words, children }: { filters: React.ReactNode; words: CatalogueShellWords; children: React.ReactNode }) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const navigate = (next: CatalogueParams) => {
    startTransition(() => router.push(catalogueHref(next), { scroll: false }));
  };
  return (
    <CatalogueContext.Provider value={{ navigate, words }}>
      {filters}
      <div className="relative" aria-busy={isPending}>
        {isPending && (
          <div role="status" className="absolute inset-0 z-10 flex items-start justify-center bg-background/60 pt-24 backdrop-blur-[1px]">
            <span className="flex items-center gap-2 rounded-md border bg-background px-4 py-2 text-sm shadow-sm">
              <Loader2Icon className="size-4 animate-spin" aria-hidden /> {words.loading}
            </span>
          </div>
        )}
        {children}
      </div>
    </CatalogueContext.Provider>
  );
}
