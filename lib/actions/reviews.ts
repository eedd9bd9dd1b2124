"use server";

import { messages } from "@/lib/messages";
import { currentUser } from "@/lib/server/auth/current-user";
import { createReview } from "@/lib/server/reviews/reviews";
import { attempt } from "./result";

/** Write a Review, for the signed-in customer. */
export async function createReviewAction(values: unknown) {
  return attempt(async () => createReview(await currentUser(), values), messages.reviews.failed);
}
