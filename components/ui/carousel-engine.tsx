"use client";

import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { useEffect, useMemo } from "react";
import type { AutoplaySettings, CarouselApi, CarouselOptions } from "./carousel-settings";

/**
 * Embla itself (and its autoplay plugin), bound to a carousel's viewport that
 * is already on the page. Renders nothing; loaded by Carousel after the page
 * is up or when someone reaches for the carousel.
 */
export function CarouselEngine({ viewport, opts, autoplay, onApi }: { viewport: HTMLElement; opts?: CarouselOptions; autoplay?: AutoplaySettings; onApi: (api: CarouselApi) => void }) {
  const delay = autoplay?.delay;
  const playOnInit = autoplay?.playOnInit;
  const plugins = useMemo(() => (delay === undefined ? [] : [Autoplay({ delay, stopOnInteraction: true, stopOnFocusIn: true, playOnInit })]), [delay, playOnInit]);
  const [bind, api] = useEmblaCarousel(opts, plugins);
  useEffect(() => bind(viewport), [bind, viewport]);
  useEffect(() => {
    if (api) onApi(api);
  }, [api, onApi]);
  return null;
}
