export const notFoundMessages = {
  title: "Oops, page not found!",
  body: "The page you're looking for doesn't exist or has been moved.",
  home: "Go to Homepage",
} as const;
