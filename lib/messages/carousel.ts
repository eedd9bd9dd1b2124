/** What the home page's carousels say (the browser's part; their slides' words are in home). */
export const carouselMessages = {
  heroLabel: "Highlights",
  featuredLabel: "Featured services",
  slideOf: (n: number, m: number) => `${n} of ${m}`,
  goToSlide: (n: number) => `Show slide ${n}`,
  previousSlide: "Previous slide",
  nextSlide: "Next slide",
} as const;
