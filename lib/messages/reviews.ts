import en from "./en/reviews.json";
import { remembering } from "./said";

/**
 * The reviews' words for the REST API and the admin's Reviews page (English). The public pages' words
 * are the catalogue's (lib/messages/<language>/reviews.json); those that code here still shows in
 * English are read from it, so that each is written once: the home page's section heading and text
 * (the admin settings form's placeholders), the verified badge, the review's rules (the API's schema,
 * lib/validation/reviews.ts) and who may write one (lib/policy/policy.ts).
 */
export const reviewsMessages = remembering({
  sectionTitle: en.section.title,
  sectionBody: en.section.body,
  ...en.form.check,
  onlyCustomers: en.form.onlyCustomers,
  created: "Review created",
  createdAwaiting: "Review created: it awaits the shop's approval before it shows",
  fetched: "Reviews retrieved successfully",
  verified: en.verified,
  verifiedHint: en.verifiedHint,
  hiddenBoolean: "must be true or false",
  approvedBoolean: "must be true or false",
  moderationRequired: "send hidden or approved, true or false",
  statusValues: "must be awaiting, shown or hidden",
  notFound: "Review not found",
  moderated: "Review updated",
  adminTitle: "Reviews",
  adminSubtitle:
    "Reviews by customers with a completed visit show at once; the others wait here for your approval before they show or count in the averages. Hide abusive reviews: they leave the public lists and the averages.",
  author: "Author",
  ratingColumn: "Rating",
  comment: "Review",
  date: "Date",
  visibility: "Visibility",
  shown: "Shown",
  hidden: "Hidden",
  awaiting: "Awaiting approval",
  hide: "Hide",
  show: "Show",
  approve: "Approve",
  hideLabel: (author: string) => `Hide the review by ${author}`,
  showLabel: (author: string) => `Show the review by ${author}`,
  approveLabel: (author: string) => `Approve the review by ${author}`,
  awaitingCount: (n: number) => (n === 1 ? "1 review awaits your approval." : `${n} reviews await your approval.`),
  filterAll: "All",
  filterAwaiting: "Awaiting approval",
  filterShown: "Shown",
  filterHidden: "Hidden",
  noneYet: "No reviews here.",
  moderationFailed: "Could not change this review",
} as const, "reviews");
