"use server";

import { cookies, headers } from "next/headers";
import { AuthError } from "next-auth";
import { db } from "@/lib/db";
import { messages } from "@/lib/messages";
import { REDIRECT_COOKIE } from "@/lib/urls/sign-in-redirect";
import { safeRedirectPath } from "@/lib/urls/sign-in-redirect";
import { clientAddress } from "@/lib/server/auth/client";
import { signIn, signOut } from "@/lib/server/auth/next-auth";
import { requestPasswordReset, resetPassword } from "@/lib/server/auth/password-reset";
import { currentSessionId } from "@/lib/server/auth/current-user";
import { endSession, endSessionOfRefreshToken, REFRESH_COOKIE, refreshCookieOptions, startSession } from "@/lib/server/auth/sessions";
import { registerCustomer } from "@/lib/server/auth/register-customer";
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from "@/lib/validation/auth";
import { attempt, invalid, ok, type ActionResult } from "./result";
import { safeParseInput } from "@/lib/validation/common";

/**
 * The web door to the accounts domain. Each action validates with the same
 * schema as the REST handler and calls the same domain function.
 */

async function startWebSession(email: string, password: string): Promise<ActionResult<never> | null> {
  try {
    await signIn("credentials", { email, password, redirect: false });
  } catch (error) {
    if (error instanceof AuthError && error.type === "CredentialsSignin") {
      const code = (error as AuthError & { code?: string }).code;
      return { ok: false, message: code === "rate_limited" ? messages.auth.tooManyAttempts : messages.auth.wrongCredentials, kind: code === "rate_limited" ? "rate-limited" : "unauthenticated" };
    }
    throw error;
  }
  // The web session also gets the old site's refresh-token cookie, like the REST login.
  const user = await db.user.findUniqueOrThrow({ where: { email } });
  const { refreshToken } = await startSession(user);
  (await cookies()).set(REFRESH_COOKIE, refreshToken, refreshCookieOptions());
  return null;
}

/** Where to go after signing in: the `redirect` query (admin form variant), else the redirect cookie, else '/'. */
async function takeRedirect(fromQuery: string | undefined): Promise<string> {
  const jar = await cookies();
  const saved = jar.get(REDIRECT_COOKIE)?.value;
  jar.delete(REDIRECT_COOKIE);
  return safeRedirectPath(fromQuery || saved);
}

export async function loginAction(input: unknown, redirectParam?: string): Promise<ActionResult<{ redirectTo: string }>> {
  const parsed = safeParseInput(loginSchema, input);
  if (!parsed.success) return invalid(parsed.error, messages.auth.loginFailed);
  const failure = await startWebSession(parsed.data.email, parsed.data.password);
  if (failure) return failure;
  return ok({ redirectTo: await takeRedirect(redirectParam) });
}

export async function registerAction(input: unknown): Promise<ActionResult<{ redirectTo: string }>> {
  const parsed = safeParseInput(registerSchema, input);
  if (!parsed.success) return invalid(parsed.error, messages.auth.loginFailed);
  const client = clientAddress(await headers());
  const registered = await attempt(() => registerCustomer(parsed.data, client));
  if (!registered.ok) return registered;
  const failure = await startWebSession(parsed.data.email, parsed.data.password);
  if (failure) return failure;
  return ok({ redirectTo: "/" });
}

/** Signs out: the web session and the refresh token's session end on the server (a copied cookie stops working), and the cookies go. */
export async function logoutAction(): Promise<ActionResult<undefined>> {
  const jar = await cookies();
  const sessionId = await currentSessionId();
  if (sessionId) await endSession(sessionId);
  const refresh = jar.get(REFRESH_COOKIE)?.value;
  if (refresh) await endSessionOfRefreshToken(refresh);
  jar.delete(REFRESH_COOKIE);
  await signOut({ redirect: false });
  return ok(undefined);
}

export async function forgotPasswordAction(input: unknown): Promise<ActionResult<void>> {
  const parsed = safeParseInput(forgotPasswordSchema, input);
  if (!parsed.success) return invalid(parsed.error, messages.auth.loginFailed);
  const client = clientAddress(await headers());
  return attempt(() => requestPasswordReset(parsed.data.email, client));
}

export async function resetPasswordAction(input: unknown): Promise<ActionResult<void>> {
  const parsed = safeParseInput(resetPasswordSchema, input);
  if (!parsed.success) return invalid(parsed.error, messages.auth.resetLinkInvalid);
  const client = clientAddress(await headers());
  return attempt(() => resetPassword(parsed.data, client));
}
