import { remembering } from "./said";
export const serviceMessages = remembering({
  duration: "Duration",
  price: "Price",
  minutesUnit: "minutes",
  placesLeft: (count: number) => `${count} left`,
} as const, "service");
