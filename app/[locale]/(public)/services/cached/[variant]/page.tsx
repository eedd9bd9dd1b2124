import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CatalogueView } from "@/components/catalogue/catalogue-view";
import { pageAlternates, pageLocale, pageTranslator } from "@/lib/server/i18n/page-locale";
import { catalogueQueryFromSearchParams } from "@/lib/validation/catalogue";

/**
 * /services as most visitors first see it (newest first, no filter, page 1;
 * next.config.ts rewrites /services here). Rendered on its first visit, not
 * at build time (the build needs no database), then served from Next.js's
 * cache, one copy per language: rendered again when an admin changes a service
 * (revalidatePath, on that instance) and at least every minute (on every
 * instance). A catalogue query goes to ../search instead, rendered on demand.
 */
export const revalidate = 60;
// The catalogue's filters (in the layout) read the address's query while rendering: here, as none.
export const dynamic = "force-static";
export const dynamicParams = true;
export const generateStaticParams = async (): Promise<{ variant: string }[]> => [];

type Props = { params: Promise<{ locale: string; variant: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await pageTranslator(locale, "catalogue");
  return {
    title: t("title"),
    description: t("subtitle"),
    alternates: await pageAlternates("/services", locale),
  };
}

export default async function CachedCataloguePage({ params }: Props) {
  if ((await params).variant !== "default") notFound();
  return <CatalogueView locale={await pageLocale(params)} query={catalogueQueryFromSearchParams({})} />;
}
