import { CataloguePagination } from "@/components/catalogue/catalogue-pagination";
import { ServiceCard } from "@/components/catalogue/service-card";
import Link from "next/link";
import { SearchXIcon } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { pageCountOf } from "@/lib/urls/lists";
import { catalogueMessages } from "@/lib/messages/catalogue";
import { listServices } from "@/lib/server/services/list-services";
import { PUBLIC_PAGE_SIZE, type ServiceListQuery } from "@/lib/validation/catalogue";

const catalogueText = catalogueMessages;

/** The results of one catalogue query: how many, the cards and the pages (the heading and filters are the layout's). */
export async function CatalogueView({ query }: { query: ServiceListQuery }) {
  const { services, total } = await listServices(query);
  const params = { searchTerm: query.searchTerm, min: query.min, max: query.max, sort: query.sort, page: query.page };

  return (
    <>
      <p className="mb-4 text-sm text-muted-foreground" aria-live="polite">{catalogueText.results(total)}</p>
      {services.length === 0 ? (
        // Nothing matched: not an outage, so the old 'try again later' would mislead.
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-16 text-center">
          <SearchXIcon className="size-10 text-muted-foreground" aria-hidden />
          <p className="text-lg font-semibold">{catalogueText.noMatch}</p>
          <p className="max-w-md text-sm text-muted-foreground">{catalogueText.noMatchBody}</p>
          <Link href="/services" className={buttonVariants({ variant: "outline", className: "mt-2" })}>
            {catalogueText.clearFilters}
          </Link>
        </div>
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
