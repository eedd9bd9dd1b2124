import { CatalogueFiltersFromUrl } from "@/components/catalogue/catalogue-filters";
import { CatalogueShell } from "@/components/catalogue/catalogue-shell";
import { catalogueFilterWords, catalogueShellWords } from "@/components/catalogue/catalogue-words";
import { pageLocale, pageTranslator } from "@/lib/server/i18n/page-locale";

/**
 * The catalogue's frame: heading and filters, shared by the cached /services
 * and the on-demand search (next.config.ts rewrites /services to one or the
 * other). Kept mounted across searches, so the search box keeps its focus and
 * what is being typed. In the page's language.
 */
export default async function CatalogueLayout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const [t, filterWords, shellWords] = await Promise.all([pageTranslator(locale, "catalogue"), catalogueFilterWords(locale), catalogueShellWords(locale)]);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <header className="mb-8 space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
        <p className="text-muted-foreground">{t("subtitle")}</p>
      </header>
      {/* Read from the address while rendering: no Suspense boundary, so that the page as the server
          sends it (all a browser without JavaScript has) shows them filled in. The cached page is
          rendered as for an address with no query (its `dynamic`). */}
      <CatalogueShell filters={<CatalogueFiltersFromUrl words={filterWords} />} words={shellWords}>
        {children}
      </CatalogueShell>
    </div>
  );
}
