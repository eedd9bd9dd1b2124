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
import { AppError, isAppError } from "@/lib/errors";
import { safeParseInput } from "@/lib/validation/common";
import { action, readForm, type ActionState } from "./action";
import { flash } from "./flash";
import { startWebSession } from "./web-session";

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
export const loginAction = action(
  { signedIn: false, fields: ["email", "password", REDIRECT_PARAM], schema: loginSchema },
  async ({ input, values }, _state: ActionState, _form: FormData) => {
    const user = await startWebSession(input.email, input.password);
    const destination = await takeRedirect(values[REDIRECT_PARAM], user.role);
    await flash("loggedIn");
    redirect(destination, RedirectType.replace);
  },
);

const REGISTER_FIELDS = ["firstName", "lastName", "email", "address", "phone", "password", "confirmPassword", REDIRECT_PARAM] as const;

/** Register: makes the customer's account, signs them in, and leads back like Login does. */
export const registerAction = action(
  {
    signedIn: false,
    fields: (form) => {
      const values = readForm(form, REGISTER_FIELDS);
      return { ...values, phone: withoutBareCallingCode(values.phone) };
    },
    schema: registerFormSchema,
  },
  async ({ input, values }, _state: ActionState, _form: FormData) => {
    const { confirmPassword: _confirmed, ...account } = input;
    const client = clientAddress(await headers());
    try {
      await registerCustomer(account, client);
    } catch (error) {
      // The only conflict registering has is an email in use: said on the field, which offers to sign in instead.
      if (isAppError(error, "conflict")) throw new AppError("conflict", messages.forms.checkFields, [{ field: "email", message: messages.auth.emailTaken }]);
      throw error;
    }
    const user = await startWebSession(account.email, account.password);
    const destination = await takeRedirect(values[REDIRECT_PARAM], user.role);
    await flash("registered");
    redirect(destination, RedirectType.replace);
  },
);

/** Signs out: the web session and the refresh token's session end on the server (a copied cookie stops working), and the cookies go. */
export const logoutAction = action({ signedIn: false }, async () => {
  const jar = await cookies();
  const sessionId = await currentSessionId();
  if (sessionId) await endSession(sessionId);
  const refresh = jar.get(REFRESH_COOKIE)?.value;
  if (refresh) await endSessionOfRefreshToken(refresh);
  jar.delete(REFRESH_COOKIE);
  await signOut({ redirect: false });
  return {};
});

/** Forgot password: always the same answer (the email goes out only to a real account). */
export const forgotPasswordAction = action(
  { signedIn: false, fields: ["email"], schema: forgotPasswordSchema },
  async ({ input }, _state: ActionState, _form: FormData) => {
    await requestPasswordReset(input.email, clientAddress(await headers()));
    return { message: messages.auth.resetRequested, detail: messages.auth.resetRequestedBody };
  },
);

/** Reset password (from the emailed link): the new password, typed twice; then to Login. */
export const resetPasswordAction = action(
  { signedIn: false, fields: ["token", "password", "confirmPassword"], schema: resetPasswordFormSchema },
  async ({ values }, _state: ActionState, _form: FormData) => {
    const parsed = safeParseInput(resetPasswordSchema, values);
    // The token is not a field the person can correct: a bad one is the form's message.
    if (!parsed.success) throw new AppError("invalid", messages.auth.resetLinkInvalid);
    try {
      await resetPassword(parsed.data, clientAddress(await headers()));
    } catch (error) {
      if (isAppError(error)) throw new AppError(error.kind, error.message, error.fields?.filter((field) => field.field !== "token"), error.retryAfterSeconds);
      throw error;
    }
    await flash("passwordReset");
    redirect("/login", RedirectType.replace);
  },
);
