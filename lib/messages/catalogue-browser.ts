/**
 * The catalogue's words that other pages still show in English (the lists' pages, the dashboard's retry,
 * the price range form's English schema for tests and the API): the catalogue's own are in
 * lib/messages/<language>/catalogue.json.
 */
export const catalogueBrowserMessages = {
  loading: "Loading...",
  retry: "Try again",
  invalidRange: "Max must be greater than or equal to Min",
  pagination: "Pages",
  previous: "Previous",
  next: "Next",
  page: (n: number) => `Page ${n}`,
} as const;
