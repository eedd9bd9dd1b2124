"use server";

import { cookies, headers } from "next/headers";
import { redirect, RedirectType } from "next/navigation";
import { AuthError } from "next-auth";
import { db } from "@/lib/db";
import { messages } from "@/lib/messages";
import { REDIRECT_COOKIE, REDIRECT_PARAM, safeRedirectPath } from "@/lib/urls/sign-in-redirect";
import { clientAddress } from "@/lib/server/auth/client";
import { signIn, signOut } from "@/lib/server/auth/next-auth";
import { requestPasswordReset, resetPassword } from "@/lib/server/auth/password-reset";
import { currentSessionId } from "@/lib/server/auth/current-user";
import { endSession, endSessionOfRefreshToken, REFRESH_COOKIE, refreshCookieOptions, startSession } from "@/lib/server/auth/sessions";
import { registerCustomer } from "@/lib/server/auth/register-customer";
import { forgotPasswordSchema, loginSchema, registerFormSchema, resetPasswordFormSchema, resetPasswordSchema } from "@/lib/validation/auth";
import { attemptForm, flash, formDone, formFailed, invalid, ok, readForm, type ActionFailure, type ActionResult, type FormState } from "./result";
import { safeParseInput } from "@/lib/validation/common";

/**
 * The web door to the accounts domain. Each action validates with the same
 * schema as the REST handler and calls the same domain function.
 */

async function startWebSession(email: string, password: string): Promise<ActionFailure | null> {
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

/**
 * Where to go after signing in or registering: the form's `redirect` field
 * (the way back that /login?redirect= carried), else the redirect cookie,
 * else '/'. The cookie is used once.
 */
async function takeRedirect(fromForm: string): Promise<string> {
  const jar = await cookies();
  const saved = jar.get(REDIRECT_COOKIE)?.value;
  jar.delete(REDIRECT_COOKIE);
  return safeRedirectPath(fromForm || saved);
}

/** Login: signs in and leads back to where the person was going. */
export async function loginAction(_state: FormState, form: FormData): Promise<FormState> {
  const values = readForm(form, ["email", "password", REDIRECT_PARAM]);
  const parsed = safeParseInput(loginSchema, values);
  if (!parsed.success) return formFailed(invalid(parsed.error, messages.forms.checkFields), values);
  const failure = await startWebSession(parsed.data.email, parsed.data.password);
  if (failure) return formFailed(failure, values);
  const destination = await takeRedirect(values[REDIRECT_PARAM]);
  await flash("loggedIn");
  redirect(destination, RedirectType.replace);
}

/** Register: makes the customer's account, signs them in, and leads back like Login does. */
export async function registerAction(_state: FormState, form: FormData): Promise<FormState> {
  const values = readForm(form, ["firstName", "lastName", "email", "address", "phone", "password", "confirmPassword", REDIRECT_PARAM]);
  // The phone field starts with the country's code ('+880'); that alone is no number, as the field itself says with JavaScript.
  if (/^\+\d{1,4}$/.test(values.phone.trim())) values.phone = "";
  const parsed = safeParseInput(registerFormSchema, values);
  if (!parsed.success) return formFailed(invalid(parsed.error, messages.forms.checkFields), values);
  const { confirmPassword: _confirmed, ...account } = parsed.data;
  const client = clientAddress(await headers());
  const registered = await attemptForm(() => registerCustomer(account, client));
  if (!registered.ok) return formFailed(registered, values);
  const failure = await startWebSession(account.email, account.password);
  if (failure) return formFailed(failure, values);
  const destination = await takeRedirect(values[REDIRECT_PARAM]);
  await flash("registered");
  redirect(destination, RedirectType.replace);
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

/** Forgot password: always the same answer (the email goes out only to a real account). */
export async function forgotPasswordAction(_state: FormState, form: FormData): Promise<FormState> {
  const values = readForm(form, ["email"]);
  const parsed = safeParseInput(forgotPasswordSchema, values);
  if (!parsed.success) return formFailed(invalid(parsed.error, messages.forms.checkFields), values);
  const client = clientAddress(await headers());
  const sent = await attemptForm(() => requestPasswordReset(parsed.data.email, client));
  return sent.ok ? formDone(values, messages.auth.resetRequested, messages.auth.resetRequestedBody) : formFailed(sent, values);
}

/** Reset password (from the emailed link): the new password, typed twice; then to Login. */
export async function resetPasswordAction(_state: FormState, form: FormData): Promise<FormState> {
  const values = readForm(form, ["token", "password", "confirmPassword"]);
  const typed = safeParseInput(resetPasswordFormSchema, values);
  if (!typed.success) return formFailed(invalid(typed.error, messages.forms.checkFields), values);
  const parsed = safeParseInput(resetPasswordSchema, values);
  // The token is not a field the person can correct: a bad one is the form's message.
  if (!parsed.success) return formFailed({ ok: false, message: messages.auth.resetLinkInvalid, kind: "invalid" }, values);
  const client = clientAddress(await headers());
  const reset = await attemptForm(() => resetPassword(parsed.data, client));
  if (!reset.ok) return formFailed({ ...reset, fieldErrors: reset.fieldErrors?.filter((error) => error.field !== "token") }, values);
  await flash("passwordReset");
  redirect("/login", RedirectType.replace);
}
