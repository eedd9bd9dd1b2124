import "server-only";
import { catalogues } from "@/lib/i18n/catalogue";
import type { Writing } from "@/lib/format/writing";
import type { Locale } from "@/lib/i18n/locales";
import { translator, type Translator } from "@/lib/i18n/translate";
import { getSettings } from "@/lib/server/settings/business-settings";
import type { BookingStatusValue, PaymentStatusValue } from "@/lib/validation/booking";
import type { RuleKey, RuleWords } from "@/lib/validation/in-words";
import { authSchemaWords } from "./auth-words";
import { pageTranslator } from "./page-locale";
import { visitorLocale } from "./visitor-locale";

export type AccountTranslator = Translator<"account">;

/** A customer's pages' words (the catalogue's `account` section) in one language, and how dates, prices and digits are written in it. */
export type AccountWords = { locale: Locale; t: AccountTranslator; writing: Writing };

/**
 * The `account` section in `locale`, with the shop's digits (Bengali unless it chose Latin ones).
 * English, the staff's pages' language too, writes as it always has.
 */
export async function accountWords(locale: Locale = "en"): Promise<AccountWords> {
  const latinDigits = locale === "en" ? false : (await getSettings()).latinDigits;
  return { locale, t: translator(locale, "account", { latinDigits }), writing: { locale, latinDigits } };
}

/** The `account` section for a server action's answer: in the language of the page its form was sent from. */
export async function visitorAccountWords(): Promise<AccountWords> {
  return accountWords(await visitorLocale());
}

/** The words of an `account` subsection, written out (each a plain string), as a client component receives them. */
export type PlainWords<T> = { [K in keyof T]: T[K] extends string ? string : PlainWords<T[K]> };
type Account = (typeof catalogues)["en"]["account"];

/**
 * Every message of a subsection of `account` (messages without arguments: a client component formats
 * nothing), written out in the translator's language: `plainWords(t, "contact")`.
 */
export function plainWords<S extends keyof Account>(t: AccountTranslator, section: S): PlainWords<Account[S]> {
  const walk = (tree: Record<string, unknown>, prefix: string): Record<string, unknown> =>
    Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, typeof value === "string" ? t(`${prefix}.${key}` as Parameters<AccountTranslator>[0]) : walk(value as Record<string, unknown>, `${prefix}.${key}`)]));
  return walk(catalogues.en.account[section] as Record<string, unknown>, section) as PlainWords<Account[S]>;
}

/**
 * What a customer's failed form says (the actions' FailureWords, lib/actions/action.ts) in `locale`:
 * the sign-in forms' words (the catalogue's `auth.errors`), the same for every form.
 */
export async function failureWordsIn(locale: Locale): Promise<{ checkFields: string; internal: string }> {
  const t = await pageTranslator(locale, "auth");
  return { checkFields: t("errors.checkFields"), internal: t("errors.internal") };
}

/**
 * The words of the customer's forms' rules (lib/validation/in-words.ts) in `locale`, for their schemas
 * in the action and in the browser: the rules registration has too in its words (`auth.validation`),
 * the others in `account.validation`. `keys`: the rules of one form.
 */
export async function ruleWordsIn<K extends RuleKey>(locale: Locale, keys: readonly K[]): Promise<RuleWords<K>> {
  const [{ t }, auth] = await Promise.all([accountWords(locale), pageTranslator(locale, "auth")]);
  const registration = authSchemaWords(auth);
  const all: RuleWords = {
    phoneRequired: registration.phoneRequired,
    phoneInvalid: registration.phoneInvalid,
    addressRequired: registration.addressRequired,
    addressTooLong: registration.addressTooLong,
    nameTooLong: registration.nameTooLong,
    passwordRequired: registration.passwordRequired,
    passwordInvisible: registration.passwordInvisible,
    passwordTooShort: registration.passwordTooShort,
    passwordTooLong: registration.passwordTooLong,
    confirmRequired: registration.confirmRequired,
    passwordsMustMatch: registration.passwordsMustMatch,
    profileFirstNameRequired: t("validation.profileFirstNameRequired"),
    profileLastNameRequired: t("validation.profileLastNameRequired"),
    currentPasswordRequired: t("validation.currentPasswordRequired"),
    vehicleClass: t("validation.vehicleClass"),
    makeRequired: t("validation.makeRequired"),
    makeTooLong: t("validation.makeTooLong"),
    modelRequired: t("validation.modelRequired"),
    modelTooLong: t("validation.modelTooLong"),
    colourTooLong: t("validation.colourTooLong"),
    plateInvalid: t("validation.plateInvalid"),
  };
  return Object.fromEntries(keys.map((key) => [key, all[key]])) as RuleWords<K>;
}

/**
 * A booking's status and payment, as its badges say them (components/booking/booking-badges.tsx) in the
 * translator's language: a paid deposit reads "Deposit paid", a booking to pay at the shop not yet paid
 * "Pay at the shop".
 */
export function badgeWords(t: AccountTranslator, booking: { status: BookingStatusValue; payment: PaymentStatusValue; payAt: "online" | "shop"; amount_due_at_shop: number }): { status: string; payment: string } {
  const payment =
    booking.payment === "pending" && booking.payAt === "shop"
      ? t("badges.payAtShop")
      : booking.payment === "paid" && booking.payAt === "online" && booking.amount_due_at_shop > 0
        ? t("badges.depositPaid")
        : t(`badges.payment.${booking.payment}`);
  return { status: t(`badges.status.${booking.status}`), payment };
}
