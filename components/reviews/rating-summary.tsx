import type { Writing } from "@/lib/format/writing";
import type { ReviewSummary } from "@/lib/server/reviews/manage-reviews";
import { reviewNumber, reviewsText } from "./reviews-text";
import { Stars } from "./stars";

/** The average (two decimals; 0.00 without reviews) and a bar per star with its count, in `writing`'s language (English without one). */
export function RatingSummary({ summary, writing }: { summary: ReviewSummary; writing?: Writing }) {
  const t = reviewsText(writing);
  const widest = Math.max(1, ...Object.values(summary.breakdown));
  return (
    <div className="grid gap-5 rounded-xl border bg-card p-6">
      <div>
        <p className="text-sm text-muted-foreground">{t("summary.average")}</p>
        <p className="flex items-baseline gap-2">
          <span className="text-5xl font-bold tabular-nums" data-testid="average-rating">
            {reviewNumber(summary.average, writing, 2)}
          </span>
          <span className="text-muted-foreground">{t("summary.outOf")}</span>
        </p>
        <Stars rating={summary.average} writing={writing} className="mt-2" />
        <p className="mt-1 text-sm text-muted-foreground">{t("summary.basedOn", { count: summary.count })}</p>
      </div>
      <ul className="grid gap-2">
        {([5, 4, 3, 2, 1] as const).map((star) => {
          const count = summary.breakdown[String(star) as keyof ReviewSummary["breakdown"]];
          return (
            <li key={star} className="grid grid-cols-[3.5rem_1fr_2.5rem] items-center gap-3 text-sm" aria-label={t("summary.starCount", { n: star, count })} data-testid={`breakdown-${star}`}>
              <span className="text-muted-foreground" aria-hidden>
                {t("stars", { n: star })}
              </span>
              <span className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
                <span className="block h-full rounded-full bg-amber-400" style={{ width: `${(count / widest) * 100}%` }} />
              </span>
              <span className="text-right tabular-nums" aria-hidden>
                {reviewNumber(count, writing)}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
