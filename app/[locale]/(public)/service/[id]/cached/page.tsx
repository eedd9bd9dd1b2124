import type { Metadata } from "next";
import { ServiceView, serviceMetadata } from "@/components/catalogue/service-view";
import { pageLocale } from "@/lib/server/i18n/page-locale";

/**
 * A service's page as most visitors first see it: no day chosen, so it opens on the first day with
 * something to book (next.config.ts rewrites /service/[id] here when its URL asks for nothing else).
 * Rendered on its first visit, then served from Next.js's cache (one copy per language): rendered again
 * on the next visit after a booking, a cancellation, a move, a slot or a service changes (lib/server/cache.ts,
 * on that instance), at least every 30 seconds (slots start, days end, other instances book), and before
 * anyone is shown a copy older than next.config.ts's expireTime.
 */
export const revalidate = 30;
export const dynamicParams = true;
export const generateStaticParams = async (): Promise<{ id: string }[]> => [];

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  return serviceMetadata(id, await pageLocale(params));
}

export default async function CachedServicePage({ params }: Props) {
  const [{ id }, locale] = await Promise.all([params, pageLocale(params)]);
  return <ServiceView locale={locale} id={id} query={{}} />;
}
