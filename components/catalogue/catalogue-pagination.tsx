"use client";
import { useCatalogue } from "@/components/catalogue/catalogue-shell";
import { Pagination } from "@/components/shared/pagination";
import { catalogueHref } from "@/lib/urls/lists";

/** The catalogue's pages navigate in place, with its loading state. */
export function CataloguePagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { params, navigate } = useCatalogue();
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      hrefFor={(target) => catalogueHref({ ...params, page: target })}
      onNavigate={(target) => navigate({ ...params, page: target })}
    />
  );
}
