"use server";

import { revalidatePath } from "next/cache";
import { messages } from "@/lib/messages";
import { currentUser } from "@/lib/server/auth/current-user";
import { createReview, type ReviewDto } from "@/lib/server/reviews/reviews";
import { reviewInputSchema } from "@/lib/validation/reviews";
import { attempt, invalid, signedOut, type ActionResult } from "./result";
import { safeParseInput } from "@/lib/validation/common";

/** Write a Review, for the signed-in customer. */
export async function createReviewAction(values: unknown): Promise<ActionResult<ReviewDto>> {
  const author = await currentUser();
  if (!author) return signedOut;
  const parsed = safeParseInput(reviewInputSchema, values);
  if (!parsed.success) return invalid(parsed.error, messages.reviews.failed);
  return attempt(async () => {
    const review = await createReview(parsed.data, author);
    revalidatePath("/");
    revalidatePath("/testimonials");
    return review;
  });
}
