/** The Write a Review form's own strings (the form is on the home page: kept apart from the rest of the reviews' strings). */
export const reviewFormMessages = {
  stars: (n: number) => (n === 1 ? "1 star" : `${n} stars`),
  writeTitle: "Write a Review",
  rating: "Your rating",
  feedback: "Feedback",
  placeholder: "Share your thoughts and experiences...",
  submit: "Submit Review",
  added: "Review added",
  thanks: "Thanks for your feedback",
  awaitingTitle: "Review received",
  awaitingBody: "Thanks for your feedback. It will show once the shop has approved it.",
  failed: "something went wrong while making this request",
} as const;
