import type { Metadata } from "next";
import { CatalogueView } from "@/components/catalogue/catalogue-view";
import { pageAlternates, pageLocale, pageTranslator } from "@/lib/server/i18n/page-locale";
import { catalogueHref } from "@/lib/urls/lists";
import { catalogueQueryFromSearchParams } from "@/lib/validation/catalogue";

/** /services with a search, a price range, a sort or a page (next.config.ts rewrites those here), rendered on demand. */
// Never prerendered: the catalogue's filters (in the layout) read the address's query while rendering.
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [query, locale] = await Promise.all([searchParams.then(catalogueQueryFromSearchParams), pageLocale(params)]);
  const t = await pageTranslator(locale, "catalogue");
  return {
    title: query.searchTerm ? t("searchTitle", { searchTerm: query.searchTerm }) : t("title"),
    description: t("subtitle"),
    alternates: await pageAlternates(catalogueHref(query), locale),
  };
}

export default async function CatalogueSearchPage({ params, searchParams }: Props) {
  const [locale, query] = await Promise.all([pageLocale(params), searchParams]);
  return <CatalogueView locale={locale} query={catalogueQueryFromSearchParams(query)} />;
}
