import { ServiceCard } from "@/components/catalogue/service-card";
import type { PricedServiceDto } from "@/lib/server/services/service-pricing";

/**
 * Before the featured carousel moves, the first card is in view at every
 * width, the second from sm (two a view), the third from lg (three); the
 * others fetch their photos once the carousel runs (components/ui/carousel.tsx).
 */
const IN_VIEW_FROM = [undefined, "sm", "lg"] as const;

/** The featured services' cards, rendered on the server, for FeaturedCarousel. */
export function featuredSlides(services: PricedServiceDto[]): { key: string; card: React.ReactNode }[] {
  return services.map((service, index) => ({
    key: service._id,
    card: (
      <div className="h-full" data-in-view-from={index < IN_VIEW_FROM.length ? IN_VIEW_FROM[index] : "never"}>
        <ServiceCard service={service} headingLevel="h3" />
      </div>
    ),
  }));
}
