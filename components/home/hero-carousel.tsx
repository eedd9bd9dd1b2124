"use client";

import { useAutoplayCarousel } from "@/components/home/use-autoplay-carousel";
import type { CarouselWords } from "@/components/home/carousel-words";
import { Carousel, CarouselContent, CarouselItem, CarouselNext, CarouselPrevious } from "@/components/ui/carousel";

/** The hero advances every 6 s. */
export const HERO_INTERVAL_MS = 6000;

/**
 * The hero: three banners that advance every 6 s until someone touches,
 * clicks or uses the keys on them (then autoplay stops). Without motion
 * (prefers-reduced-motion), nothing moves by itself. The banners themselves
 * come rendered from the server (heroSlides), and its words written out in the page's language.
 */
export function HeroCarousel({ slides, words }: { slides: { key: string; banner: React.ReactNode }[]; words: CarouselWords }) {
  const { api, setApi, current, autoplay, stop } = useAutoplayCarousel(HERO_INTERVAL_MS);

  return (
    <Carousel label={words.label} aria-roledescription={words.role} opts={{ loop: true }} autoplay={autoplay} setApi={setApi} className="border-b" data-testid="hero-carousel" data-slide={current}>
      <CarouselContent>
        {slides.map((slide, index) => (
          <CarouselItem key={slide.key} aria-roledescription={words.slideRole} aria-label={words.slideOf[index]}>
            {slide.banner}
          </CarouselItem>
        ))}
      </CarouselContent>
      <div className="absolute right-4 bottom-4 flex items-center gap-2">
        <ol className="flex" aria-label={words.label}>
          {slides.map((slide, index) => (
            <li key={slide.key}>
              {/* A 24 px target (WCAG 2.5.8) around the 10 px dot. */}
              <button
                type="button"
                className={`grid size-6 place-items-center rounded-full after:block after:size-2.5 after:rounded-full after:border after:border-white after:content-[''] ${index === current ? "after:bg-white" : "after:bg-white/30"}`}
                aria-label={words.goToSlide[index]}
                aria-current={index === current ? "true" : undefined}
                onClick={() => {
                  stop();
                  api?.scrollTo(index);
                }}
              />
            </li>
          ))}
        </ol>
        <CarouselPrevious label={words.previous} className="border-white/60 bg-black/30 text-white hover:bg-black/50 hover:text-white" />
        <CarouselNext label={words.next} className="border-white/60 bg-black/30 text-white hover:bg-black/50 hover:text-white" />
      </div>
    </Carousel>
  );
}
