import en from "./en/pages.json";
import { remembering } from "./said";

/**
 * The admin's Pages (FAQ, privacy, terms) and their API, in English. The public pages' words are the
 * catalogue's (lib/messages/<language>/pages.json); the pages' titles, which the admin's Pages also
 * shows, are read from it, so that each is written once.
 */
export const pagesMessages = remembering({
  faq: en.faq.title,
  privacy: en.privacy.title,
  terms: en.terms.title,
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
  markdownRequired: "Write the page's text",
  markdownTooLong: "must be at most 50,000 characters",
  unknownPage: "No such page: use faq, privacy or terms",
} as const, "pages");
