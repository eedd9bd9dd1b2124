import "server-only";
import { db } from "@/lib/db";
import type { Review, User } from "@/lib/generated/prisma/client";
import { consume, type Limit } from "@/lib/server/rate-limit";
import { pagesShowing } from "@/lib/server/cache";
import { operation } from "@/lib/server/operation";
import { reviewInputSchema, type ReviewListQuery } from "@/lib/validation/reviews";

/** A review as the REST contract and the pages show it: the reviewer's names, never their email. */
export type ReviewDto = { _id: string; rating: number; comment: string; createdAt: string; user: { firstName: string; lastName: string } };

/** Average over all reviews (sum over count, 0 when there are none) and how many gave each star. */
export type ReviewSummary = { average: number; count: number; breakdown: Record<"1" | "2" | "3" | "4" | "5", number> };

const toReviewDto = (review: Review & { user: Pick<User, "firstName" | "lastName"> }): ReviewDto => ({
  _id: review.id,
  rating: review.rating,
  comment: review.comment,
  createdAt: review.createdAt.toISOString(),
  user: { firstName: review.user.firstName, lastName: review.user.lastName },
});

/** One customer writes at most this many reviews an hour. */
const reviewsPerCustomer: Limit = { name: "review:account", max: 10, windowSeconds: 60 * 60 };

/** `POST /api/review/create` and Write a Review: customers only. */
export const createReview = operation({ permission: "reviews.create", input: reviewInputSchema }, async (input, author): Promise<ReviewDto> => {
  await consume(reviewsPerCustomer, author.id);
  const review = await db.review.create({ data: { userId: author.id, rating: input.rating, comment: input.comment }, include: { user: true } });
  pagesShowing.reviews();
  return toReviewDto(review);
});

/** `GET /api/review/get`, the home page's first reviews and /testimonials: newest first. */
export async function listReviews(query: ReviewListQuery): Promise<{ reviews: ReviewDto[]; total: number }> {
  const [reviews, total] = await Promise.all([
    db.review.findMany({
      include: { user: { select: { firstName: true, lastName: true } } },
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      skip: (query.page - 1) * query.limit,
      take: query.limit,
    }),
    db.review.count(),
  ]);
  return { reviews: reviews.map(toReviewDto), total };
}

/** The average and the per-star counts, grouped in the database (never by loading every review). */
export async function reviewSummary(): Promise<ReviewSummary> {
  const groups = await db.review.groupBy({ by: ["rating"], _count: { _all: true } });
  const breakdown: ReviewSummary["breakdown"] = { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 };
  let count = 0;
  let sum = 0;
  for (const group of groups) {
    const key = String(group.rating) as keyof typeof breakdown;
    if (!(key in breakdown)) continue;
    breakdown[key] = group._count._all;
    count += group._count._all;
    sum += group.rating * group._count._all;
  }
  // Sum over count, the divisor 1 when there are none; two decimals.
  return { average: Math.round((sum / Math.max(count, 1)) * 100) / 100, count, breakdown };
}
