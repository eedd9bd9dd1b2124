import type { UseEmblaCarouselType } from "embla-carousel-react";
import type useEmblaCarousel from "embla-carousel-react";

/**
 * A carousel's Embla API and settings, shared by Carousel (carousel.tsx) and
 * the engine it loads later (carousel-engine.tsx), which cannot import the
 * component that loads it.
 */
export type CarouselApi = UseEmblaCarouselType[1];
export type CarouselOptions = Parameters<typeof useEmblaCarousel>[0];
/** Advance every `delay` ms (from the start when `playOnInit`), stopping once someone uses the carousel. */
export type AutoplaySettings = { delay: number; playOnInit: boolean };
