import "server-only";
import type { Translator } from "@/lib/i18n/translate";
import { ADDRESS_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, type AuthSchemaWords } from "@/lib/validation/auth";

/** The catalogue's `auth` section in one language (pageTranslator(locale, "auth")): the sign-in pages, their forms and their actions. */
export type AuthTranslator = Translator<"auth">;

/**
 * What the sign-in, registration and reset schemas say (lib/validation/auth.ts), in the translator's
 * language: handed to the forms for the browser's check, and used by their server actions.
 */
export function authSchemaWords(t: AuthTranslator): AuthSchemaWords {
  return {
    emailRequired: t("validation.emailRequired"),
    emailInvalid: t("validation.emailInvalid"),
    passwordRequired: t("validation.passwordRequired"),
    passwordInvisible: t("validation.passwordInvisible"),
    passwordTooShort: t("validation.passwordTooShort", { min: PASSWORD_MIN }),
    passwordTooLong: t("validation.passwordTooLong", { max: PASSWORD_MAX }),
    confirmRequired: t("validation.confirmRequired"),
    passwordsMustMatch: t("validation.passwordsMustMatch"),
    firstNameRequired: t("validation.firstNameRequired"),
    lastNameRequired: t("validation.lastNameRequired"),
    nameTooLong: t("validation.tooLong", { max: NAME_MAX }),
    addressRequired: t("validation.addressRequired"),
    addressTooLong: t("validation.tooLong", { max: ADDRESS_MAX }),
    phoneRequired: t("validation.phoneRequired"),
    phoneInvalid: t("validation.phoneInvalid"),
  };
}
