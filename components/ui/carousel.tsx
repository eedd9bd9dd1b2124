"use client";

import * as React from "react";
import { ChevronLeftIcon } from "@/components/ui/icons/chevron-left";
import { ChevronRightIcon } from "@/components/ui/icons/chevron-right";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import type { AutoplaySettings, CarouselApi, CarouselOptions } from "./carousel-settings";
import { whenPageIdle } from "./when-idle";

const loadEngine = () => import("./carousel-engine");
const CarouselEngine = React.lazy(() => loadEngine().then((module) => ({ default: module.CarouselEngine })));

type CarouselContextValue = {
  viewport: (node: HTMLDivElement | null) => void;
  api: CarouselApi;
  scrollPrev: () => void;
  scrollNext: () => void;
  canScrollPrev: boolean;
  canScrollNext: boolean;
};

const CarouselContext = React.createContext<CarouselContextValue | null>(null);

function useCarousel() {
  const context = React.useContext(CarouselContext);
  if (!context) throw new Error("Carousel parts must be inside <Carousel>");
  return context;
}

/**
 * A carousel on Embla (what shadcn/ui's Carousel wraps): swipe, buttons,
 * and the arrow keys while it has focus. `label` names the region.
 *
 * The slides are in the page's HTML from the start (and stay where they are:
 * Embla moves them with transforms, nothing shifts). Embla's code is not part
 * of the page's scripts: it loads once the page has loaded and the browser is
 * idle, or at once when someone points at, touches or focuses the carousel;
 * until then the buttons are disabled, as they are until Embla has measured.
 * Slide content marked `data-in-view-from` (not in view until the carousel
 * moves: "never", or below the "sm" / "lg" breakpoint) fetches its pictures
 * only once Embla runs (`data-ready`; globals.css), so that they do not
 * compete with what the page shows first.
 */
export function Carousel({
  opts,
  autoplay,
  setApi,
  label,
  className,
  children,
  ...props
}: React.ComponentProps<"section"> & { opts?: CarouselOptions; autoplay?: AutoplaySettings; setApi?: (api: CarouselApi) => void; label: string }) {
  const [viewportNode, viewport] = React.useState<HTMLDivElement | null>(null);
  const [api, setOwnApi] = React.useState<CarouselApi>();
  const [wanted, setWanted] = React.useState(false);
  const want = React.useCallback(() => setWanted(true), []);

  React.useEffect(() => whenPageIdle(want), [want]);
  const [canScrollPrev, setCanScrollPrev] = React.useState(false);
  const [canScrollNext, setCanScrollNext] = React.useState(false);

  const onSelect = React.useCallback((current: CarouselApi) => {
    if (!current) return;
    setCanScrollPrev(current.canScrollPrev());
    setCanScrollNext(current.canScrollNext());
  }, []);

  React.useEffect(() => {
    if (!api) return;
    setApi?.(api);
    onSelect(api);
    api.on("reInit", onSelect);
    api.on("select", onSelect);
    return () => {
      api.off("reInit", onSelect);
      api.off("select", onSelect);
    };
  }, [api, onSelect, setApi]);

  // Someone using the carousel (its buttons or the arrow keys) stops it from moving by itself.
  const scrollPrev = React.useCallback(() => {
    stopAutoplay(api);
    api?.scrollPrev();
  }, [api]);
  const scrollNext = React.useCallback(() => {
    stopAutoplay(api);
    api?.scrollNext();
  }, [api]);

  return (
    <CarouselContext value={{ viewport, api, scrollPrev, scrollNext, canScrollPrev, canScrollNext }}>
      <section
        aria-roledescription="carousel"
        aria-label={label}
        data-ready={api ? "" : undefined}
        className={cn("relative", className)}
        onKeyDownCapture={(event) => {
          if (event.key === "ArrowLeft") {
            event.preventDefault();
            scrollPrev();
          } else if (event.key === "ArrowRight") {
            event.preventDefault();
            scrollNext();
          }
        }}
        onPointerEnter={want}
        onTouchStart={want}
        onFocusCapture={want}
        {...props}
      >
        {children}
        {wanted && viewportNode ? (
          <React.Suspense fallback={null}>
            <CarouselEngine viewport={viewportNode} opts={opts} autoplay={autoplay} onApi={setOwnApi} />
          </React.Suspense>
        ) : null}
      </section>
    </CarouselContext>
  );
}

export function CarouselContent({ className, ...props }: React.ComponentProps<"div">) {
  const { viewport } = useCarousel();
  return (
    <div ref={viewport} className="overflow-hidden">
      <div className={cn("flex", className)} {...props} />
    </div>
  );
}

export function CarouselItem({ className, ...props }: React.ComponentProps<"div">) {
  return <div role="group" aria-roledescription="slide" className={cn("min-w-0 shrink-0 grow-0 basis-full", className)} {...props} />;
}

export function CarouselPrevious({ className, label, ...props }: React.ComponentProps<typeof Button> & { label: string }) {
  const { scrollPrev, canScrollPrev } = useCarousel();
  return (
    <Button type="button" variant="outline" size="icon" className={cn("rounded-full", className)} disabled={!canScrollPrev} onClick={scrollPrev} aria-label={label} {...props}>
      <ChevronLeftIcon aria-hidden />
    </Button>
  );
}

export function CarouselNext({ className, label, ...props }: React.ComponentProps<typeof Button> & { label: string }) {
  const { scrollNext, canScrollNext } = useCarousel();
  return (
    <Button type="button" variant="outline" size="icon" className={cn("rounded-full", className)} disabled={!canScrollNext} onClick={scrollNext} aria-label={label} {...props}>
      <ChevronRightIcon aria-hidden />
    </Button>
  );
}

/** Stops an autoplay plugin, if the carousel has one (embla's own stops it only when the slides are dragged). */
function stopAutoplay(api: CarouselApi) {
  const plugins = api?.plugins() as { autoplay?: { stop(): void } } | undefined;
  plugins?.autoplay?.stop();
}
