"use client";

import { ArrowUpIcon } from "lucide-react";
import { useReducedMotion } from "@/components/shared/use-reduced-motion";
import { Button } from "@/components/ui/button";
import { useWords } from "@/components/providers/locale-context";
import { cn } from "@/lib/utils";

const DURATION_MS = 600;
const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** The floating scroll-to-top button (./scroll-to-top.tsx says when it is visible): pulses for 1 s every 3 s, scrolls up smoothly in 600 ms. */
export function ScrollToTopButton({ visible }: { visible: boolean }) {
  const reduced = useReducedMotion();
  const { nav } = useWords();

  const scrollUp = () => {
    const start = window.scrollY;
    if (reduced) return window.scrollTo(0, 0);
    const began = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - began) / DURATION_MS);
      window.scrollTo(0, start * (1 - easeInOut(progress)));
      if (progress < 1) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
    document.getElementById("main")?.focus({ preventScroll: true });
  };

  return (
    <Button
      size="icon"
      variant="secondary"
      onClick={scrollUp}
      aria-label={nav.scrollTop}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      data-testid="scroll-to-top"
      className={cn(
        "fixed right-4 bottom-4 z-40 size-12 rounded-full border shadow-lg transition-opacity",
        visible ? "opacity-100" : "pointer-events-none opacity-0",
        visible && !reduced && "animate-pulse-every-3s",
      )}
    >
      <ArrowUpIcon className="size-5" aria-hidden />
    </Button>
  );
}
