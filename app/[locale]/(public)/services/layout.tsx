import { CatalogueFiltersFromUrl } from "@/components/catalogue/catalogue-filters";
import { CatalogueShell } from "@/components/catalogue/catalogue-shell";
import { messages } from "@/lib/messages";

const catalogueText = messages.catalogue;

/**
 * The catalogue's frame: heading and filters, shared by the cached /services
 * and the on-demand search (next.config.ts rewrites /services to one or the
 * other). Kept mounted across searches, so the search box keeps its focus and
 * what is being typed.
 */
export default function CatalogueLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <header className="mb-8 space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{catalogueText.title}</h1>
        <p className="text-muted-foreground">{catalogueText.subtitle}</p>
      </header>
      {/* Read from the address while rendering: no Suspense boundary, so that the page as the server
          sends it (all a browser without JavaScript has) shows them filled in. The cached page is
          rendered as for an address with no query (its `dynamic`). */}
      <CatalogueShell filters={<CatalogueFiltersFromUrl />}>
        {children}
      </CatalogueShell>
    </div>
  );
}
