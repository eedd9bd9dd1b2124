import "server-only";
import type { StrengthWords } from "@/components/forms/password-strength-meter";
import { RESET_LINK_MINUTES } from "@/lib/server/auth/password-reset";
import { authSchemaWords, type AuthTranslator } from "@/lib/server/i18n/auth-words";
import type { ForgotPasswordFormWords } from "./forgot-password-form";
import type { LoginFormWords } from "./login-form";
import type { RegisterFormWords } from "./register-form";
import type { ResetPasswordFormWords } from "./reset-password-form";

/**
 * The words of the sign-in forms (client components), written out on the server in the page's language
 * (the `auth` section): labels, buttons, toasts, and what their schemas say in the browser.
 */

function strengthWords(t: AuthTranslator): StrengthWords {
  return { strength: t("strength.label"), strengthLabels: [t("strength.tooCommon"), t("strength.weak"), t("strength.fair"), t("strength.good"), t("strength.strong")] };
}

export const loginFormWords = (t: AuthTranslator): LoginFormWords => ({
  email: t("fields.email"),
  password: t("fields.password"),
  submit: t("login.submit"),
  failed: t("login.failed"),
  wait: t("wait"),
  validation: authSchemaWords(t),
});

export const registerFormWords = (t: AuthTranslator): RegisterFormWords => ({
  firstName: t("fields.firstName"),
  lastName: t("fields.lastName"),
  email: t("fields.email"),
  address: t("fields.address"),
  phone: t("fields.phone"),
  password: t("fields.password"),
  confirmPassword: t("fields.confirmPassword"),
  submit: t("register.submit"),
  emailTaken: t("register.emailTaken"),
  signInInstead: t("register.signInInstead"),
  wait: t("wait"),
  strength: strengthWords(t),
  validation: authSchemaWords(t),
});

export const forgotPasswordFormWords = (t: AuthTranslator): ForgotPasswordFormWords => ({
  email: t("fields.email"),
  submit: t("forgot.submit"),
  requested: t("forgot.requested"),
  requestedBody: t("forgot.requestedBody", { minutes: RESET_LINK_MINUTES }),
  wait: t("wait"),
  validation: authSchemaWords(t),
});

export const resetPasswordFormWords = (t: AuthTranslator): ResetPasswordFormWords => ({
  newPassword: t("fields.newPassword"),
  confirmPassword: t("fields.confirmPassword"),
  submit: t("reset.submit"),
  wait: t("wait"),
  strength: strengthWords(t),
  validation: authSchemaWords(t),
});
