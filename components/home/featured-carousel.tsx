"use client";

import Autoplay from "embla-carousel-autoplay";
import { useEffect, useMemo, useState } from "react";
import { ServiceCard } from "@/components/catalogue/service-card";
import { useReducedMotion } from "@/components/shared/use-reduced-motion";
import { Carousel, CarouselContent, CarouselItem, CarouselNext, CarouselPrevious, type CarouselApi } from "@/components/ui/carousel";
import { messages } from "@/lib/messages";
import type { ServiceDto } from "@/lib/server/services/service-dto";

const h = messages.home;
/** Spec: the featured services advance every 4 s. */
export const FEATURED_INTERVAL_MS = 4000;

/** The featured services, one card at a time on phones and three on wide screens, with 'n of m'. */
export function FeaturedCarousel({ services }: { services: ServiceDto[] }) {
  const reduced = useReducedMotion();
  const [api, setApi] = useState<CarouselApi>();
  const [current, setCurrent] = useState(0);
  const autoplay = useMemo(() => Autoplay({ delay: FEATURED_INTERVAL_MS, stopOnInteraction: true, stopOnFocusIn: true, playOnInit: !reduced }), [reduced]);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setCurrent(api.selectedScrollSnap());
    api.on("select", onSelect);
    return () => void api.off("select", onSelect);
  }, [api]);

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
