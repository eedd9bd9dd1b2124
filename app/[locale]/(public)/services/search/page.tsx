import type { Metadata } from "next";
import { CatalogueView } from "@/components/catalogue/catalogue-view";
import { catalogueHref } from "@/lib/urls/lists";
import { messages } from "@/lib/messages";
import { catalogueQueryFromSearchParams } from "@/lib/validation/catalogue";

/** /services with a search, a price range, a sort or a page (next.config.ts rewrites those here), rendered on demand. */
// Never prerendered: the catalogue's filters (in the layout) read the address's query while rendering.
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const catalogueText = messages.catalogue;

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = catalogueQueryFromSearchParams(await searchParams);
  return {
    title: query.searchTerm ? `${catalogueText.title}: "${query.searchTerm}"` : catalogueText.title,
    description: catalogueText.subtitle,
    alternates: { canonical: catalogueHref(query) },
  };
}

export default async function CatalogueSearchPage({ searchParams }: Props) {
  return <CatalogueView query={catalogueQueryFromSearchParams(await searchParams)} />;
}
