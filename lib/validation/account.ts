import { contactFormSchema, passwordChangeFormSchema, profileFormSchema } from "@/lib/validation/auth";
import { schemaInWords, type RuleWords } from "@/lib/validation/in-words";

/** The rules of the profile's forms, by form (the keys of their words: lib/validation/in-words.ts). */
export const CONTACT_RULES = ["phoneRequired", "phoneInvalid", "addressRequired", "addressTooLong"] as const;
export const PROFILE_RULES = ["profileFirstNameRequired", "profileLastNameRequired", "nameTooLong"] as const;
export const PASSWORD_RULES = ["currentPasswordRequired", "passwordRequired", "passwordInvisible", "passwordTooShort", "passwordTooLong", "confirmRequired", "passwordsMustMatch"] as const;

export type ContactRuleWords = RuleWords<(typeof CONTACT_RULES)[number]>;
export type ProfileRuleWords = RuleWords<(typeof PROFILE_RULES)[number]>;
export type PasswordRuleWords = RuleWords<(typeof PASSWORD_RULES)[number]>;

/** The profile's contact form (contactFormSchema) in `words`. */
export const contactFormSchemaIn = (words: ContactRuleWords) => schemaInWords(contactFormSchema, words);
/** The profile's password form (passwordChangeFormSchema) in `words`. */
export const passwordChangeFormSchemaIn = (words: PasswordRuleWords) => schemaInWords(passwordChangeFormSchema, words);
/** Update Information (profileFormSchema) in `words`. */
export const profileFormSchemaIn = (words: ProfileRuleWords) => schemaInWords(profileFormSchema, words);
