import "server-only";
import { db } from "@/lib/db";
import type { Prisma, Review, User } from "@/lib/generated/prisma/client";
import { consume, type Limit } from "@/lib/server/rate-limit";
import { transaction } from "@/lib/server/database/transaction";
import { eventActor, eventsRecorded, recordEvent } from "@/lib/server/events/record-event";
import { pagesShowing } from "@/lib/server/cache";
import { messages } from "@/lib/messages";
import { notFound } from "@/lib/errors";
import { operation, recordOperation } from "@/lib/server/operation";
import { now } from "@/lib/server/clock";
import { adminReviewListQuerySchema, reviewInputSchema, reviewModerationSchema, type AdminReviewListQuery, type ReviewListQuery } from "@/lib/validation/reviews";

/**
 * A review as the REST contract and the pages show it: the reviewer's names,
 * never their email. `verified`: the author has had a paid visit that is over.
 * `hidden` and `approved` are told to admins only (the public sees only
 * approved reviews that are not hidden); the author learns `approved` from
 * the answer to writing it.
 */
export type ReviewDto = { _id: string; rating: number; comment: string; createdAt: string; verified: boolean; user: { firstName: string; lastName: string } };
export type WrittenReviewDto = ReviewDto & { approved: boolean };
export type ModeratedReviewDto = ReviewDto & { hidden: boolean; approved: boolean };

/**
 * What the public sees, counts and averages: reviews the shop has let in
 * (at once for a verified visit, else by an admin's approval) and not hidden.
 */
const PUBLIC: Prisma.ReviewWhereInput = { hidden: false, approvedAt: { not: null } };
/** Waiting for an admin: neither approved nor hidden (a hidden one has been dealt with). */
const AWAITING: Prisma.ReviewWhereInput = { hidden: false, approvedAt: null };

/** Average over the reviews that show (sum over count, 0 when there are none) and how many gave each star. */
export type ReviewSummary = { average: number; count: number; breakdown: Record<"1" | "2" | "3" | "4" | "5", number> };

/** A completed visit: a paid booking whose slot is over. One is enough to call a review a verified visit. */
const completedVisit = (at: Date) => ({ payment: "paid", status: { in: ["confirm", "complete"] }, slot: { endsAt: { lte: at } } }) satisfies Prisma.BookingWhereInput;

