import { z } from "zod";
import { validationMessages } from "@/lib/messages/validation";
import { vehiclesMessages } from "@/lib/messages/vehicles";

/**
 * The customer's own forms (the profile's Contact details and Password, Update Information, My
 * vehicles) in the reader's language: each schema factory (lib/validation/account.ts, my-vehicles.ts)
 * takes the words of the rules its form checks and is the English schema itself, its messages said in
 * those words (`contactFormSchemaIn(words)`, with the server's words in the action, and the same words,
 * handed to the form as a prop, in the browser). The English schemas (lib/validation/auth.ts,
 * vehicles.ts) stay as they are, for the REST API.
 */

/** The English of each rule, under the key of its words (the catalogue's `account.validation`). */
export const ACCOUNT_RULES_ENGLISH = {
  phoneRequired: validationMessages.phoneRequired,
  phoneInvalid: validationMessages.phoneInvalid,
  addressRequired: validationMessages.addressRequired,
  addressTooLong: validationMessages.addressTooLong,
  profileFirstNameRequired: validationMessages.profileFirstNameRequired,
  profileLastNameRequired: validationMessages.profileLastNameRequired,
  nameTooLong: validationMessages.nameTooLong,
  currentPasswordRequired: validationMessages.currentPasswordRequired,
  passwordRequired: validationMessages.passwordRequired,
  passwordInvisible: validationMessages.passwordInvisible,
  passwordTooShort: validationMessages.passwordTooShort,
  passwordTooLong: validationMessages.passwordTooLong,
  confirmRequired: validationMessages.confirmRequired,
  passwordsMustMatch: validationMessages.passwordsMustMatch,
  vehicleClass: validationMessages.invalidId,
  makeRequired: vehiclesMessages.makeRequired,
  makeTooLong: vehiclesMessages.makeTooLong,
  modelRequired: vehiclesMessages.modelRequired,
  modelTooLong: vehiclesMessages.modelTooLong,
  colourTooLong: vehiclesMessages.colourTooLong,
  plateInvalid: vehiclesMessages.plateInvalid,
} as const;

export type RuleKey = keyof typeof ACCOUNT_RULES_ENGLISH;
/** The words of some of the rules, in the reader's language. */
export type RuleWords<K extends RuleKey = RuleKey> = Record<K, string>;

/**
 * `schema`, its messages said in `words`: each English message of a rule (ACCOUNT_RULES_ENGLISH) is
 * replaced by that rule's words; the values it accepts and what it makes of them do not change.
 */
export function schemaInWords<S extends z.ZodType>(schema: S, words: Partial<RuleWords>): z.ZodType<z.output<S>, z.input<S>> {
  const said = new Map<string, string>();
  for (const [key, message] of Object.entries(words)) if (message) said.set(ACCOUNT_RULES_ENGLISH[key as RuleKey], message);
  return z.unknown().transform((value, context) => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) context.addIssue({ code: "custom", path: issue.path, message: said.get(issue.message) ?? issue.message, input: value });
    return z.NEVER;
  }) as unknown as z.ZodType<z.output<S>, z.input<S>>;
}
