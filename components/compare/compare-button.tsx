"use client";

import { GitCompareArrowsIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { compareMessages } from "@/lib/messages/compare";
import { cn } from "@/lib/utils";

/** The floating compare button: how many services are picked, and a shake when that changes. */
export function CompareButton({ count, shaking, className, ...props }: { count: number; shaking: boolean } & React.ComponentProps<typeof Button>) {
  return (
    <Button
      size="icon"
      className={cn("fixed right-4 bottom-20 z-40 size-12 rounded-full shadow-lg", shaking && "animate-shake", className)}
      aria-label={compareMessages.open(count)}
      data-testid="compare-button"
      {...props}
    >
      <GitCompareArrowsIcon className="size-5" aria-hidden />
      {count > 0 ? (
        <span className="absolute -top-1 -right-1 flex size-5 items-center justify-center rounded-full bg-destructive text-[11px] font-semibold text-white dark:bg-red-600" aria-hidden>
          {count}
        </span>
      ) : null}
    </Button>
  );
}
