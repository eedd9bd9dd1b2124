import "server-only";
import { AppError, isAppError } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locales";
import { smsMessages } from "@/lib/messages/sms";
import { validationMessages } from "@/lib/messages/validation";
import { vehiclesMessages } from "@/lib/messages/vehicles";
import { ACCOUNT_RULES_ENGLISH, type RuleKey } from "@/lib/validation/in-words";
import { accountWords, ruleWordsIn } from "./account-words";
import { pageTranslator } from "./page-locale";

/**
 * A customer's own forms' refusals (the domain says them in English, as the REST API does) in `locale`:
 * each English message a form can meet, with its words.
 */
async function refusalWords(locale: Locale): Promise<Map<string, string>> {
  const [{ t }, auth, rules] = await Promise.all([accountWords(locale), pageTranslator(locale, "auth"), ruleWordsIn(locale, Object.keys(ACCOUNT_RULES_ENGLISH) as RuleKey[])]);
  return new Map<string, string>([
    ...(Object.entries(ACCOUNT_RULES_ENGLISH) as [RuleKey, string][]).map(([key, english]): [string, string] => [english, rules[key]]),
    [validationMessages.currentPasswordWrong, t("validation.currentPasswordWrong")],
    [validationMessages.passwordTooCommon, auth("validation.passwordTooCommon")],
    [validationMessages.avatar.fileType, t("validation.imageType")],
    [validationMessages.imageTooLarge, t("validation.imageTooLarge")],
    [validationMessages.avatar.fileUnreadable, t("validation.imageUnreadable")],
    [validationMessages.avatar.fileTooBig, t("validation.imageTooBig")],
    [smsMessages.codeRequired, t("validation.codeRequired")],
    [smsMessages.codeShape, t("validation.codeShape")],
    [smsMessages.codeWrong, t("validation.codeWrong")],
    [smsMessages.channelsInvalid, t("validation.channelsInvalid")],
    [smsMessages.noPhone, t("phone.noPhone")],
    [smsMessages.textsUnavailable, t("validation.textsUnavailable")],
    [smsMessages.textsNeedVerifiedPhone, t("validation.textsNeedVerifiedPhone")],
    [vehiclesMessages.classNotFound, t("validation.classNotFound")],
    [vehiclesMessages.plateTaken, t("validation.plateTaken")],
    [vehiclesMessages.vehicleNotFound, t("validation.vehicleNotFound")],
    [vehiclesMessages.vehicleInUse, t("validation.vehicleInUse")],
  ]);
}

/** A domain refusal in `locale`: each message a customer's form can meet, else as it is. */
export async function refusalIn(error: AppError, locale: Locale): Promise<AppError> {
  if (locale === "en") return error;
  const words = await refusalWords(locale);
  const say = (message: string) => words.get(message) ?? message;
  return new AppError(error.kind, say(error.message), error.fields?.map((field) => ({ ...field, message: say(field.message) })), error.retryAfterSeconds);
}

/** Runs the domain's part of a customer's action, its refusals said in `locale`. */
export async function inCustomerWords<T>(locale: Locale, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isAppError(error)) throw await refusalIn(error, locale);
    throw error;
  }
}
