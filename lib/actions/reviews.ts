"use server";

import { messages } from "@/lib/messages";
import { currentUser } from "@/lib/server/auth/current-user";
import { createReview, setReviewHidden } from "@/lib/server/reviews/reviews";
import { attempt } from "./result";

/** Write a Review, for the signed-in customer. */
export async function createReviewAction(values: unknown) {
  return attempt(async () => createReview(await currentUser(), values), messages.reviews.failed);
}

/** The Reviews page's Hide / Show button (a form: it works without JavaScript). */
export async function setReviewHiddenAction(form: FormData): Promise<void> {
  await attempt(async () => setReviewHidden(await currentUser(), form.get("id"), { hidden: form.get("hidden") === "true" }));
}
