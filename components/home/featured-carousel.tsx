"use client";

import { useAutoplayCarousel } from "@/components/home/use-autoplay-carousel";
import { Carousel, CarouselContent, CarouselItem, CarouselNext, CarouselPrevious } from "@/components/ui/carousel";
import { carouselMessages } from "@/lib/messages/carousel";

const carouselText = carouselMessages;
/** The featured services advance every 4 s. */
export const FEATURED_INTERVAL_MS = 4000;

/**
 * The featured services, one card at a time on phones and three on wide
 * screens, with 'n of m'. The cards come rendered from the server (they need
 * no code in the browser but their Add to Compare buttons'; featuredSlides).
 */
export function FeaturedCarousel({ slides }: { slides: { key: string; card: React.ReactNode }[] }) {
  const { setApi, current, autoplay } = useAutoplayCarousel(FEATURED_INTERVAL_MS);

  return (
    <Carousel label={carouselText.featuredLabel} opts={{ loop: true, align: "start" }} autoplay={autoplay} setApi={setApi} data-testid="featured-carousel">
      <CarouselContent className="-ml-4">
        {slides.map((slide, index) => (
          <CarouselItem key={slide.key} aria-label={carouselText.slideOf(index + 1, slides.length)} className="pl-4 sm:basis-1/2 lg:basis-1/3">
            {slide.card}
          </CarouselItem>
        ))}
      </CarouselContent>
      <div className="mt-4 flex items-center justify-end gap-3">
        <p className="text-sm text-muted-foreground tabular-nums" data-testid="featured-position">
          {carouselText.slideOf(current + 1, slides.length)}
        </p>
        <CarouselPrevious label={carouselText.previousSlide} />
        <CarouselNext label={carouselText.nextSlide} />
      </div>
    </Carousel>
  );
}
