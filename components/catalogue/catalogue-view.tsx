import { CataloguePagination } from "@/components/catalogue/catalogue-pagination";
import { cataloguePaginationWords } from "@/components/catalogue/catalogue-words";
import { ServiceCard } from "@/components/catalogue/service-card";
import Link from "next/link";
import { SearchXIcon } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import type { Locale } from "@/lib/i18n/locales";
import { pageTranslator } from "@/lib/server/i18n/page-locale";
import { pageCountOf } from "@/lib/urls/lists";
import { listServices } from "@/lib/server/services/list-services";
import { PUBLIC_PAGE_SIZE, type ServiceListQuery } from "@/lib/validation/catalogue";

/** The results of one catalogue query: how many, the cards and the pages (the heading and filters are the layout's), in `locale`. */
export async function CatalogueView({ locale, query }: { locale: Locale; query: ServiceListQuery }) {
  const [{ services, total }, t, paginationWords] = await Promise.all([listServices(query), pageTranslator(locale, "catalogue"), cataloguePaginationWords(locale)]);
  const params = { searchTerm: query.searchTerm, min: query.min, max: query.max, sort: query.sort, page: query.page };

  return (
    <>
      <p className="mb-4 text-sm text-muted-foreground" aria-live="polite">{t("results", { total })}</p>
      {services.length === 0 ? (
        // Nothing matched: not an outage, so the old 'try again later' would mislead.
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-16 text-center">
          <SearchXIcon className="size-10 text-muted-foreground" aria-hidden />
          <p className="text-lg font-semibold">{t("noMatch")}</p>
          <p className="max-w-md text-sm text-muted-foreground">{t("noMatchBody")}</p>
          <Link href="/services" className={buttonVariants({ variant: "outline", className: "mt-2" })}>
            {t("clearFilters")}
          </Link>
        </div>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service._id}>
              <ServiceCard service={service} locale={locale} />
            </li>
          ))}
        </ul>
      )}
      <CataloguePagination params={params} page={query.page} pageCount={pageCountOf(total, PUBLIC_PAGE_SIZE)} words={paginationWords} />
    </>
  );
}
