import { isPossiblePhoneNumber, isValidPhoneNumber, parsePhoneNumberFromString } from "libphonenumber-js";
import { z } from "zod";
import "@/lib/validation/zod-config";
import { validationMessages } from "@/lib/messages/validation";
import { blankAsUndefined, limitSchema, pageSchema, visibleLength, visibleName, visibleText } from "@/lib/validation/common";
import { AVATAR_MAX_BYTES, DEFAULT_PHONE_COUNTRY } from "@/lib/validation/limits";

export { AVATAR_MAX_BYTES, DEFAULT_PHONE_COUNTRY };

const requiredText = (required: string, max: number, tooLong: string) => visibleText({ required, max, tooLong });

/**
 * A password as typed, in Unicode NFC so that the same characters typed on
 * any device give the same password. Never trimmed: spaces may be part of it.
 */
const passwordText = (required: string) => z.string({ error: required }).overwrite((password) => password.normalize("NFC"));

/** How long a password may be (at least, at most), and a name and an address at most: the forms' and the REST API's rules. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 50;
export const ADDRESS_MAX = 250;

/**
 * What the sign-in, registration and password-reset schemas say, in one language: English
 * (lib/messages/validation.ts) for the REST API and the English exports below; the catalogue's
 * `auth.validation`, in the reader's language, for the forms (the same schema in the browser and in
 * the server action: the `...In(words)` factories).
 */
export type AuthSchemaWords = Record<
  | "emailRequired"
  | "emailInvalid"
  | "passwordRequired"
  | "passwordInvisible"
  | "passwordTooShort"
  | "passwordTooLong"
  | "confirmRequired"
  | "passwordsMustMatch"
  | "firstNameRequired"
  | "lastNameRequired"
  | "nameTooLong"
  | "addressRequired"
  | "addressTooLong"
  | "phoneRequired"
  | "phoneInvalid",
  string
>;

export const emailSchemaIn = (words: Pick<AuthSchemaWords, "emailRequired" | "emailInvalid">) =>
  z
    .string({ error: words.emailRequired })
    .trim()
    .min(1, { error: words.emailRequired })
    .max(254, { error: words.emailInvalid })
    .pipe(z.email({ error: words.emailInvalid }))
    .transform((email) => email.toLowerCase());

export const emailSchema = emailSchemaIn(validationMessages);

export const newPasswordSchemaIn = (words: Pick<AuthSchemaWords, "passwordRequired" | "passwordInvisible" | "passwordTooShort" | "passwordTooLong">) =>
  passwordText(words.passwordRequired)
    .min(1, { error: words.passwordRequired, abort: true })
    // A password of spaces or zero-width characters alone is no password.
    .refine((password) => visibleLength(password) > 0, { error: words.passwordInvisible, abort: true })
    .min(PASSWORD_MIN, { error: words.passwordTooShort })
    .max(PASSWORD_MAX, { error: words.passwordTooLong });

export const newPasswordSchema = newPasswordSchemaIn(validationMessages);

/**
 * A phone number with per-country rules (libphonenumber-js). The form sends
 * E.164 ('+8801712345678'); a national number is read as Bangladeshi.
 * Stored in E.164.
 */
export const phoneSchemaIn = (words: Pick<AuthSchemaWords, "phoneRequired" | "phoneInvalid">) =>
  z
    .string({ error: words.phoneRequired })
    .trim()
    .min(1, { error: words.phoneRequired })
    .max(250, { error: words.phoneInvalid })
    // An empty value already has its own message.
    .refine((value) => value === "" || (isPossiblePhoneNumber(value, DEFAULT_PHONE_COUNTRY) && isValidPhoneNumber(value, DEFAULT_PHONE_COUNTRY)), {
      error: words.phoneInvalid,
    })
    .transform((value) => parsePhoneNumberFromString(value, DEFAULT_PHONE_COUNTRY)?.number ?? value);

export const phoneSchema = phoneSchemaIn(validationMessages);

const nameSchema = (required: string, tooLong: string = validationMessages.nameTooLong) => visibleName({ required, max: NAME_MAX, tooLong });
const addressSchemaIn = (words: Pick<AuthSchemaWords, "addressRequired" | "addressTooLong">) => requiredText(words.addressRequired, ADDRESS_MAX, words.addressTooLong);
const addressSchema = addressSchemaIn(validationMessages);

/** `npm run admin -- create`: a new admin account, which sets its own password from a link. */
export const adminAccountSchema = z.object({
  email: emailSchema,
  firstName: nameSchema(validationMessages.firstNameRequired),
  lastName: nameSchema(validationMessages.lastNameRequired),
});

/**
 * The phone field starts with the country's code ('+880'); sent as it is, that alone is no number, as
 * the field itself says with JavaScript: read as nothing typed.
 */
export const withoutBareCallingCode = (phone: string) => (/^\+\d{1,4}$/.test(phone.trim()) ? "" : phone);

/** The password someone signs in with now, to change it: only presence is checked, as at sign-in. */
const currentPasswordSchema = passwordText(validationMessages.currentPasswordRequired).min(1, { error: validationMessages.currentPasswordRequired }).max(PASSWORD_MAX, { error: validationMessages.passwordTooLong });

/** `POST /api/auth/register/customer` and the server side of /register. */
export const registerSchemaIn = (words: AuthSchemaWords) =>
  z.object({
    firstName: nameSchema(words.firstNameRequired, words.nameTooLong),
    lastName: nameSchema(words.lastNameRequired, words.nameTooLong),
    email: emailSchemaIn(words),
    address: addressSchemaIn(words),
    phone: phoneSchemaIn(words),
    password: newPasswordSchemaIn(words),
  });
