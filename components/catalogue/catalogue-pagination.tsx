"use client";
import { useCatalogueNavigation } from "@/components/catalogue/catalogue-shell";
import { useLocale } from "@/components/providers/locale-context";
import { Pagination } from "@/components/shared/pagination";
import { catalogueHref, type CatalogueParams } from "@/lib/urls/catalogue-href";

/** The page links' words in the page's language (the catalogue's `catalogue.pagination`; `{page}` filled in here). */
export type CataloguePaginationWords = { label: string; previous: string; next: string; page: string };

/** The catalogue's pages navigate in place, with its loading state; their names and numbers in the page's language. */
export function CataloguePagination({ params, page, pageCount, words }: { params: CatalogueParams; page: number; pageCount: number; words: CataloguePaginationWords }) {
  const { navigate } = useCatalogueNavigation();
  const { intlLocale } = useLocale();
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      hrefFor={(target) => catalogueHref({ ...params, page: target })}
      onNavigate={(target) => navigate({ ...params, page: target })}
      words={{ ...words, intlTag: intlLocale }}
    />
  );
}
