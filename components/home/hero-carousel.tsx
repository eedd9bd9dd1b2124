"use client";

import Image from "next/image";
import Link from "next/link";
import { useAutoplayCarousel } from "@/components/home/use-autoplay-carousel";
import { Button } from "@/components/ui/button";
import { Carousel, CarouselContent, CarouselItem, CarouselNext, CarouselPrevious } from "@/components/ui/carousel";
import { homeMessages } from "@/lib/messages/home";

const h = homeMessages;
/** The hero advances every 6 s. */
export const HERO_INTERVAL_MS = 6000;

/**
 * The hero: three banners that advance every 6 s until someone touches,
 * clicks or uses the keys on them (then autoplay stops). Without motion
 * (prefers-reduced-motion), nothing moves by itself.
 */
export function HeroCarousel() {
  const { api, setApi, current, autoplay } = useAutoplayCarousel(HERO_INTERVAL_MS);

  return (
    <Carousel label={h.heroLabel} opts={{ loop: true }} plugins={[autoplay]} setApi={setApi} className="border-b" data-testid="hero-carousel" data-slide={current}>
      <CarouselContent>
        {h.banners.map((banner, index) => (
          <CarouselItem key={banner.title} aria-label={h.slideOf(index + 1, h.banners.length)}>
            <div className="relative h-[26rem] sm:h-[30rem]">
              <Image src={`/images/hero-${index + 1}.webp`} alt="" fill sizes="100vw" preload={index === 0} className="object-cover object-left md:object-center" />
              <div className="relative mx-auto flex h-full max-w-6xl flex-col justify-center gap-5 px-4 text-white">
                {index === 0 ? <h1 className="max-w-xl text-4xl font-bold tracking-tight drop-shadow md:text-5xl">{banner.title}</h1> : <p className="max-w-xl text-4xl font-bold tracking-tight drop-shadow md:text-5xl">{banner.title}</p>}
                <p className="max-w-lg text-lg text-white/90 drop-shadow">{banner.body}</p>
                <div className="flex gap-3">
                  <Button asChild size="lg" className="bg-white text-slate-900 hover:bg-white/90">
                    <Link href="/services">{h.bookSlot}</Link>
                  </Button>
                  <Button asChild size="lg" variant="outline" className="border-white bg-transparent text-white hover:bg-white/10 hover:text-white">
                    <Link href="#featured-heading">{h.explore}</Link>
                  </Button>
                </div>
              </div>
            </div>
          </CarouselItem>
        ))}
      </CarouselContent>
      <div className="absolute right-4 bottom-4 flex items-center gap-2">
        <ol className="flex" aria-label={h.heroLabel}>
          {h.banners.map((banner, index) => (
            <li key={banner.title}>
              {/* A 24 px target (WCAG 2.5.8) around the 10 px dot. */}
              <button
                type="button"
                className={`grid size-6 place-items-center rounded-full after:block after:size-2.5 after:rounded-full after:border after:border-white after:content-[''] ${index === current ? "after:bg-white" : "after:bg-white/30"}`}
                aria-label={h.goToSlide(index + 1)}
                aria-current={index === current ? "true" : undefined}
                onClick={() => {
                  autoplay.stop();
                  api?.scrollTo(index);
                }}
              />
            </li>
          ))}
        </ol>
        <CarouselPrevious label={h.previousSlide} className="border-white/60 bg-black/30 text-white hover:bg-black/50 hover:text-white" />
        <CarouselNext label={h.nextSlide} className="border-white/60 bg-black/30 text-white hover:bg-black/50 hover:text-white" />
      </div>
    </Carousel>
  );
}
