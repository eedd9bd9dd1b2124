import { format } from "date-fns";
import { BadgeCheckIcon } from "lucide-react";
import { formatDisplayDate } from "@/lib/format/time";
import type { Writing } from "@/lib/format/writing";
import type { ReviewDto } from "@/lib/server/reviews/manage-reviews";
import { reviewsText } from "./reviews-text";
import { Stars } from "./stars";

/**
 * One review: the reviewer's first name, the date (MMM dd yyyy; '২২ নভেম্বর, ২০২৬' in Bangla), the stars
 * (marked when the reviewer has had a paid visit) and the comment, in `writing`'s language.
 */
export function ReviewCard({ review, writing }: { review: ReviewDto; writing?: Writing }) {
  const t = reviewsText(writing);
  return (
    <figure className="flex h-full flex-col gap-3 rounded-xl border bg-card p-5" data-testid="review-card">
      <div className="flex items-center justify-between gap-3">
        <figcaption className="font-semibold">{review.user.firstName}</figcaption>
        <time dateTime={review.createdAt} className="text-sm text-muted-foreground">
          {formatDisplayDate(format(new Date(review.createdAt), "yyyy-MM-dd"), writing)}
        </time>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Stars rating={review.rating} writing={writing} />
        {review.verified ? (
          <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-700 dark:text-emerald-400" title={t("verifiedHint")}>
            <BadgeCheckIcon className="size-3.5" aria-hidden /> {t("verified")}
          </span>
        ) : null}
      </div>
      <blockquote className="text-sm leading-relaxed text-muted-foreground">{review.comment}</blockquote>
    </figure>
  );
}
