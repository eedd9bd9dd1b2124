import "server-only";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { messages } from "@/lib/messages";
import { unauthenticated } from "@/lib/errors";
import { consume } from "@/lib/server/rate-limit";
import type { LoginInput } from "@/lib/validation/auth";
import { limits } from "./limits";
import { spendVerificationTime, verifyPassword } from "./password";
import { admitSignInAttempt, clearSignInAttempts } from "./sign-in-throttle";

/**
 * Checks an email and password, for the REST login and the web sign-in alike.
 * An unknown email and a wrong password get the same 401 and take as long.
 * Guessing is slowed per client (all accounts) and per account and client
 * (a growing delay); nothing a guesser does elsewhere keeps the owner out.
 */
export async function signInWithPassword(input: LoginInput, client: string): Promise<User> {
  await consume(limits.signInPerClient, client);
  await admitSignInAttempt(input.email, client);

  const user = await db.user.findUnique({ where: { email: input.email } });
  const valid = user ? await verifyPassword(user.passwordHash, input.password) : (await spendVerificationTime(input.password), false);
  if (!user || !valid) throw unauthenticated(messages.auth.wrongCredentials);
  await clearSignInAttempts(input.email, client);
  return user;
}
