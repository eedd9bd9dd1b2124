"use client";

import { ServiceCard } from "@/components/catalogue/service-card";
import { useAutoplayCarousel } from "@/components/home/use-autoplay-carousel";
import { Carousel, CarouselContent, CarouselItem, CarouselNext, CarouselPrevious } from "@/components/ui/carousel";
import { homeMessages } from "@/lib/messages/home";
import type { ServiceDto } from "@/lib/server/services/service-dto";

const h = homeMessages;
/** The featured services advance every 4 s. */
export const FEATURED_INTERVAL_MS = 4000;

/** The featured services, one card at a time on phones and three on wide screens, with 'n of m'. */
export function FeaturedCarousel({ services }: { services: ServiceDto[] }) {
  const { setApi, current, autoplay } = useAutoplayCarousel(FEATURED_INTERVAL_MS);

  return (
    <Carousel label={h.featuredLabel} opts={{ loop: true, align: "start" }} plugins={[autoplay]} setApi={setApi} data-testid="featured-carousel">
      <CarouselContent className="-ml-4">
        {services.map((service, index) => (
          <CarouselItem key={service._id} aria-label={h.slideOf(index + 1, services.length)} className="pl-4 sm:basis-1/2 lg:basis-1/3">
            <ServiceCard service={service} headingLevel="h3" />
          </CarouselItem>
        ))}
      </CarouselContent>
      <div className="mt-4 flex items-center justify-end gap-3">
        <p className="text-sm text-muted-foreground tabular-nums" data-testid="featured-position">
          {h.slideOf(current + 1, services.length)}
        </p>
        <CarouselPrevious label={h.previousSlide} />
        <CarouselNext label={h.nextSlide} />
      </div>
    </Carousel>
  );
}
