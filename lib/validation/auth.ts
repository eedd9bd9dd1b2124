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

export const emailSchema = z
  .string({ error: validationMessages.emailRequired })
  .trim()
  .min(1, { error: validationMessages.emailRequired })
  .max(254, { error: validationMessages.emailInvalid })
  .pipe(z.email({ error: validationMessages.emailInvalid }))
  .transform((email) => email.toLowerCase());

export const newPasswordSchema = passwordText(validationMessages.passwordRequired)
  .min(1, { error: validationMessages.passwordRequired, abort: true })
  // A password of spaces or zero-width characters alone is no password.
  .refine((password) => visibleLength(password) > 0, { error: validationMessages.passwordInvisible, abort: true })
  .min(8, { error: validationMessages.passwordTooShort })
  .max(128, { error: validationMessages.passwordTooLong });

/**
 * A phone number with per-country rules (libphonenumber-js). The form sends
 * E.164 ('+8801712345678'); a national number is read as Bangladeshi.
 * Stored in E.164.
 */
export const phoneSchema = z
  .string({ error: validationMessages.phoneRequired })
  .trim()
  .min(1, { error: validationMessages.phoneRequired })
  .max(250, { error: validationMessages.phoneInvalid })
  // An empty value already has its own message.
  .refine((value) => value === "" || (isPossiblePhoneNumber(value, DEFAULT_PHONE_COUNTRY) && isValidPhoneNumber(value, DEFAULT_PHONE_COUNTRY)), {
    error: validationMessages.phoneInvalid,
  })
  .transform((value) => parsePhoneNumberFromString(value, DEFAULT_PHONE_COUNTRY)?.number ?? value);

const nameSchema = (required: string) => visibleName({ required, max: 50, tooLong: validationMessages.nameTooLong });
const addressSchema = requiredText(validationMessages.addressRequired, 250, validationMessages.addressTooLong);

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
const currentPasswordSchema = passwordText(validationMessages.currentPasswordRequired).min(1, { error: validationMessages.currentPasswordRequired }).max(128, { error: validationMessages.passwordTooLong });

/** `POST /api/auth/register/customer` and the server side of /register. */
export const registerSchema = z.object({
  firstName: nameSchema(validationMessages.firstNameRequired),
  lastName: nameSchema(validationMessages.lastNameRequired),
  email: emailSchema,
  address: addressSchema,
  phone: phoneSchema,
  password: newPasswordSchema,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The /register form: the same fields plus the confirmation. */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: passwordText(validationMessages.confirmRequired).min(1, { error: validationMessages.confirmRequired }) })
  .refine((form) => form.password === form.confirmPassword, { path: ["confirmPassword"], error: validationMessages.passwordsMustMatch });

/** Sign-in: only presence is checked; the password's rules are not revealed here. */
export const loginSchema = z.object({
  email: emailSchema,
  password: passwordText(validationMessages.passwordRequired).min(1, { error: validationMessages.passwordRequired }).max(128, { error: validationMessages.passwordTooLong }),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({
  token: z.string({ error: validationMessages.tokenRequired }).trim().min(1, { error: validationMessages.tokenRequired }).max(200, { error: validationMessages.tokenRequired }),
  password: newPasswordSchema,
});

/** The reset form: a new password, typed twice. */
export const resetPasswordFormSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: passwordText(validationMessages.confirmRequired).min(1, { error: validationMessages.confirmRequired }),
  })
  .refine((form) => form.password === form.confirmPassword, { path: ["confirmPassword"], error: validationMessages.passwordsMustMatch });

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