export const registerSchema = registerSchemaIn(validationMessages);
export type RegisterInput = z.infer<typeof registerSchema>;

/** The /register form: the same fields plus the confirmation. */
export const registerFormSchemaIn = (words: AuthSchemaWords) =>
  registerSchemaIn(words)
    .extend({ confirmPassword: passwordText(words.confirmRequired).min(1, { error: words.confirmRequired }) })
    .refine((form) => form.password === form.confirmPassword, { path: ["confirmPassword"], error: words.passwordsMustMatch });
export const registerFormSchema = registerFormSchemaIn(validationMessages);

/** Sign-in: only presence is checked; the password's rules are not revealed here. */
export const loginSchemaIn = (words: Pick<AuthSchemaWords, "emailRequired" | "emailInvalid" | "passwordRequired" | "passwordTooLong">) =>
  z.object({
    email: emailSchemaIn(words),
    password: passwordText(words.passwordRequired).min(1, { error: words.passwordRequired }).max(PASSWORD_MAX, { error: words.passwordTooLong }),
  });
export const loginSchema = loginSchemaIn(validationMessages);
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchemaIn = (words: Pick<AuthSchemaWords, "emailRequired" | "emailInvalid">) => z.object({ email: emailSchemaIn(words) });
export const forgotPasswordSchema = forgotPasswordSchemaIn(validationMessages);

export const resetPasswordSchema = z.object({
  token: z.string({ error: validationMessages.tokenRequired }).trim().min(1, { error: validationMessages.tokenRequired }).max(200, { error: validationMessages.tokenRequired }),
  password: newPasswordSchema,
});

/** The reset form: a new password, typed twice. */
export const resetPasswordFormSchemaIn = (words: Pick<AuthSchemaWords, "passwordRequired" | "passwordInvisible" | "passwordTooShort" | "passwordTooLong" | "confirmRequired" | "passwordsMustMatch">) =>
  z
    .object({
      password: newPasswordSchemaIn(words),
      confirmPassword: passwordText(words.confirmRequired).min(1, { error: words.confirmRequired }),
    })
    .refine((form) => form.password === form.confirmPassword, { path: ["confirmPassword"], error: words.passwordsMustMatch });
export const resetPasswordFormSchema = resetPasswordFormSchemaIn(validationMessages);

/**
 * `PUT /api/user/update` and the profile's forms: only the fields that changed. The phone and address
 * follow registration's rules; a new password (registration's rules) comes with the current one.
 */
export const profileUpdateSchema = z
  .object({
    firstName: nameSchema(validationMessages.profileFirstNameRequired).optional(),
    lastName: nameSchema(validationMessages.profileLastNameRequired).optional(),
    phone: phoneSchema.optional(),
    address: addressSchema.optional(),
    currentPassword: currentPasswordSchema.optional(),
    password: newPasswordSchema.optional(),
  })
  .strict()
  .superRefine((input, context) => {
    if (input.password !== undefined && input.currentPassword === undefined) context.addIssue({ code: "custom", path: ["currentPassword"], message: validationMessages.currentPasswordRequired });
    if (input.currentPassword !== undefined && input.password === undefined) context.addIssue({ code: "custom", path: ["password"], message: validationMessages.passwordRequired });
  });
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/** The profile's contact form: phone and address, both required, as at registration. */
export const contactFormSchema = z.object({ phone: phoneSchema, address: addressSchema });
export type ContactFormInput = z.infer<typeof contactFormSchema>;

/** The profile's password form: the current password, and the new one typed twice. */
export const passwordChangeFormSchema = z
  .object({
    currentPassword: currentPasswordSchema,
    password: newPasswordSchema,
    confirmPassword: passwordText(validationMessages.confirmRequired).min(1, { error: validationMessages.confirmRequired }),
  })
  .refine((form) => form.password === form.confirmPassword, { path: ["confirmPassword"], error: validationMessages.passwordsMustMatch });
export type PasswordChangeFormInput = z.input<typeof passwordChangeFormSchema>;

/** The Update Information form: both names are required. */
export const profileFormSchema = z.object({
  firstName: nameSchema(validationMessages.profileFirstNameRequired),
  lastName: nameSchema(validationMessages.profileLastNameRequired),
});
export type ProfileFormInput = z.infer<typeof profileFormSchema>;

/**
 * `POST /api/auth/logout`'s optional body: the refresh token, for clients that
 * keep it there rather than in the cookie or the Bearer header.
 */
export const logoutBodySchema = z.object({ refreshToken: z.string().max(200).optional() });

export const ROLES = ["admin", "user"] as const;
export type Role = (typeof ROLES)[number];

export const roleUpdateSchema = z.object({
  role: z.preprocess((value) => (typeof value === "string" ? value.trim().toLowerCase() : value), z.enum(ROLES, { error: validationMessages.roleValues })),
});

export const USER_PAGE_SIZES = [10, 20, 30] as const;
export const USER_PAGE_SIZE = 10;

export const userListQuerySchema = z.object({
  searchTerm: z.preprocess(blankAsUndefined, z.string().trim().max(100, { error: validationMessages.searchTooLong }).optional()),
  page: pageSchema,
  limit: limitSchema(USER_PAGE_SIZE),
});
