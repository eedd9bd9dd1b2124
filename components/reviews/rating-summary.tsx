import { reviewsMessages } from "@/lib/messages/reviews";
import type { ReviewSummary } from "@/lib/server/reviews/manage-reviews";
import { Stars } from "./stars";

const reviewsText = reviewsMessages;

/** The average (two decimals; 0.00 without reviews) and a bar per star with its count. */
export function RatingSummary({ summary }: { summary: ReviewSummary }) {
  const widest = Math.max(1, ...Object.values(summary.breakdown));
  return (
    <div className="grid gap-5 rounded-xl border bg-card p-6">
      <div>
        <p className="text-sm text-muted-foreground">{reviewsText.average}</p>
        <p className="flex items-baseline gap-2">
          <span className="text-5xl font-bold tabular-nums" data-testid="average-rating">
            {summary.average.toFixed(2)}
          </span>
          <span className="text-muted-foreground">{reviewsText.outOf}</span>
        </p>
        <Stars rating={summary.average} className="mt-2" />
        <p className="mt-1 text-sm text-muted-foreground">{reviewsText.basedOn(summary.count)}</p>
      </div>
      <ul className="grid gap-2">
        {([5, 4, 3, 2, 1] as const).map((star) => {
          const count = summary.breakdown[String(star) as keyof ReviewSummary["breakdown"]];
          return (
            <li key={star} className="grid grid-cols-[3.5rem_1fr_2.5rem] items-center gap-3 text-sm" aria-label={reviewsText.starCount(star, count)} data-testid={`breakdown-${star}`}>
              <span className="text-muted-foreground" aria-hidden>
                {reviewsText.stars(star)}
              </span>
              <span className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
                <span className="block h-full rounded-full bg-amber-400" style={{ width: `${(count / widest) * 100}%` }} />
              </span>
              <span className="text-right tabular-nums" aria-hidden>
                {count}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
