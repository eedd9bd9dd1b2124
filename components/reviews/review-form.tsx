"use client";

import { StarIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useRef, useState, useTransition } from "react";
import { toast } from "sonner";
import { withLoadingToast } from "@/components/forms/with-loading-toast";
import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { createReviewAction } from "@/lib/actions/reviews";
import { messages } from "@/lib/messages";
import { cn } from "@/lib/utils";
import { REVIEW_MAX_LENGTH } from "@/lib/validation/limits";

const r = messages.reviews;
const STARS = [1, 2, 3, 4, 5] as const;

/**
 * Write a Review: whole stars from 1 to 5 (starting at 1) and the
 * feedback. Signed out, submitting goes to /login (and back here after).
 * Under 15 characters, the old site's message shows and nothing is sent.
 */
export function ReviewForm({ signedIn }: { signedIn: boolean }) {
  const router = useRouter();
  const [rating, setRating] = useState(1);
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string>();
  const [pending, startTransition] = useTransition();
  const starButtons = useRef<(HTMLButtonElement | null)[]>([]);

  const choose = (star: number) => {
    setRating(star);
    starButtons.current[star - 1]?.focus();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!signedIn) return router.push(`/login?redirect=${encodeURIComponent("/#review")}`);
    // The shared schema (and zod) load on the first check, not with the page.
    const { reviewInputSchema } = await import("@/lib/validation/reviews");
    const checked = reviewInputSchema.safeParse({ rating, comment });
    if (!checked.success) return setError(checked.error.issues[0].message);
    startTransition(async () => {
      await withLoadingToast(async () => {
        const result = await createReviewAction(checked.data);
        if (result.ok) {
          toast.success(r.added, { description: r.thanks });
          setComment("");
          setRating(1);
          router.refresh();
        } else if (result.kind === "unauthenticated") {
          router.push(`/login?redirect=${encodeURIComponent("/#review")}`);
        } else {
          setError(result.fieldErrors?.[0]?.message);
          toast.error(r.failed, { description: result.message });
        }
      }, r.failed);
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 rounded-xl border bg-card p-6" aria-labelledby="write-review-heading">
      <h3 id="write-review-heading" className="text-lg font-semibold">
        {r.writeTitle}
      </h3>
      <div className="grid gap-2">
        <span id="rating-label" className="text-sm font-medium">
          {r.rating}
        </span>
        {/* A radio group: one tab stop, arrow keys move the choice. */}
        <div
          role="radiogroup"
          aria-labelledby="rating-label"
          className="flex gap-1"
          onKeyDown={(event) => {
            if (event.key === "ArrowRight" || event.key === "ArrowUp") {
              event.preventDefault();
              choose(Math.min(5, rating + 1));
            } else if (event.key === "ArrowLeft" || event.key === "ArrowDown") {
              event.preventDefault();
              choose(Math.max(1, rating - 1));
            }
          }}
        >
          {STARS.map((star) => (
            <button
              key={star}
              ref={(element) => {
                starButtons.current[star - 1] = element;
              }}
              type="button"
              role="radio"
              aria-checked={rating === star}
              aria-label={r.stars(star)}
              tabIndex={rating === star ? 0 : -1}
              onClick={() => choose(star)}
              className="rounded-md p-0.5 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              <StarIcon aria-hidden className={cn("size-7", star <= rating ? "fill-amber-400 text-amber-500" : "text-muted-foreground")} />
            </button>
          ))}
        </div>
      </div>
      <FormField id="review-feedback" label={r.feedback} error={error}>
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            maxLength={REVIEW_MAX_LENGTH}
            placeholder={r.placeholder}
            value={comment}
            onChange={(event) => {
              setComment(event.target.value);
              setError(undefined);
            }}
          />
        )}
      </FormField>
      <Button type="submit" disabled={pending} className="justify-self-start">
        {r.submit}
      </Button>
    </form>
  );
}
