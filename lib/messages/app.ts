import { remembering } from "./said";
export const appMessages = remembering({
  name: "Spotless",
  tagline: "Car care and cleaning, booked in a minute",
} as const, "app");
