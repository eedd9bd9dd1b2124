import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { carouselWords } from "@/components/home/carousel-words";
import { FeaturedCarousel } from "@/components/home/featured-carousel";
import { featuredSlides } from "@/components/home/featured-slides";
import { HeroCarousel } from "@/components/home/hero-carousel";
import { heroSlides, heroWords } from "@/components/home/hero-slides";
import { RatingSummary } from "@/components/reviews/rating-summary";
import { ReviewList } from "@/components/reviews/review-list";
import { ReviewForm, type ReviewFormWords } from "@/components/reviews/review-form";
import { JsonLd } from "@/components/seo/json-ld";
import { buttonVariants } from "@/components/ui/button";
import { env } from "@/lib/config/env";
import type { Translator } from "@/lib/i18n/translate";
import { pageAlternates, pageLocale, pageTranslator } from "@/lib/server/i18n/page-locale";
import { listReviews, reviewSummary } from "@/lib/server/reviews/manage-reviews";
import { reviewInputWords } from "@/lib/server/reviews/review-words";
import { listFeaturedServices } from "@/lib/server/services/list-featured-services";
import { businessJsonLd } from "@/lib/server/settings/business-json-ld";
import { getSettings } from "@/lib/server/settings/business-settings";

type Props = { params: Promise<{ locale: string; variant: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const [settings, t] = await Promise.all([getSettings(), pageTranslator(locale, "home")]);
  const { title } = heroWords(settings, t);
  return { alternates: await pageAlternates("/", locale), openGraph: { url: "/", images: [{ url: "/images/hero-1.webp", width: 1600, height: 700, alt: title }] } };
}

/**
 * Home: the hero, the featured services, and the reviews section
 * (next.config.ts rewrites / here). Rendered on its first visit, not at build
 * time (the build needs no database), then served from Next.js's cache:
 * rendered again when a review is written or moderated, a service or its
 * photos change, or the shop's settings (lib/server/cache.ts; on that
 * instance), and at least every minute (on every instance). One per
 * language (its [locale] segment): the shop's words as written, the
 * catalogue's in the page's language where the shop left them empty.
 */
export const revalidate = 60;
export const dynamicParams = true;
export const generateStaticParams = async (): Promise<{ variant: string }[]> => [];

export default async function HomePage({ params }: Props) {
  if ((await params).variant !== "default") notFound();
  const locale = await pageLocale(params);
  const settings = await getSettings();
  const writing = { locale, latinDigits: settings.latinDigits };
  const [featured, { reviews }, summary, t, reviewsT] = await Promise.all([
    listFeaturedServices(settings.featuredShown),
    listReviews({ page: 1, limit: 2 }),
    reviewSummary(),
    pageTranslator(locale, "home"),
    pageTranslator(locale, "reviews"),
  ]);
  const slides = heroSlides(settings, t);
  const { APP_URL } = env();
  return (
    <>
      <JsonLd
        data={{
          ...businessJsonLd(settings, APP_URL),
          image: `${APP_URL}/images/hero-1.webp`,
          ...(summary.count > 0 && { aggregateRating: { "@type": "AggregateRating", ratingValue: summary.average.toFixed(2), reviewCount: summary.count, bestRating: 5, worstRating: 1 } }),
        }}
      />
      <HeroCarousel slides={slides} words={carouselWords(t, t("carousel.heroLabel"), slides.length)} />
      <section className="mx-auto max-w-6xl px-4 py-14" aria-labelledby="featured-heading">
        <h2 id="featured-heading" className="text-2xl font-bold tracking-tight">{settings.featuredTitle || t("featured.title")}</h2>
        <p className="mb-8 text-muted-foreground">{settings.featuredText || t("featured.body", { count: featured.length })}</p>
        <FeaturedCarousel slides={featuredSlides(featured)} words={carouselWords(t, t("carousel.featuredLabel"), featured.length)} />
      </section>
      <section id="review" className="border-t bg-muted/30" aria-labelledby="review-heading">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 lg:grid-cols-[1fr_2fr]">
          <div className="grid content-start gap-6">
            <div>
              <h2 id="review-heading" className="text-2xl font-bold tracking-tight">{settings.reviewsTitle || reviewsT("section.title")}</h2>
              <p className="text-muted-foreground">{settings.reviewsText || reviewsT("section.body")}</p>
            </div>
            <RatingSummary summary={summary} writing={writing} />
          </div>
          <div className="grid content-start gap-6">
            <ReviewList reviews={reviews} writing={writing} />
            <Link href="/testimonials" className={buttonVariants({ variant: "outline", className: "justify-self-start" })}>
              {reviewsT("section.readAll")}
            </Link>
            <ReviewForm words={reviewFormWords(reviewsT)} />
          </div>
        </div>
      </section>
    </>
  );
}

/** Write a Review's words, written out for the form (a client component) in the page's language. */
const reviewFormWords = (t: Translator<"reviews">): ReviewFormWords => ({
  title: t("form.title"),
  rating: t("form.rating"),
  feedback: t("form.feedback"),
  placeholder: t("form.placeholder"),
  submit: t("form.submit"),
  added: t("form.added"),
  failed: t("form.failed"),
  stars: [1, 2, 3, 4, 5].map((n) => t("stars", { n })),
  check: reviewInputWords(t),
});
