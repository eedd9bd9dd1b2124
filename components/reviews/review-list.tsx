import { reviewsMessages } from "@/lib/messages/reviews";
import type { ReviewDto } from "@/lib/server/reviews/manage-reviews";
import { ReviewCard } from "./review-card";

/** Reviews in a grid of cards, or the invitation to write the first one. */
export function ReviewList({ reviews }: { reviews: ReviewDto[] }) {
  if (reviews.length === 0) return <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">{reviewsMessages.noReviews}</p>;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {reviews.map((review) => (
        <li key={review._id}>
          <ReviewCard review={review} />
        </li>
      ))}
    </ul>
  );
}
