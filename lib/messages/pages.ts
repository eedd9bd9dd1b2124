export const pagesMessages = {
  faq: "Frequently asked questions",
  privacy: "Privacy Policy",
  terms: "Terms of Service",
  faqDescription: (name: string) => `Answers to common questions about booking with ${name}.`,
  privacyDescription: (name: string) => `How ${name} handles your personal data.`,
  termsDescription: (name: string) => `The terms for booking and paying with ${name}.`,
  navLink: "Pages",
  adminTitle: "FAQ and policy pages",
  adminSubtitle: "Written in Markdown: ## starts a heading (on the FAQ, each one is a question), - a list item, [text](https://…) a link. HTML is shown as text.",
  /** `names`: the settings a page may name, as {{name}}. */
  valuesHint: (names: string[]) =>
    `To say what Business settings say now, write a setting's name in double braces: ${names.map((name) => `{{${name}}}`).join(", ")}. For example "up to {{cancelNotice}} before" reads "up to 24 hours before" while the notice is 24 hours, and follows it when it changes.`,
  markdown: "Markdown",
  save: "Save page",
  saved: "Page saved",
  saveFailed: "Page not saved",
  view: "View page",
  updated: (when: string) => `Last updated ${when}`,
  empty: "Nothing here yet.",
  markdownRequired: "Write the page's text",
  markdownTooLong: "must be at most 50,000 characters",
  unknownPage: "No such page: use faq, privacy or terms",
} as const;
