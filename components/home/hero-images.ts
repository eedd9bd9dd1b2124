/**
 * The hero's pictures: public/images/hero-N.webp (1600 × 700) and, made from
 * them by scripts/hero-images.ts, narrower copies, so that the first picture
 * a visitor sees is a static file (no resizing on request).
 */
export const HERO_SOURCE_WIDTH = 1600;
export const HERO_WIDTHS = [640, 750, 1200, HERO_SOURCE_WIDTH] as const;

/** The path (under public/) of hero picture `n` (1-based) at one of HERO_WIDTHS. */
export const heroImageFile = (n: number, width: number) => (width === HERO_SOURCE_WIDTH ? `/images/hero-${n}.webp` : `/images/hero-${n}-${width}.webp`);

/** next/image's loader for hero picture `n`: the narrowest stored copy at least as wide as asked. */
export const heroImageLoader =
  (n: number) =>
  ({ width }: { width: number }) =>
    heroImageFile(n, HERO_WIDTHS.find((stored) => stored >= width) ?? HERO_SOURCE_WIDTH);
