import "server-only";
import type { Translator } from "@/lib/i18n/translate";
import type { ReviewInputWords } from "@/lib/validation/review-input";

/**
 * What Write a Review's rules say, in the translator's language: handed to the form (its check in the
 * browser) by the page, and used by the action (its check on the server), so that both say the same.
 */
export const reviewInputWords = (t: Translator<"reviews">): ReviewInputWords => ({
  ratingRequired: t("form.check.ratingRequired"),
  ratingRange: t("form.check.ratingRange"),
  tooShort: t("form.check.tooShort"),
  tooLong: t("form.check.tooLong"),
});