const reviewInclude = (at: Date) =>
  ({
    user: { select: { firstName: true, lastName: true, bookings: { where: completedVisit(at), select: { id: true }, take: 1 } } },
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

/**
 * `POST /api/review/create` and Write a Review: customers only. The review of
 * a customer with a completed visit shows at once; anyone else's waits for the
 * shop's approval (Reviews in the admin area) before it shows anywhere or
 * counts in an average, so that accounts made only to review cannot move the
 * shop's rating. Either way it is accepted (201), and the answer says which.
 */
export const createReview = operation({ permission: "reviews.create", input: reviewInputSchema }, async (input, author): Promise<WrittenReviewDto> => {
  await consume(reviewsPerCustomer, author.id);
  const writtenAt = now();
  const review = await transaction(async (tx) => {
    const visited = await tx.booking.findFirst({ where: { customerId: author.id, ...completedVisit(writtenAt) }, select: { id: true } });
    const created = await tx.review.create({
      data: { userId: author.id, rating: input.rating, comment: input.comment, createdAt: writtenAt, approvedAt: visited ? writtenAt : null },
      include: reviewInclude(writtenAt),
    });
    // Told to the webhook endpoints that asked for new reviews (the relay).
    await recordEvent(tx, { type: "review.created", bookingId: null, actor: eventActor(author), payload: { reviewId: created.id }, at: created.createdAt });
    return created;
  });
  await eventsRecorded();
  // One that waits for approval changes no public page.
  if (review.approvedAt) pagesShowing.reviews();
  return { ...toReviewDto(review), approved: review.approvedAt !== null };
});

/** `GET /api/review/get`, the home page's first reviews and /testimonials: newest first. */
export async function listReviews(query: ReviewListQuery): Promise<{ reviews: ReviewDto[]; total: number }> {
  const [reviews, total] = await Promise.all([
    db.review.findMany({
      where: PUBLIC,
      include: reviewInclude(now()),
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      skip: (query.page - 1) * query.limit,
      take: query.limit,
    }),
    db.review.count({ where: PUBLIC }),
  ]);
  return { reviews: reviews.map(toReviewDto), total };
}

/** The average and the per-star counts, grouped in the database (never by loading every review). */
export async function reviewSummary(): Promise<ReviewSummary> {
  const groups = await db.review.groupBy({ by: ["rating"], where: PUBLIC, _count: { _all: true } });
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

const toModeratedDto = (review: ReviewRow): ModeratedReviewDto => ({ ...toReviewDto(review), hidden: review.hidden, approved: review.approvedAt !== null });

/** Which reviews the Reviews page lists: every one, the shown, the hidden, or those awaiting approval. */
const MODERATION_FILTERS: Record<NonNullable<AdminReviewListQuery["status"]>, Prisma.ReviewWhereInput> = { shown: PUBLIC, hidden: { hidden: true }, awaiting: AWAITING };

/**
 * The Reviews page (admin): reviews awaiting approval first, then the rest,
 * each newest first. Paged across the two as one list.
 */
export const listReviewsForModeration = operation(
  { permission: "reviews.moderate", input: adminReviewListQuerySchema },
  async (query): Promise<{ reviews: ModeratedReviewDto[]; total: number; awaiting: number }> => {
    const where: Prisma.ReviewWhereInput = query.status ? MODERATION_FILTERS[query.status] : {};
    const rest: Prisma.ReviewWhereInput = { AND: [where, { NOT: AWAITING }] };
    const [awaitingTotal, total, awaiting] = await Promise.all([
      db.review.count({ where: { AND: [where, AWAITING] } }),
      db.review.count({ where }),
      query.status ? db.review.count({ where: AWAITING }) : null,
    ]);
    const skip = (query.page - 1) * query.limit;
    const page = (filter: Prisma.ReviewWhereInput, from: number, take: number) =>
      take > 0 ? db.review.findMany({ where: filter, include: reviewInclude(now()), orderBy: [{ createdAt: "desc" }, { id: "asc" }], skip: from, take }) : Promise.resolve([]);
    const fromAwaiting = Math.max(0, Math.min(query.limit, awaitingTotal - skip));
    const [first, then] = await Promise.all([
      page({ AND: [where, AWAITING] }, Math.min(skip, awaitingTotal), fromAwaiting),
      page(rest, Math.max(0, skip - awaitingTotal), query.limit - fromAwaiting),
    ]);
    return { reviews: [...first, ...then].map(toModeratedDto), total, awaiting: awaiting ?? awaitingTotal };
  },
);

/**
 * `PUT /api/review/{id}` and the Reviews page: an admin approves a review
 * awaiting approval (it joins the public lists and the averages), hides an
 * abusive one (it leaves them), or undoes either. Recorded in the audit log
 * like every admin's write.
 */
export const moderateReview = recordOperation({ permission: "reviews.moderate", input: reviewModerationSchema }, async (id, { hidden, approved }): Promise<ModeratedReviewDto> => {
  const review = await transaction(async (tx) => {
    const current = await tx.review.findUnique({ where: { id }, select: { approvedAt: true } });
    if (!current) throw notFound(messages.reviews.notFound);
    const approvedAt = approved === undefined ? undefined : approved ? (current.approvedAt ?? now()) : null;
    return tx.review.update({ where: { id }, data: { hidden, approvedAt }, include: reviewInclude(now()) });
  });
  pagesShowing.reviews();
  return toModeratedDto(review);
});
