"use server";

import { redirect } from "next/navigation";
import { messages } from "@/lib/messages";
import { currentUser } from "@/lib/server/auth/current-user";
import { createReview, moderateReview, type ModeratedReviewDto } from "@/lib/server/reviews/manage-reviews";
import { signInUrl } from "@/lib/urls/sign-in-redirect";
import { attempt, attemptForm, formDone, formFailed, readForm, type ActionResult, type FormState } from "./result";

/** Write a Review, for the signed-in customer; signed out, to Login and back to the reviews. */
export async function createReviewAction(_state: FormState, form: FormData): Promise<FormState> {
  const values = readForm(form, ["rating", "comment"]);
  const author = await currentUser();
  if (!author) redirect(signInUrl("/#review"));
  const written = await attemptForm(() => createReview(author, { rating: values.rating ? Number(values.rating) : undefined, comment: values.comment }), messages.forms.checkFields);
  if (!written.ok) return formFailed(written, values);
  // Written: the form starts again empty, and says whether the review shows now or once the shop has approved it.
  return written.data.approved ? formDone({}, messages.reviews.added, messages.reviews.thanks) : formDone({}, messages.reviews.awaitingTitle, messages.reviews.awaitingBody);
}

/**
 * The Reviews page's Hide / Show button (a form: it works without JavaScript).
 * The page re-renders with the change; a refusal is answered, not swallowed.
 * Whatever a caller sends in the form's place reads as empty fields (readForm).
 */
export async function setReviewHiddenAction(form: unknown): Promise<ActionResult<ModeratedReviewDto>> {
  const values = readForm(form, ["id", "hidden"]);
  return attempt(async () => moderateReview(await currentUser(), values.id, { hidden: values.hidden === "true" }));
}

/** The Reviews page's Approve button (a form, like Hide): the review joins the public lists and the averages. */
export async function approveReviewAction(form: unknown): Promise<ActionResult<ModeratedReviewDto>> {
  const values = readForm(form, ["id"]);
  return attempt(async () => moderateReview(await currentUser(), values.id, { approved: true }));
}
