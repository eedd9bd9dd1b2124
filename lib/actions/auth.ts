"use server";

import { cookies, headers } from "next/headers";
import { redirect, RedirectType } from "next/navigation";
import { messages } from "@/lib/messages";
import { landingAfterSignIn, REDIRECT_COOKIE, REDIRECT_PARAM, safeRedirectPath } from "@/lib/urls/sign-in-redirect";
import { clientAddress } from "@/lib/server/client-address";
import { signOut } from "@/lib/server/auth/next-auth";
import { requestPasswordReset, resetPassword } from "@/lib/server/auth/password-reset";
import { currentSessionId } from "@/lib/server/auth/current-user";
import { endSession, endSessionOfRefreshToken, REFRESH_COOKIE } from "@/lib/server/auth/sessions";
import { registerCustomer } from "@/lib/server/auth/register-customer";
import { forgotPasswordSchema, loginSchema, registerFormSchema, resetPasswordFormSchema, resetPasswordSchema, withoutBareCallingCode, type Role } from "@/lib/validation/auth";
import { attemptForm, flash, formDone, formFailed, invalid, ok, readForm, type ActionResult, type FormState } from "./result";
import { startWebSession } from "./web-session";
import { safeParseInput } from "@/lib/validation/common";

/**
 * The web door to the accounts domain. Each action validates with the same
 * schema as the REST handler and calls the same domain function.
 */

/**
 * Where to go after signing in or registering: the form's `redirect` field
 * (the way back that /login?redirect= carried), else the redirect cookie,
 * else the role's own landing (an admin's dashboard, a customer's home).
 * The cookie is used once.
 */
async function takeRedirect(fromForm: string, role: Role): Promise<string> {
  const jar = await cookies();
  const saved = jar.get(REDIRECT_COOKIE)?.value;
  jar.delete(REDIRECT_COOKIE);
  const path = safeRedirectPath(fromForm || saved);
  return path === "/" ? landingAfterSignIn(role) : path;
}

/** Login: signs in and leads back to where the person was going. */
export async function loginAction(_state: FormState, form: FormData): Promise<FormState> {
  const values = readForm(form, ["email", "password", REDIRECT_PARAM]);
  const parsed = safeParseInput(loginSchema, values);
  if (!parsed.success) return formFailed(invalid(parsed.error, messages.forms.checkFields), values);
  const session = await startWebSession(parsed.data.email, parsed.data.password);
  if ("failure" in session) return formFailed(session.failure, values);
  const destination = await takeRedirect(values[REDIRECT_PARAM], session.user.role);
  await flash("loggedIn");
  redirect(destination, RedirectType.replace);
}

/** Register: makes the customer's account, signs them in, and leads back like Login does. */
export async function registerAction(_state: FormState, form: FormData): Promise<FormState> {
  const values = readForm(form, ["firstName", "lastName", "email", "address", "phone", "password", "confirmPassword", REDIRECT_PARAM]);
  values.phone = withoutBareCallingCode(values.phone);
  const parsed = safeParseInput(registerFormSchema, values);
  if (!parsed.success) return formFailed(invalid(parsed.error, messages.forms.checkFields), values);
  const { confirmPassword: _confirmed, ...account } = parsed.data;
  const client = clientAddress(await headers());
  const registered = await attemptForm(() => registerCustomer(account, client));
  // The only conflict registering has is an email in use: said on the field, which offers to sign in instead.
  if (!registered.ok && registered.kind === "conflict") {
    return formFailed({ ...registered, message: messages.forms.checkFields, fieldErrors: [{ field: "email", message: messages.auth.emailTaken }] }, values);
  }
  if (!registered.ok) return formFailed(registered, values);
  const session = await startWebSession(account.email, account.password);
  if ("failure" in session) return formFailed(session.failure, values);
  const destination = await takeRedirect(values[REDIRECT_PARAM], session.user.role);
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
