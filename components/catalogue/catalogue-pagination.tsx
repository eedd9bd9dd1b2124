"use client";
import { useCatalogueNavigation } from "@/components/catalogue/catalogue-shell";
import { Pagination } from "@/components/shared/pagination";
import { catalogueHref, type CatalogueParams } from "@/lib/urls/catalogue-href";

/** The catalogue's pages navigate in place, with its loading state. */
export function CataloguePagination({ params, page, pageCount }: { params: CatalogueParams; page: number; pageCount: number }) {
  const { navigate } = useCatalogueNavigation();
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      hrefFor={(target) => catalogueHref({ ...params, page: target })}
      onNavigate={(target) => navigate({ ...params, page: target })}
    />
  );
}
