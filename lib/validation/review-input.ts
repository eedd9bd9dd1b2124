import { z } from "zod";
import "@/lib/validation/zod-config";
import { visibleText } from "@/lib/validation/common";
import { REVIEW_MAX_LENGTH } from "@/lib/validation/limits";

export const REVIEW_MIN_LENGTH = 15;

/** What the review's rules say when a value breaks them, in the reader's language (lib/messages/<language>/reviews.json, form.check). */
export type ReviewInputWords = { ratingRequired: string; ratingRange: string; tooShort: string; tooLong: string };

/**
 * Write a Review's rules, saying what is wrong in `words`: whole stars 1 to 5, at least 15 characters.
 * The form checks with it in the browser (its words from the page) and the action on the server (the
 * same words, by the form's language); the REST API's English is reviewInputSchema (lib/validation/reviews.ts).
 * Kept apart from the other reviews' schemas so that the browser loads no words with it.
 */
export const reviewInputSchemaIn = (words: ReviewInputWords) =>
  z.object({
    // No stars chosen (the form starts with none) asks for a choice; anything else outside 1 to 5 is out of range.
    rating: z.number({ error: (issue) => (issue.input === undefined ? words.ratingRequired : words.ratingRange) }).int({ error: words.ratingRange }).min(1, { error: words.ratingRange }).max(5, { error: words.ratingRange }),
    // At least 15 characters that show: spaces and zero-width characters do not count.
    comment: visibleText({ required: words.tooShort, min: REVIEW_MIN_LENGTH, tooShort: words.tooShort, max: REVIEW_MAX_LENGTH, tooLong: words.tooLong }),
  });
