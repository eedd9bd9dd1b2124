import { catalogueBrowserMessages } from "./catalogue-browser";

export const catalogueMessages = {
  ...catalogueBrowserMessages,
  empty: "No Data found",
  emptyBody: "It looks like there are no data available at the moment. Please try again later or check back soon.",
  minutes: (n: number) => `${n} min`,
} as const;
