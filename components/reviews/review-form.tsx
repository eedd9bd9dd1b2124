"use client";

import { StarIcon } from "@/components/ui/icons/star";
import { Fragment, useEffect, useRef, useState } from "react";
import { FormField } from "@/components/forms/form-field";
import { FormMessage } from "@/components/forms/form-message";
import { useCheckedFormAction } from "@/components/forms/use-checked-form-action";
import { useHydrated } from "@/components/shared/use-hydrated";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { createReviewAction } from "@/lib/actions/reviews";
import { schemaCheck } from "@/lib/forms/schema-check";
import { REVIEW_MAX_LENGTH } from "@/lib/validation/limits";
import type { ReviewInputWords } from "@/lib/validation/review-input";

const STARS = [1, 2, 3, 4, 5] as const;

/** What the form says, written out in the page's language by the page (lib/messages/<language>/reviews.json). */
export type ReviewFormWords = {
  title: string;
  rating: string;
  feedback: string;
  placeholder: string;
  submit: string;
  added: string;
  failed: string;
  /** Each star's name, '1 star' to '5 stars'. */
  stars: string[];
  /** What the review's rules say (the same words as the server's). */
  check: ReviewInputWords;
};

/**
 * Write a Review: whole stars from 1 to 5 and the feedback. No star is chosen
 * at first, and sending without choosing asks for one (a review sent without
 * touching the stars must not count as a one-star review). The stars are a
 * native radio group (arrow keys move the choice, with or without
 * JavaScript); a star shows filled when it or a later one is checked.
 * Signed out, sending leads to /login and back here. Under 15 characters,
 * the old site's message shows and nothing is sent. The home page must stay
 * light, so the form is checked without react-hook-form (useCheckedFormAction),
 * with the server's schema loaded on the first send. Its words come written out from the page, in
 * its language; the server answers in the same (the language of the page the form was sent from).
 */
export function ReviewForm({ words }: { words: ReviewFormWords }) {
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const { formProps, fieldError, clearError, initial, formMessage, doneMessage, pending, state } = useCheckedFormAction({
    action: createReviewAction,
    check: checkReview(words.check),
    failureToast: (failed) => ({ title: words.failed, description: failed.message }),
    // The server's words: the review shows now, or once the shop has approved it.
    doneToast: (done) => ({ title: done.message ?? words.added, description: done.detail }),
  });
  // After a refused send without JavaScript, the server's page keeps the stars that were chosen.
  const initialRating = toRating(initial("rating"));
  const [rating, setRating] = useState(initialRating);

  // Written: the form starts again, empty and with no star chosen.
  useEffect(() => {
    if (state.status !== "done") return;
    formRef.current?.reset();
    setRating(undefined);
  }, [state]);

  return (
    <form {...formProps} ref={formRef} className="grid gap-4 rounded-xl border bg-card p-6" aria-labelledby="write-review-heading">
      <h3 id="write-review-heading" className="text-lg font-semibold">
        {words.title}
      </h3>
      <FormMessage tone="error" title={formMessage} />
      <FormMessage tone="success" title={doneMessage?.message} detail={doneMessage?.detail} />
      <div className="grid gap-2">
        <span id="rating-label" className="text-sm font-medium">
          {words.rating}
        </span>
        <div role="radiogroup" aria-labelledby="rating-label" aria-describedby="rating-error" className="flex gap-1">
          {STARS.map((star) => (
            <Fragment key={star}>
              <input
                type="radio"
                name="rating"
                id={`rating-${star}`}
                value={star}
                defaultChecked={star === initialRating}
                // Kept in step by script; the server's HTML leaves it to the native state.
                aria-checked={hydrated ? rating === star : undefined}
                aria-invalid={fieldError("rating") ? true : undefined}
                aria-label={words.stars[star - 1]}
                className="sr-only"
                onChange={(event) => {
                  setRating(Number(event.target.value));
                  clearError("rating");
                }}
              />
              <label
                htmlFor={`rating-${star}`}
                className="cursor-pointer rounded-md p-0.5 text-muted-foreground [input:checked+&]:text-amber-500 [&:has(~input:checked)]:text-amber-500 [input:focus-visible+&]:ring-[3px] [input:focus-visible+&]:ring-ring/50"
              >
                <StarIcon aria-hidden className="size-7 [input:checked+label_&]:fill-amber-400 [label:has(~input:checked)_&]:fill-amber-400" />
              </label>
            </Fragment>
          ))}
        </div>
        <p id="rating-error" role={fieldError("rating") ? "alert" : undefined} className="min-h-0 text-xs text-destructive">
          {fieldError("rating")}
        </p>
      </div>
      <FormField id="review-feedback" label={words.feedback} error={fieldError("comment")}>
        {(control) => (
          <Textarea {...control} rows={4} maxLength={REVIEW_MAX_LENGTH} placeholder={words.placeholder} name="comment" defaultValue={initial("comment")} onChange={() => clearError("comment")} />
        )}
      </FormField>
      <Button type="submit" disabled={pending} className="justify-self-start">
        {words.submit}
      </Button>
    </form>
  );
}

const toRating = (value: FormDataEntryValue | null | undefined) => (STARS.some((star) => String(star) === value) ? Number(value) : undefined);

/** The server's schema, in the browser, with the page's words: no star chosen yet is undefined, which the schema asks to choose. */
const checkReview = (words: ReviewInputWords) =>
  schemaCheck(
    () => import("@/lib/validation/review-input").then((module) => module.reviewInputSchemaIn(words)),
    (data) => ({ rating: toRating(data.get("rating")), comment: data.get("comment") ?? "" }),
  );
