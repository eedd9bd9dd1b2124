import { remembering } from "./said";
/** What `npm run admin` (scripts/admin.ts) tells whoever runs it. */
export const adminCommandMessages = remembering({
  usage: [
    "Usage:",
    "  npm run admin -- create <email> [--first-name <name>] [--last-name <name>]",
    "      a new admin account without a password, and a one-time link that sets one",
    "  npm run admin -- promote <email>",
    "      make an existing account an admin (it keeps its password)",
    "The database is DATABASE_URL's (without it, the embedded development database); the link points to APP_URL.",
  ].join("\n"),
  defaultFirstName: "Shop",
  defaultLastName: "Admin",
  appUrlMissing: "APP_URL is not set: the link must point to the site's public address, such as APP_URL=https://book.example.com",
  created: (email: string, hours: number, link: string) =>
    `Created the admin account ${email}. It has no password yet: open this link within ${hours} hours to set one (it works once):\n${link}`,
  promoted: (email: string) => `${email} is now an admin. It signs in with its own password.`,
  alreadyAdmin: (email: string) => `${email} is already an admin: nothing changed.`,
  accountExists: (email: string) => `An account with the email ${email} exists already: make it an admin with 'npm run admin -- promote ${email}'.`,
  noAccount: (email: string) => `No account has the email ${email}: create an admin with 'npm run admin -- create ${email}'.`,
} as const, "adminCommand");
