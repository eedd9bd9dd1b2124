import { remembering } from "./said";
/** What pages say when they cannot be shown (their error boundaries). */
export const errorMessages = remembering({
  unavailableTitle: "We'll be right back",
  unavailableBody: "The shop is briefly unavailable. Please try again in a minute.",
  failedTitle: "Something went wrong",
  failedBody: "Something went wrong on our side. Please try again.",
  retry: "Try again",
  /** A dashboard page could not be loaded (the dashboard's error boundary). */
  pageLoadFailed: "Something went wrong while loading this page",
} as const, "errors");
