import type { Writing } from "@/lib/format/writing";
import type { ReviewDto } from "@/lib/server/reviews/manage-reviews";
import { ReviewCard } from "./review-card";
import { reviewsText } from "./reviews-text";

/** Reviews in a grid of cards, or the invitation to write the first one, in `writing`'s language. */
export function ReviewList({ reviews, writing }: { reviews: ReviewDto[]; writing: Writing }) {
  if (reviews.length === 0) return <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">{reviewsText(writing)("empty")}</p>;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {reviews.map((review) => (
        <li key={review._id}>
          <ReviewCard review={review} writing={writing} />
        </li>
      ))}
    </ul>
  );
}
