/**
 * `npm run admin -- create <email> [--first-name <name>] [--last-name <name>]`
 *   a new admin account with no usable password, and a single-use link (at
 *   APP_URL, valid 24 hours) that sets one: the first admin of a real shop.
 * `npm run admin -- promote <email>`
 *   an existing account becomes an admin.
 *
 * On DATABASE_URL's database (APP_URL is then required, so that the link
 * points to the site), or without it on the embedded development database.
 * Prints no password. Exits 1 with the reason when nothing was done: the
 * account is already an admin, the email is taken or unknown, bad input.
 */
import { parseArgs } from "node:util";
import { ZodError } from "zod";
import { withDevelopmentDatabase } from "./db/dev-database";
import { messages } from "@/lib/messages";
import { AppError } from "@/lib/errors";

const m = messages.adminCommand;

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { "first-name": { type: "string" }, "last-name": { type: "string" } },
  });
  const [command, email, ...extra] = positionals;
  if (!["create", "promote"].includes(command) || !email || extra.length > 0) {
    console.error(m.usage);
    return 1;
  }
  if (process.env.DATABASE_URL && !process.env.APP_URL) {
    console.error(m.appUrlMissing);
    return 1;
  }
  return withDevelopmentDatabase(async (url) => {
    process.env.DATABASE_URL = url;
    // Loaded only now: the database client reads DATABASE_URL as it loads.
    const { createAdminAccount, promoteToAdmin, SETUP_LINK_HOURS } = await import("@/lib/server/users/admin-accounts");
    if (command === "create") {
      const { user, link } = await createAdminAccount({ email, firstName: values["first-name"] ?? m.defaultFirstName, lastName: values["last-name"] ?? m.defaultLastName });
      console.log(m.created(user.email ?? email, SETUP_LINK_HOURS, link));
    } else {
      const user = await promoteToAdmin(email);
      console.log(m.promoted(user.email ?? email));
    }
    return 0;
  });
}

main().then(
  (code) => process.exit(code),
  (error) => {
    // An AppError's message names the invalid fields too.
    if (error instanceof AppError) console.error(error.message);
    else if (error instanceof ZodError) console.error(error.issues.map((issue) => issue.message).join("\n"));
    else console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
