export const homeMessages = {
  bookSlot: "Book a Slot",
  explore: "Explore",
  featuredTitle: "Our top featured services",
  /** The old site's words, with the number the home page shows. */
  featuredBody: (count: number) => `Top ${count} populer offer to chose from use`,
  banners: [
    { title: "A spotless car, without the wait", body: "Interior and exterior cleaning, engine care and quick checks, booked online in a minute." },
    { title: "Deep clean, inside and out", body: "Upholstery shampoo, ceramic coating and a hand wash that leaves no streaks." },
    { title: "Care that keeps you on the road", body: "Oil changes, battery checks and AC service by technicians who explain what they do." },
  ],
} as const;
