import type { Metadata } from "next";
import { ReviewList } from "@/components/reviews/review-list";
import { Pagination } from "@/components/shared/pagination";
import { paginationWordsIn } from "@/components/shared/pagination-words";
import { pageAlternates, pageLocale, pageTranslator } from "@/lib/server/i18n/page-locale";
import { listReviews } from "@/lib/server/reviews/manage-reviews";
import { getSettings } from "@/lib/server/settings/business-settings";
import { pageSchema } from "@/lib/validation/common";
import { TESTIMONIALS_PAGE_SIZE } from "@/lib/validation/reviews";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const pageOf = async (searchParams: Props["searchParams"]) => {
  const raw = (await searchParams).page;
  const parsed = pageSchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
  return parsed.success ? parsed.data : 1;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [page, locale] = await Promise.all([pageOf(searchParams), pageLocale(params)]);
  const t = await pageTranslator(locale, "reviews");
  const alternates = await pageAlternates(page > 1 ? `/testimonials?page=${page}` : "/testimonials", locale);
  return { title: t("testimonials.title"), description: t("testimonials.body"), alternates, openGraph: { url: alternates.canonical } };
}

/** Testimonials: every review, ten to a page, server-rendered, in the page's language (the reviews as their authors wrote them). */
export default async function TestimonialsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const page = await pageOf(searchParams);
  const [{ reviews, total }, t, { latinDigits }] = await Promise.all([listReviews({ page, limit: TESTIMONIALS_PAGE_SIZE }), pageTranslator(locale, "reviews"), getSettings()]);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{t("testimonials.title")}</h1>
      <p className="mb-8 text-muted-foreground">{t("testimonials.body")}</p>
      <ReviewList reviews={reviews} writing={{ locale, latinDigits }} />
      <Pagination page={page} pageCount={Math.ceil(total / TESTIMONIALS_PAGE_SIZE)} hrefFor={(target) => (target > 1 ? `/testimonials?page=${target}` : "/testimonials")} words={await paginationWordsIn(locale)} />
    </div>
  );
}
