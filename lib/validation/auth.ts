import { isPossiblePhoneNumber, isValidPhoneNumber, parsePhoneNumberFromString } from "libphonenumber-js";
import { z } from "zod";
import "@/lib/validation/zod-config";
import { validationMessages } from "@/lib/messages/validation";
import { blankAsUndefined, limitSchema, pageSchema, visibleLength, visibleName, visibleText } from "@/lib/validation/common";
import { AVATAR_MAX_BYTES, DEFAULT_PHONE_COUNTRY } from "@/lib/validation/limits";

const v = validationMessages;

export { AVATAR_MAX_BYTES, DEFAULT_PHONE_COUNTRY };

const requiredText = (required: string, max: number, tooLong: string) => visibleText({ required, max, tooLong });

/**
 * A password as typed, in Unicode NFC so that the same characters typed on
 * any device give the same password. Never trimmed: spaces may be part of it.
 */
const passwordText = (required: string) => z.string({ error: required }).overwrite((password) => password.normalize("NFC"));

export const emailSchema = z
  .string({ error: v.emailRequired })
  .trim()
  .min(1, { error: v.emailRequired })
  .max(254, { error: v.emailInvalid })
  .pipe(z.email({ error: v.emailInvalid }))
  .transform((email) => email.toLowerCase());

export const newPasswordSchema = passwordText(v.passwordRequired)
  .min(1, { error: v.passwordRequired, abort: true })
  // A password of spaces or zero-width characters alone is no password.
  .refine((password) => visibleLength(password) > 0, { error: v.passwordInvisible, abort: true })
  .min(8, { error: v.passwordTooShort })
  .max(128, { error: v.passwordTooLong });

/**
 * A phone number with per-country rules (libphonenumber-js). The form sends
 * E.164 ('+8801712345678'); a national number is read as Bangladeshi.
 * Stored in E.164.
 */
export const phoneSchema = z
  .string({ error: v.phoneRequired })
  .trim()
  .min(1, { error: v.phoneRequired })
  .max(250, { error: v.phoneInvalid })
  // An empty value already has its own message.
  .refine((value) => value === "" || (isPossiblePhoneNumber(value, DEFAULT_PHONE_COUNTRY) && isValidPhoneNumber(value, DEFAULT_PHONE_COUNTRY)), {
    error: v.phoneInvalid,
  })
  .transform((value) => parsePhoneNumberFromString(value, DEFAULT_PHONE_COUNTRY)?.number ?? value);

const nameSchema = (required: string) => visibleName({ required, max: 50, tooLong: v.nameTooLong });
const addressSchema = requiredText(v.addressRequired, 250, v.addressTooLong);

/** `npm run admin -- create`: a new admin account, which sets its own password from a link. */
export const adminAccountSchema = z.object({
  email: emailSchema,
  firstName: nameSchema(v.firstNameRequired),
  lastName: nameSchema(v.lastNameRequired),
});

/**
 * The phone field starts with the country's code ('+880'); sent as it is, that alone is no number, as
 * the field itself says with JavaScript: read as nothing typed.
 */
export const withoutBareCallingCode = (phone: string) => (/^\+\d{1,4}$/.test(phone.trim()) ? "" : phone);

/** The password someone signs in with now, to change it: only presence is checked, as at sign-in. */
const currentPasswordSchema = passwordText(v.currentPasswordRequired).min(1, { error: v.currentPasswordRequired }).max(128, { error: v.passwordTooLong });

/** `POST /api/auth/register/customer` and the server side of /register. */
export const registerSchema = z.object({
  firstName: nameSchema(v.firstNameRequired),
  lastName: nameSchema(v.lastNameRequired),
  email: emailSchema,
  address: addressSchema,
  phone: phoneSchema,
  password: newPasswordSchema,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The /register form: the same fields plus the confirmation. */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: passwordText(v.confirmRequired).min(1, { error: v.confirmRequired }) })
  .refine((form) => form.password === form.confirmPassword, { path: ["confirmPassword"], error: v.passwordsMustMatch });
export type RegisterFormInput = z.input<typeof registerFormSchema>;

/** Sign-in: only presence is checked; the password's rules are not revealed here. */
export const loginSchema = z.object({
  email: emailSchema,
  password: passwordText(v.passwordRequired).min(1, { error: v.passwordRequired }).max(128, { error: v.passwordTooLong }),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({
  token: z.string({ error: v.tokenRequired }).trim().min(1, { error: v.tokenRequired }).max(200, { error: v.tokenRequired }),
  password: newPasswordSchema,
});

/** The reset form: a new password, typed twice. */
export const resetPasswordFormSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: passwordText(v.confirmRequired).min(1, { error: v.confirmRequired }),
  })
  .refine((form) => form.password === form.confirmPassword, { path: ["confirmPassword"], error: v.passwordsMustMatch });

/**
 * `PUT /api/user/update` and the profile's forms: only the fields that changed. The phone and address
 * follow registration's rules; a new password (registration's rules) comes with the current one.
 */
export const profileUpdateSchema = z
  .object({
    firstName: nameSchema(v.profileFirstNameRequired).optional(),
    lastName: nameSchema(v.profileLastNameRequired).optional(),
    phone: phoneSchema.optional(),
    address: addressSchema.optional(),
    currentPassword: currentPasswordSchema.optional(),
    password: newPasswordSchema.optional(),
  })
  .strict()
  .superRefine((input, context) => {
    if (input.password !== undefined && input.currentPassword === undefined) context.addIssue({ code: "custom", path: ["currentPassword"], message: v.currentPasswordRequired });
    if (input.currentPassword !== undefined && input.password === undefined) context.addIssue({ code: "custom", path: ["password"], message: v.passwordRequired });
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
    confirmPassword: passwordText(v.confirmRequired).min(1, { error: v.confirmRequired }),
  })
  .refine((form) => form.password === form.confirmPassword, { path: ["confirmPassword"], error: v.passwordsMustMatch });
export type PasswordChangeFormInput = z.input<typeof passwordChangeFormSchema>;

/** The Update Information form: both names are required. */
export const profileFormSchema = z.object({
  firstName: nameSchema(v.profileFirstNameRequired),
  lastName: nameSchema(v.profileLastNameRequired),
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
  role: z.preprocess((value) => (typeof value === "string" ? value.trim().toLowerCase() : value), z.enum(ROLES, { error: v.roleValues })),
});

export const USER_PAGE_SIZES = [10, 20, 30] as const;
export const USER_PAGE_SIZE = 10;

export const userListQuerySchema = z.object({
  searchTerm: z.preprocess(blankAsUndefined, z.string().trim().max(100, { error: v.searchTooLong }).optional()),
  page: pageSchema,
  limit: limitSchema(USER_PAGE_SIZE),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** Avatars: images only, 2 MB at most (AVATAR_MAX_BYTES). */
export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;
