import "server-only";
import { db } from "@/lib/db";
import type { Prisma, Review, User } from "@/lib/generated/prisma/client";
import { consume, type Limit } from "@/lib/server/rate-limit";
import { transaction } from "@/lib/server/database/transaction";
import { actorOf, eventsRecorded, recordEvent } from "@/lib/server/events/events";
import { pagesShowing } from "@/lib/server/cache";
import { messages } from "@/lib/messages";
import { notFound } from "@/lib/server/errors";
import { operation, recordOperation } from "@/lib/server/operation";
import { adminReviewListQuerySchema, reviewInputSchema, reviewModerationSchema, type ReviewListQuery } from "@/lib/validation/reviews";

/**
 * A review as the REST contract and the pages show it: the reviewer's names,
 * never their email. `verified`: the author has had a paid visit that is over.
 * `hidden` is told to admins only (the public never sees hidden reviews).
 */
export type ReviewDto = { _id: string; rating: number; comment: string; createdAt: string; verified: boolean; user: { firstName: string; lastName: string } };
export type ModeratedReviewDto = ReviewDto & { hidden: boolean };

/** Average over all reviews (sum over count, 0 when there are none) and how many gave each star. */
export type ReviewSummary = { average: number; count: number; breakdown: Record<"1" | "2" | "3" | "4" | "5", number> };

/** The author's paid bookings whose slots are over: one is enough to call the review a verified visit. */
const reviewInclude = (now: Date) =>
  ({
    user: {
      select: {
        firstName: true,
        lastName: true,
        bookings: { where: { payment: "paid", status: { in: ["confirm", "complete"] }, slot: { endsAt: { lte: now } } }, select: { id: true }, take: 1 },
      },
    },
  }) satisfies Prisma.ReviewInclude;

type ReviewRow = Review & { user: Pick<User, "firstName" | "lastName"> & { bookings: { id: string }[] } };

const toReviewDto = (review: ReviewRow): ReviewDto => ({
  _id: review.id,
  rating: review.rating,
  comment: review.comment,
  createdAt: review.createdAt.toISOString(),
  verified: review.user.bookings.length > 0,
  user: { firstName: review.user.firstName, lastName: review.user.lastName },
});

/** One customer writes at most this many reviews an hour. */
const reviewsPerCustomer: Limit = { name: "review:account", max: 10, windowSeconds: 60 * 60 };

/** `POST /api/review/create` and Write a Review: customers only. */
export const createReview = operation({ permission: "reviews.create", input: reviewInputSchema }, async (input, author): Promise<ReviewDto> => {
  await consume(reviewsPerCustomer, author.id);
  const review = await transaction(async (tx) => {
    const created = await tx.review.create({ data: { userId: author.id, rating: input.rating, comment: input.comment }, include: reviewInclude(new Date()) });
    // Told to the webhook endpoints that asked for new reviews (the relay).
    await recordEvent(tx, { type: "review.created", bookingId: null, actor: actorOf(author), payload: { reviewId: created.id }, at: created.createdAt });
    return created;
  });
  await eventsRecorded();
  pagesShowing.reviews();
  return toReviewDto(review);
});

/** `GET /api/review/get`, the home page's first reviews and /testimonials: newest first. */
export async function listReviews(query: ReviewListQuery): Promise<{ reviews: ReviewDto[]; total: number }> {
  const [reviews, total] = await Promise.all([
    db.review.findMany({
      where: { hidden: false },
      include: reviewInclude(new Date()),
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      skip: (query.page - 1) * query.limit,
      take: query.limit,
    }),
    db.review.count({ where: { hidden: false } }),
  ]);
  return { reviews: reviews.map(toReviewDto), total };
}

/** The average and the per-star counts, grouped in the database (never by loading every review). */
export async function reviewSummary(): Promise<ReviewSummary> {
  const groups = await db.review.groupBy({ by: ["rating"], where: { hidden: false }, _count: { _all: true } });
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

/** The Reviews page (admin): every review, hidden ones too, newest first. */
export const listReviewsForModeration = operation(
  { permission: "reviews.moderate", input: adminReviewListQuerySchema },
  async (query): Promise<{ reviews: ModeratedReviewDto[]; total: number }> => {
    const where: Prisma.ReviewWhereInput = query.hidden === undefined ? {} : { hidden: query.hidden === "true" };
    const [reviews, total] = await Promise.all([
      db.review.findMany({ where, include: reviewInclude(new Date()), orderBy: [{ createdAt: "desc" }, { id: "asc" }], skip: (query.page - 1) * query.limit, take: query.limit }),
      db.review.count({ where }),
    ]);
    return { reviews: reviews.map((review) => ({ ...toReviewDto(review), hidden: review.hidden })), total };
  },
);

/**
 * `PUT /api/review/{id}` and the Reviews page: an admin hides an abusive
 * review (out of the public lists and the averages) or shows it again.
 */
export const setReviewHidden = recordOperation({ permission: "reviews.moderate", input: reviewModerationSchema }, async (id, { hidden }): Promise<ModeratedReviewDto> => {
  const updated = await db.review.updateMany({ where: { id }, data: { hidden } });
  if (updated.count === 0) throw notFound(messages.reviews.notFound);
  pagesShowing.reviews();
  const review = await db.review.findUniqueOrThrow({ where: { id }, include: reviewInclude(new Date()) });
  return { ...toReviewDto(review), hidden: review.hidden };
});
