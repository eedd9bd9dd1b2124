import { StarIcon } from "lucide-react";
import type { Writing } from "@/lib/format/writing";
import { cn } from "@/lib/utils";
import { reviewsText } from "./reviews-text";

/** A rating as five stars, read out as 'Rated n out of 5' (in `writing`'s language; English without one). */
export function Stars({ rating, writing, className }: { rating: number; writing?: Writing; className?: string }) {
  return (
    <span role="img" aria-label={reviewsText(writing)("rated", { n: rating })} className={cn("inline-flex gap-0.5", className)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon key={star} aria-hidden className={cn("size-4", star <= Math.round(rating) ? "fill-amber-400 text-amber-500" : "text-muted-foreground/50")} />
      ))}
    </span>
  );
}
