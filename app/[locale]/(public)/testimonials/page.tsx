import type { Metadata } from "next";
import { ReviewList } from "@/components/reviews/review-list";
import { Pagination } from "@/components/shared/pagination";
import { messages } from "@/lib/messages";
import { listReviews } from "@/lib/server/reviews/manage-reviews";
import { pageSchema } from "@/lib/validation/common";
import { TESTIMONIALS_PAGE_SIZE } from "@/lib/validation/reviews";

const reviewsText = messages.reviews;
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const pageOf = async (searchParams: Props["searchParams"]) => {
  const raw = (await searchParams).page;
  const parsed = pageSchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
  return parsed.success ? parsed.data : 1;
};

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const page = await pageOf(searchParams);
  const canonical = page > 1 ? `/testimonials?page=${page}` : "/testimonials";
  return { title: reviewsText.testimonialsTitle, description: reviewsText.testimonialsBody, alternates: { canonical }, openGraph: { url: canonical } };
}

/** Testimonials: every review, ten to a page, server-rendered. */
export default async function TestimonialsPage({ searchParams }: Props) {
  const page = await pageOf(searchParams);
  const { reviews, total } = await listReviews({ page, limit: TESTIMONIALS_PAGE_SIZE });
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{reviewsText.testimonialsTitle}</h1>
      <p className="mb-8 text-muted-foreground">{reviewsText.testimonialsBody}</p>
      <ReviewList reviews={reviews} />
      <Pagination page={page} pageCount={Math.ceil(total / TESTIMONIALS_PAGE_SIZE)} hrefFor={(target) => (target > 1 ? `/testimonials?page=${target}` : "/testimonials")} />
    </div>
  );
}
