export const appMessages = {
  name: "Spotless",
  tagline: "Car care and cleaning, booked in a minute",
} as const;
