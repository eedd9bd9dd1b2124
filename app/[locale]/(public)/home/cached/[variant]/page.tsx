import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { FeaturedCarousel } from "@/components/home/featured-carousel";
import { featuredSlides } from "@/components/home/featured-slides";
import { HeroCarousel } from "@/components/home/hero-carousel";
import { heroSlides, heroWords } from "@/components/home/hero-slides";
import { RatingSummary } from "@/components/reviews/rating-summary";
import { ReviewList } from "@/components/reviews/review-list";
import { ReviewForm } from "@/components/reviews/review-form";
import { JsonLd } from "@/components/seo/json-ld";
import { buttonVariants } from "@/components/ui/button";
import { env } from "@/lib/config/env";
import { messages } from "@/lib/messages";
import { listReviews, reviewSummary } from "@/lib/server/reviews/manage-reviews";
import { listFeaturedServices } from "@/lib/server/services/list-featured-services";
import { businessJsonLd } from "@/lib/server/settings/business-json-ld";
import { getSettings } from "@/lib/server/settings/business-settings";

const homeText = messages.home;
const reviewsWords = messages.reviews;

export async function generateMetadata(): Promise<Metadata> {
  const { title } = heroWords(await getSettings());
  return { alternates: { canonical: "/" }, openGraph: { url: "/", images: [{ url: "/images/hero-1.webp", width: 1600, height: 700, alt: title }] } };
}

/**
 * Home: the hero, the featured services, and the reviews section
 * (next.config.ts rewrites / here). Rendered on its first visit, not at build
 * time (the build needs no database), then served from Next.js's cache:
 * rendered again when a review is written or moderated, a service or its
 * photos change, or the shop's settings (lib/server/cache.ts; on that
 * instance), and at least every minute (on every instance).
 */
export const revalidate = 60;
export const dynamicParams = true;
export const generateStaticParams = async (): Promise<{ variant: string }[]> => [];

export default async function HomePage({ params }: { params: Promise<{ variant: string }> }) {
  if ((await params).variant !== "default") notFound();
  const settings = await getSettings();
  const [featured, { reviews }, summary] = await Promise.all([listFeaturedServices(settings.featuredShown), listReviews({ page: 1, limit: 2 }), reviewSummary()]);
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
      <HeroCarousel slides={heroSlides(settings)} />
      <section className="mx-auto max-w-6xl px-4 py-14" aria-labelledby="featured-heading">
        <h2 id="featured-heading" className="text-2xl font-bold tracking-tight">{settings.featuredTitle || homeText.featuredTitle}</h2>
        <p className="mb-8 text-muted-foreground">{settings.featuredText || homeText.featuredBody(featured.length)}</p>
        <FeaturedCarousel slides={featuredSlides(featured)} />
      </section>
      <section id="review" className="border-t bg-muted/30" aria-labelledby="review-heading">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 lg:grid-cols-[1fr_2fr]">
          <div className="grid content-start gap-6">
            <div>
              <h2 id="review-heading" className="text-2xl font-bold tracking-tight">{settings.reviewsTitle || reviewsWords.sectionTitle}</h2>
              <p className="text-muted-foreground">{settings.reviewsText || reviewsWords.sectionBody}</p>
            </div>
            <RatingSummary summary={summary} />
          </div>
          <div className="grid content-start gap-6">
            <ReviewList reviews={reviews} />
            <Link href="/testimonials" className={buttonVariants({ variant: "outline", className: "justify-self-start" })}>
              {reviewsWords.readAll}
            </Link>
            <ReviewForm />
          </div>
        </div>
      </section>
    </>
  );
}
