"use server";

import { messages } from "@/lib/messages";
import { createReview, moderateReview } from "@/lib/server/reviews/manage-reviews";
import { action, type ActionState } from "./action";

/** Write a Review, for the signed-in customer; signed out, to Login and back to the reviews. */
export const createReviewAction = action(
  { signedIn: true, fields: ["rating", "comment"], returnTo: "/#review" },
  async ({ actor, values }, _state: ActionState, _form: FormData) => {
    const written = await createReview(actor, { rating: values.rating ? Number(values.rating) : undefined, comment: values.comment });
    // Written: the form starts again empty, and says whether the review shows now or once the shop has approved it.
    return written.approved
      ? { message: messages.reviews.added, detail: messages.reviews.thanks, values: {} }
      : { message: messages.reviews.awaitingTitle, detail: messages.reviews.awaitingBody, values: {} };
  },
);

/**
 * The Reviews page's Hide / Show button (a form: it works without JavaScript).
 * The page re-renders with the change; a refusal is answered, not swallowed.
 * Whatever a caller sends in the form's place reads as empty fields.
 */
export const setReviewHiddenAction = action({ signedIn: true, fields: ["id", "hidden"] }, async ({ actor, values }, _form: unknown) => ({
  data: await moderateReview(actor, values.id, { hidden: values.hidden === "true" }),
}));

/** The Reviews page's Approve button (a form, like Hide): the review joins the public lists and the averages. */
export const approveReviewAction = action({ signedIn: true, fields: ["id"] }, async ({ actor, values }, _form: unknown) => ({
  data: await moderateReview(actor, values.id, { approved: true }),
}));
