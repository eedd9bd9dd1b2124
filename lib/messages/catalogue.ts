import { catalogueBrowserMessages } from "./catalogue-browser";
import { remembering } from "./said";

export const catalogueMessages = remembering({
  ...catalogueBrowserMessages,
  empty: "No Data found",
  emptyBody: "It looks like there are no data available at the moment. Please try again later or check back soon.",
  minutes: (n: number) => `${n} min`,
} as const, "catalogue");
