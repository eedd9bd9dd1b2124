import "server-only";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { messages } from "@/lib/messages";
import { unauthenticated } from "@/lib/server/errors";
import { consume, ensureNotExhausted, reset } from "@/lib/server/rate-limit";
import type { LoginInput } from "@/lib/validation/auth";
import { limits } from "./limits";
import { spendVerificationTime, verifyPassword } from "./password";

/**
 * Checks an email and password, for the REST login and the web sign-in alike.
 * An unknown email and a wrong password get the same 401 and take as long.
 */
export async function signInWithPassword(input: LoginInput, client: string): Promise<User> {
  await consume(limits.signInPerClient, client);
  await ensureNotExhausted(limits.signInFailuresPerAccount, input.email);

  const user = await db.user.findUnique({ where: { email: input.email } });
  const valid = user ? await verifyPassword(user.passwordHash, input.password) : (await spendVerificationTime(input.password), false);
  if (!user || !valid) {
    await consume(limits.signInFailuresPerAccount, input.email);
    throw unauthenticated(messages.auth.wrongCredentials);
  }
  await reset(limits.signInFailuresPerAccount, input.email);
  return user;
}
