import { format } from "date-fns";
import type { ReviewDto } from "@/lib/server/reviews/reviews";
import { Stars } from "./stars";

/** One review: the reviewer's first name, the date (MMM dd yyyy), the stars and the comment. */
export function ReviewCard({ review }: { review: ReviewDto }) {
  return (
    <figure className="flex h-full flex-col gap-3 rounded-xl border bg-card p-5" data-testid="review-card">
      <div className="flex items-center justify-between gap-3">
        <figcaption className="font-semibold">{review.user.firstName}</figcaption>
        <time dateTime={review.createdAt} className="text-sm text-muted-foreground">
          {format(new Date(review.createdAt), "MMM dd yyyy")}
        </time>
      </div>
      <Stars rating={review.rating} />
      <blockquote className="text-sm leading-relaxed text-muted-foreground">{review.comment}</blockquote>
    </figure>
  );
}
