import { StarIcon } from "lucide-react";
import { reviewsMessages } from "@/lib/messages/reviews";
import { cn } from "@/lib/utils";

/** A rating as five stars, read out as 'Rated n out of 5'. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={reviewsMessages.rated(rating)} className={cn("inline-flex gap-0.5", className)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon key={star} aria-hidden className={cn("size-4", star <= Math.round(rating) ? "fill-amber-400 text-amber-500" : "text-muted-foreground/50")} />
      ))}
    </span>
  );
}
