"use client";

import { useEffect, useMemo, useState } from "react";
import { useReducedMotion } from "@/components/shared/use-reduced-motion";
import type { AutoplaySettings, CarouselApi } from "@/components/ui/carousel-settings";

/**
 * A carousel that advances every `delay` ms until someone uses it (a touch,
 * a click, the keyboard, focus), and never by itself for people who ask for
 * less motion. Also tracks which slide is showing.
 */
export function useAutoplayCarousel(delay: number) {
  const reduced = useReducedMotion();
  const [api, setApi] = useState<CarouselApi>();
  const [current, setCurrent] = useState(0);
  const autoplay = useMemo<AutoplaySettings>(() => ({ delay, playOnInit: !reduced }), [delay, reduced]);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setCurrent(api.selectedScrollSnap());
    api.on("select", onSelect);
    return () => void api.off("select", onSelect);
  }, [api]);

  /** Stops the autoplay (someone chose a slide). */
  const stop = () => (api?.plugins() as { autoplay?: { stop(): void } } | undefined)?.autoplay?.stop();

  return { api, setApi, current, autoplay, stop };
}
