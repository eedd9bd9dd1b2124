import { CatalogueFilters } from "@/components/catalogue/catalogue-filters";
import { CataloguePagination } from "@/components/catalogue/catalogue-pagination";
import { CatalogueShell } from "@/components/catalogue/catalogue-shell";
import { ServiceCard } from "@/components/catalogue/service-card";
import { EmptyState } from "@/components/shared/empty-state";
import { pageCountOf } from "@/lib/urls/lists";
import { messages } from "@/lib/messages";
import { listServices } from "@/lib/server/services/list-services";
import { PUBLIC_PAGE_SIZE, type ServiceListQuery } from "@/lib/validation/catalogue";

const t = messages.catalogue;

/** The /services page for one catalogue query: heading, filters, the cards and the pages. */
export async function CatalogueView({ query }: { query: ServiceListQuery }) {
  const { services, total } = await listServices(query);
  const params = { searchTerm: query.searchTerm, min: query.min, max: query.max, sort: query.sort, page: query.page };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <header className="mb-8 space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
        <p className="text-muted-foreground">{t.subtitle}</p>
      </header>
      <CatalogueShell params={params} filters={<CatalogueFilters />}>
        <p className="mb-4 text-sm text-muted-foreground" aria-live="polite">{t.results(total)}</p>
        {services.length === 0 ? (
          <EmptyState />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {services.map((service) => (
              <li key={service._id}>
                <ServiceCard service={service} />
              </li>
            ))}
          </ul>
        )}
        <CataloguePagination page={query.page} pageCount={pageCountOf(total, PUBLIC_PAGE_SIZE)} />
      </CatalogueShell>
    </div>
  );
}
