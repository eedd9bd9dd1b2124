import { catalogueBrowserMessages } from "./catalogue-browser";

export const catalogueMessages = {
  ...catalogueBrowserMessages,
  title: "Our Services",
  subtitle: "Find the right care for your car and book a time that suits you.",
  bookNow: "Book Now",
  noMatch: "No service matches your search",
  noMatchBody: "Try other words or a wider price range.",
  empty: "No Data found",
  emptyBody: "It looks like there are no data available at the moment. Please try again later or check back soon.",
  results: (total: number) => (total === 1 ? "1 service" : `${total} services`),
  minutes: (n: number) => `${n} min`,
} as const;
