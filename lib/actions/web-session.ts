import "server-only";
import { cookies } from "next/headers";
import { AuthError } from "next-auth";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { messages } from "@/lib/messages";
import { signIn } from "@/lib/server/auth/next-auth";
import { REFRESH_COOKIE, refreshCookieOptions, startSession } from "@/lib/server/auth/sessions";
import type { ActionFailure } from "./result";

/**
 * Signs this browser in (Login, Register, and again after a password change
 * ended every session): the person signed in, or why not. Not a server
 * action itself: this module has no "use server".
 */
export async function startWebSession(email: string, password: string): Promise<{ failure: ActionFailure } | { user: User }> {
  try {
    await signIn("credentials", { email, password, redirect: false });
  } catch (error) {
    if (error instanceof AuthError && error.type === "CredentialsSignin") {
      const code = (error as AuthError & { code?: string }).code;
      return { failure: { ok: false, message: code === "rate_limited" ? messages.auth.tooManyAttempts : messages.auth.wrongCredentials, kind: code === "rate_limited" ? "rate-limited" : "unauthenticated" } };
    }
    throw error;
  }
  // The web session also gets the old site's refresh-token cookie, like the REST login.
  const user = await db.user.findUniqueOrThrow({ where: { email } });
  const { refreshToken } = await startSession(user);
  (await cookies()).set(REFRESH_COOKIE, refreshToken, refreshCookieOptions());
  return { user };
}
