"use server";

import { AppError, isAppError } from "@/lib/errors";
import { reviewsMessages } from "@/lib/messages/reviews";
import { authorize } from "@/lib/policy/policy";
import { pageTranslator } from "@/lib/server/i18n/page-locale";
import { visitorLocale } from "@/lib/server/i18n/visitor-locale";
import { createReview, moderateReview } from "@/lib/server/reviews/manage-reviews";
import { reviewInputWords } from "@/lib/server/reviews/review-words";
import { parseInput } from "@/lib/validation/common";
import { reviewInputSchemaIn } from "@/lib/validation/review-input";
import { action, type ActionState, type FailureWords } from "./action";

/** The reviews' words in the language of the page the form was sent from (visitorLocale). */
const visitorWords = async () => pageTranslator(await visitorLocale(), "reviews");

/** What a failed Write a Review says, in the visitor's words. */
const failureWords = async (): Promise<FailureWords> => {
  const t = await visitorWords();
  return { checkFields: t("form.checkFields"), internal: t("form.internal") };
};

/** A refusal the form can meet (an account that is not a customer's), in the visitor's words; any other as it is. */
function inVisitorWords(error: unknown, onlyCustomers: string): unknown {
  if (!isAppError(error) || error.message !== reviewsMessages.onlyCustomers) return error;
  return new AppError(error.kind, onlyCustomers, error.fields, error.retryAfterSeconds);
}

/**
 * Write a Review, for the signed-in customer; signed out, to Login and back to the reviews. What is
 * wrong with the review, and whether it shows now, are said in the language of the page it was written on.
 */
export const createReviewAction = action(
  { signedIn: true, fields: ["rating", "comment"], returnTo: "/#review", words: failureWords },
  async ({ actor, values }, _state: ActionState, _form: FormData) => {
    const t = await visitorWords();
    const review = { rating: values.rating ? Number(values.rating) : undefined, comment: values.comment };
    let written;
    try {
      // As the operation does: who may write first, then what was written (here, checked in the form's words).
      authorize(actor, "reviews.create");
      parseInput(reviewInputSchemaIn(reviewInputWords(t)), review);
      written = await createReview(actor, review);
    } catch (error) {
      throw inVisitorWords(error, t("form.onlyCustomers"));
    }
    // Written: the form starts again empty, and says whether the review shows now or once the shop has approved it.
    return written.approved
      ? { message: t("form.added"), detail: t("form.thanks"), values: {} }
      : { message: t("form.awaitingTitle"), detail: t("form.awaitingBody"), values: {} };
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
