"use client";

import { useAutoplayCarousel } from "@/components/home/use-autoplay-carousel";
import type { CarouselWords } from "@/components/home/carousel-words";
import { Carousel, CarouselContent, CarouselItem, CarouselNext, CarouselPrevious } from "@/components/ui/carousel";

/** The featured services advance every 4 s. */
export const FEATURED_INTERVAL_MS = 4000;

/**
 * The featured services, one card at a time on phones and three on wide
 * screens, with 'n of m'. The cards come rendered from the server (they need
 * no code in the browser but their Add to Compare buttons'; featuredSlides), and its words written out
 * in the page's language.
 */
export function FeaturedCarousel({ slides, words }: { slides: { key: string; card: React.ReactNode }[]; words: CarouselWords }) {
  const { setApi, current, autoplay } = useAutoplayCarousel(FEATURED_INTERVAL_MS);

  return (
    <Carousel label={words.label} aria-roledescription={words.role} opts={{ loop: true, align: "start" }} autoplay={autoplay} setApi={setApi} data-testid="featured-carousel">
      <CarouselContent className="-ml-4">
        {slides.map((slide, index) => (
          <CarouselItem key={slide.key} aria-roledescription={words.slideRole} aria-label={words.slideOf[index]} className="pl-4 sm:basis-1/2 lg:basis-1/3">
            {slide.card}
          </CarouselItem>
        ))}
      </CarouselContent>
      <div className="mt-4 flex items-center justify-end gap-3">
        <p className="text-sm text-muted-foreground tabular-nums" data-testid="featured-position">
          {words.slideOf[current]}
        </p>
        <CarouselPrevious label={words.previous} />
        <CarouselNext label={words.next} />
      </div>
    </Carousel>
  );
}
