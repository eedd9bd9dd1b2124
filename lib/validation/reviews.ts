import { z } from "zod";
import "@/lib/validation/zod-config";
import { reviewsMessages } from "@/lib/messages/reviews";
import { blankAsUndefined, limitSchema, pageSchema } from "@/lib/validation/common";
import { REVIEW_MAX_LENGTH } from "@/lib/validation/limits";
import { reviewInputSchemaIn } from "@/lib/validation/review-input";

export { REVIEW_MIN_LENGTH, reviewInputSchemaIn, type ReviewInputWords } from "@/lib/validation/review-input";
export { REVIEW_MAX_LENGTH };

/** Write a Review (`POST /api/review/create`, and the domain's own check): whole stars 1 to 5, at least 15 characters, in English. */
export const reviewInputSchema = reviewInputSchemaIn(reviewsMessages);

/** `GET /api/review/get?limit&page`: the old site's default is 2 per page. */
export const reviewListQuerySchema = z.object({ page: pageSchema, limit: limitSchema(2) });
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

export const TESTIMONIALS_PAGE_SIZE = 10;

/**
 * `PUT /api/review/{id}` (admin): `hidden` hides a review from the public or
 * shows it again; `approved` lets a review awaiting approval into the public
 * lists (or sends it back to wait). One of them, or both.
 */
export const reviewModerationSchema = z
  .object({ hidden: z.boolean({ error: reviewsMessages.hiddenBoolean }).optional(), approved: z.boolean({ error: reviewsMessages.approvedBoolean }).optional() })
  // Old clients know `hidden` only: a body with neither is named after it.
  .refine((change) => change.hidden !== undefined || change.approved !== undefined, { path: ["hidden"], error: reviewsMessages.moderationRequired });

export const REVIEW_STATUSES = ["awaiting", "shown", "hidden"] as const;

/** The admin's Reviews page: every review (those awaiting approval first), or only those awaiting approval, shown or hidden. */
export const adminReviewListQuerySchema = z.object({
  page: pageSchema,
  limit: limitSchema(20),
  status: z.preprocess(blankAsUndefined, z.enum(REVIEW_STATUSES, { error: reviewsMessages.statusValues }).optional()),
});
export type AdminReviewListQuery = z.infer<typeof adminReviewListQuerySchema>;
