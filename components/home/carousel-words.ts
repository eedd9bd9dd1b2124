import type { Translator } from "@/lib/i18n/translate";

/**
 * What a home carousel says, written out in the page's language on the server (the carousels run in
 * the browser, which formats nothing): its name, the roles read out for it and its slides, each
 * slide's 'n of m' and 'Show slide n' (by the slide's index), and its buttons.
 */
export type CarouselWords = {
  label: string;
  role: string;
  slideRole: string;
  slideOf: string[];
  goToSlide: string[];
  previous: string;
  next: string;
};

/** A carousel's words for `count` slides (server only: the page calls it with its translator). */
export function carouselWords(t: Translator<"home">, label: string, count: number): CarouselWords {
  // One at least: an empty carousel still says where it is ('1 of 0').
  const numbers = Array.from({ length: Math.max(count, 1) }, (_, index) => index + 1);
  return {
    label,
    role: t("carousel.role"),
    slideRole: t("carousel.slideRole"),
    slideOf: numbers.map((n) => t("carousel.slideOf", { n, m: count })),
    goToSlide: numbers.map((n) => t("carousel.goToSlide", { n })),
    previous: t("carousel.previous"),
    next: t("carousel.next"),
  };
}
