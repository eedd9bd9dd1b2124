"use server";

import { cookies, headers } from "next/headers";
import { redirect, RedirectType } from "next/navigation";
import { messages } from "@/lib/messages";
import { localeCookieOptions } from "@/lib/i18n/cookie";
import { isLocale, LOCALE_COOKIE } from "@/lib/i18n/locales";
import { authSchemaWords, type AuthTranslator } from "@/lib/server/i18n/auth-words";
import { pageTranslator } from "@/lib/server/i18n/page-locale";
import { visitorLocale } from "@/lib/server/i18n/visitor-locale";
import { landingAfterSignIn, REDIRECT_COOKIE, REDIRECT_PARAM, safeRedirectPath } from "@/lib/urls/sign-in-redirect";
import { clientAddress } from "@/lib/server/client-address";
import { signOut } from "@/lib/server/auth/next-auth";
import { RESET_LINK_MINUTES, requestPasswordReset, resetPassword } from "@/lib/server/auth/password-reset";
import { currentSessionId } from "@/lib/server/auth/current-user";
import { endSession, endSessionOfRefreshToken, REFRESH_COOKIE } from "@/lib/server/auth/sessions";
import { registerCustomer } from "@/lib/server/auth/register-customer";
import { forgotPasswordSchemaIn, loginSchemaIn, registerFormSchemaIn, resetPasswordFormSchemaIn, resetPasswordSchema, withoutBareCallingCode, type Role } from "@/lib/validation/auth";
import { AppError, isAppError } from "@/lib/errors";
import { safeParseInput } from "@/lib/validation/common";
import { action, readForm, type ActionState, type FailureWords } from "./action";
import { flash } from "./flash";
import { startWebSession } from "./web-session";

/**
 * The web door to the accounts domain. Each action validates with the same
 * schema as the REST handler and calls the same domain function.
 */

/**
 * The visitor's words: the `auth` section in the language of the page the form was sent from. The
 * sign-in forms check their fields with the same schemas in the browser, in the words the page gave them.
 */
const visitorWords = async (): Promise<AuthTranslator> => pageTranslator(await visitorLocale(), "auth");

/** What a failed sign-in form says, in the visitor's words. */
const failureWords = async (): Promise<FailureWords> => {
  const t = await visitorWords();
  return { checkFields: t("errors.checkFields"), internal: t("errors.internal") };
};

/**
 * A refusal of the accounts domain (written in English, as the REST API says it), in the visitor's words:
 * each message the sign-in forms can meet, else as it is.
 */
function inVisitorWords(error: AppError, t: AuthTranslator): AppError {
  const words = new Map<string, string>([
    [messages.auth.wrongCredentials, t("login.wrongCredentials")],
    [messages.auth.tooManyAttempts, t("errors.tooManyAttempts")],
    [messages.auth.emailTaken, t("register.emailTaken")],
    [messages.auth.resetLinkInvalid, t("reset.linkInvalid")],
    [messages.validation.passwordTooCommon, t("validation.passwordTooCommon")],
  ]);
  const say = (message: string) => words.get(message) ?? message;
  return new AppError(error.kind, say(error.message), error.fields?.map((field) => ({ ...field, message: say(field.message) })), error.retryAfterSeconds);
}

/** Runs the domain's part of an action, its refusals said in the visitor's words. */
async function saidToVisitor<T>(t: AuthTranslator, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isAppError(error)) throw inVisitorWords(error, t);
    throw error;
  }
}

/**
 * A person who chose a language on another device (it is kept on their account) gets it here too, once
 * signed in: unless this browser has a choice of its own. The cookie is the switcher's (lib/actions/language.ts).
 */
async function followAccountLanguage(locale: string | null): Promise<void> {
  const jar = await cookies();
  if (!isLocale(locale) || jar.has(LOCALE_COOKIE)) return;
  jar.set(LOCALE_COOKIE, locale, localeCookieOptions());
}

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

/** Login: signs in and leads back to where the person was going (in the account's language, when this browser has none chosen). */
export const loginAction = action(
  { signedIn: false, fields: ["email", "password", REDIRECT_PARAM], schema: async () => loginSchemaIn(authSchemaWords(await visitorWords())), words: failureWords },
  async ({ input, values }, _state: ActionState, _form: FormData) => {
    const t = await visitorWords();
    const user = await saidToVisitor(t, () => startWebSession(input.email, input.password));
    await followAccountLanguage(user.locale);
    const destination = await takeRedirect(values[REDIRECT_PARAM], user.role);
    await flash("loggedIn");
    redirect(destination, RedirectType.replace);
  },
);

const REGISTER_FIELDS = ["firstName", "lastName", "email", "address", "phone", "password", "confirmPassword", REDIRECT_PARAM] as const;

/** Register: makes the customer's account (in the language of the page, which this browser then keeps unless it chose one), signs them in, and leads back like Login does. */
export const registerAction = action(
  {
    signedIn: false,
    fields: (form) => {
      const values = readForm(form, REGISTER_FIELDS);
      return { ...values, phone: withoutBareCallingCode(values.phone) };
    },
    schema: async () => registerFormSchemaIn(authSchemaWords(await visitorWords())),
    words: failureWords,
  },
  async ({ input, values }, _state: ActionState, _form: FormData) => {
    const { confirmPassword: _confirmed, ...account } = input;
    const client = clientAddress(await headers());
    const locale = await visitorLocale();
    const t = await pageTranslator(locale, "auth");
    try {
      await registerCustomer(account, client, locale);
    } catch (error) {
      // The only conflict registering has is an email in use: said on the field, which offers to sign in instead.
      if (isAppError(error, "conflict")) throw new AppError("conflict", t("errors.checkFields"), [{ field: "email", message: t("register.emailTaken") }]);
      if (isAppError(error)) throw inVisitorWords(error, t);
      throw error;
    }
    const user = await saidToVisitor(t, () => startWebSession(account.email, account.password));
    await followAccountLanguage(user.locale);
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
  { signedIn: false, fields: ["email"], schema: async () => forgotPasswordSchemaIn(authSchemaWords(await visitorWords())), words: failureWords },
  async ({ input }, _state: ActionState, _form: FormData) => {
    const t = await visitorWords();
    const client = clientAddress(await headers());
    await saidToVisitor(t, () => requestPasswordReset(input.email, client));
    return { message: t("forgot.requested"), detail: t("forgot.requestedBody", { minutes: RESET_LINK_MINUTES }) };
  },
);

/** Reset password (from the emailed link): the new password, typed twice; then to Login. */
export const resetPasswordAction = action(
  {
    signedIn: false,
    fields: ["token", "password", "confirmPassword"],
    schema: async () => resetPasswordFormSchemaIn(authSchemaWords(await visitorWords())),
    words: failureWords,
  },
  async ({ values }, _state: ActionState, _form: FormData) => {
    const t = await visitorWords();
    const parsed = safeParseInput(resetPasswordSchema, values);
    // The token is not a field the person can correct: a bad one is the form's message.
    if (!parsed.success) throw new AppError("invalid", t("reset.linkInvalid"));
    try {
      await resetPassword(parsed.data, clientAddress(await headers()));
    } catch (error) {
      if (isAppError(error)) {
        const said = inVisitorWords(error, t);
        throw new AppError(said.kind, said.message, said.fields?.filter((field) => field.field !== "token"), said.retryAfterSeconds);
      }
      throw error;
    }
    await flash("passwordReset");
    redirect("/login", RedirectType.replace);
  },
);
