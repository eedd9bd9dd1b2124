import { CataloguePagination } from "@/components/catalogue/catalogue-pagination";
import { ServiceCard } from "@/components/catalogue/service-card";
import { EmptyState } from "@/components/shared/empty-state";
import { pageCountOf } from "@/lib/urls/lists";
import { messages } from "@/lib/messages";
import { listServices } from "@/lib/server/services/list-services";
import { PUBLIC_PAGE_SIZE, type ServiceListQuery } from "@/lib/validation/catalogue";

const t = messages.catalogue;

/** The results of one catalogue query: how many, the cards and the pages (the heading and filters are the layout's). */
export async function CatalogueView({ query }: { query: ServiceListQuery }) {
  const { services, total } = await listServices(query);
  const params = { searchTerm: query.searchTerm, min: query.min, max: query.max, sort: query.sort, page: query.page };

  return (
    <>
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
      <CataloguePagination params={params} page={query.page} pageCount={pageCountOf(total, PUBLIC_PAGE_SIZE)} />
    </>
  );
}
