import "server-only";
import { cookies } from "next/headers";
import { AuthError } from "next-auth";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors";
import { messages } from "@/lib/messages";
import { signIn } from "@/lib/server/auth/next-auth";
import { REFRESH_COOKIE, refreshCookieOptions, startSession } from "@/lib/server/auth/sessions";

/**
 * Signs this browser in (Login, Register, and again after a password change
 * ended every session): the person signed in; refused, an AppError saying why
 * (`unauthenticated`, or `rate-limited` after too many tries). Not a server
 * action itself: this module has no "use server".
 */
export async function startWebSession(email: string, password: string): Promise<User> {
  try {
    await signIn("credentials", { email, password, redirect: false });
  } catch (error) {
    if (error instanceof AuthError && error.type === "CredentialsSignin") {
      const code = (error as AuthError & { code?: string }).code;
      throw code === "rate_limited" ? new AppError("rate-limited", messages.auth.tooManyAttempts) : new AppError("unauthenticated", messages.auth.wrongCredentials);
    }
    throw error;
  }
  // The web session also gets the old site's refresh-token cookie, like the REST login.
  const user = await db.user.findUniqueOrThrow({ where: { email } });
  const { refreshToken } = await startSession(user);
  (await cookies()).set(REFRESH_COOKIE, refreshToken, refreshCookieOptions());
  return user;
}
