import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { messages } from "@/lib/messages";
import { issuePasswordLink } from "@/lib/server/auth/password-reset";
import { hashPassword } from "@/lib/server/auth/password";
import { isUniqueViolation } from "@/lib/server/database/prisma-errors";
import { conflict, notFound } from "@/lib/errors";
import { adminAccountSchema, emailSchema } from "@/lib/validation/auth";
import { parseInput } from "@/lib/validation/common";

const adminCommandText = messages.adminCommand;

/** How long the link that sets a new admin's first password works. */
export const SETUP_LINK_HOURS = 24;

/**
 * Admin accounts made from the command line (`npm run admin`,
 * scripts/admin.ts): a shop's first admin, or any other, on any database.
 * Whoever runs it holds DATABASE_URL, so no policy is asked (and, being no
 * admin's request, the audit log does not record it). No password is ever
 * chosen, printed or sent here: a new account gets a random one nobody
 * knows, and a single-use link to set its own.
 */
export async function createAdminAccount(input: { email: unknown; firstName: unknown; lastName: unknown }): Promise<{ user: User; link: string }> {
  const { email, firstName, lastName } = parseInput(adminAccountSchema, input);
  const existing = await db.user.findUnique({ where: { email } });
  if (existing) throw conflict(existing.role === "admin" ? adminCommandText.alreadyAdmin(email) : adminCommandText.accountExists(email));
  // Signing in checks it like any password (no shortcut tells such an account apart), and it never matches.
  const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
  const user = await db.user.create({ data: { email, firstName, lastName, role: "admin", passwordHash } }).catch((error: unknown) => {
    throw isUniqueViolation(error) ? conflict(adminCommandText.accountExists(email)) : error;
  });
  const { link } = await issuePasswordLink(user.id, SETUP_LINK_HOURS * 60);
  return { user, link };
}

/** Makes an existing account an admin; it keeps its password and sessions (roles are read from the database on every request). */
export async function promoteToAdmin(emailInput: unknown): Promise<User> {
  const email = parseInput(emailSchema, emailInput);
  const promoted = await db.user.updateMany({ where: { email, role: "user" }, data: { role: "admin" } });
  if (promoted.count === 0) {
    const existing = await db.user.findUnique({ where: { email } });
    throw existing ? conflict(adminCommandText.alreadyAdmin(email)) : notFound(adminCommandText.noAccount(email));
  }
  return db.user.findUniqueOrThrow({ where: { email } });
}
