"use server";

import { redirect, RedirectType } from "next/navigation";
import { inCustomerWords } from "@/lib/server/i18n/account-refusals";
import { failureWordsIn, ruleWordsIn, visitorAccountWords } from "@/lib/server/i18n/account-words";
import { visitorLocale } from "@/lib/server/i18n/visitor-locale";
import { updateProfile } from "@/lib/server/users/account";
import { updateAvatar } from "@/lib/server/users/update-avatar";
import { CONTACT_RULES, contactFormSchemaIn, PASSWORD_RULES, passwordChangeFormSchemaIn, PROFILE_RULES, profileFormSchemaIn } from "@/lib/validation/account";
import type { ProfileUpdateInput } from "@/lib/validation/auth";
import { withoutBareCallingCode } from "@/lib/validation/auth";
import { isAppError } from "@/lib/errors";
import { action, readForm, type ActionState } from "./action";
import { flash } from "./flash";
import { startWebSession } from "./web-session";

/**
 * The profile's forms answer in the language of the page they were sent from (visitorLocale): their
 * schemas, their messages and the domain's refusals.
 */
const failureWords = async () => failureWordsIn(await visitorLocale());

/**
 * Update Information: both names (only the changed ones are saved) and,
 * optionally, a new avatar (form field `file`). The picture is checked
 * first, so that a bad file leaves everything as it was.
 */
export const updateInfoAction = action(
  {
    signedIn: true,
    fields: ["firstName", "lastName"],
    schema: async () => profileFormSchemaIn(await ruleWordsIn(await visitorLocale(), PROFILE_RULES)),
    words: failureWords,
    returnTo: "/dashboard/user/update-info",
  },
  async ({ actor: user, input: names, form }, _state: ActionState, _form: FormData) => {
    const { t, locale } = await visitorAccountWords();
    const file = form?.get("file") ?? null;
    // A file input left empty still sends a part, with no name and no bytes.
    const picked = file instanceof File && (file.size > 0 || file.name !== "") ? file : null;
    const changes: ProfileUpdateInput = {};
    if (names.firstName !== user.firstName) changes.firstName = names.firstName;
    if (names.lastName !== user.lastName) changes.lastName = names.lastName;
    if (!picked && Object.keys(changes).length === 0) return { message: t("updateInfo.nothingChanged") };
    if (picked) await inCustomerWords(locale, updateAvatar(user, picked));
    if (Object.keys(changes).length > 0) await inCustomerWords(locale, updateProfile(user, changes));
    return { message: t("updateInfo.updated") };
  },
);

/** Where the profile's forms are: a signed-out visitor signs in and comes back here. */
const PROFILE_PATH = "/dashboard/user";
/** The profile's query after a password change (the page says so). */
const PASSWORD_CHANGED = "done=password-changed";

/** The profile's contact details: phone (the same field and rules as registration) and address. */
export const updateContactAction = action(
  {
    signedIn: true,
    fields: (form) => {
      const values = readForm(form, ["phone", "address"]);
      return { ...values, phone: withoutBareCallingCode(values.phone) };
    },
    schema: async () => contactFormSchemaIn(await ruleWordsIn(await visitorLocale(), CONTACT_RULES)),
    words: failureWords,
    returnTo: PROFILE_PATH,
  },
  async ({ actor: user, input }, _state: ActionState, _form: FormData) => {
    const { t, locale } = await visitorAccountWords();
    const changes = { ...(input.phone !== user.phone && { phone: input.phone }), ...(input.address !== user.address && { address: input.address }) };
    if (Object.keys(changes).length === 0) return { message: t("contact.nothingChanged") };
    const saved = await inCustomerWords(locale, updateProfile(user, changes));
    return { message: t("contact.updated"), values: { phone: saved.user.phone, address: saved.user.address } };
  },
);

/**
 * The profile's password change: the current password and the new one, typed twice. It ends every
 * session of the account (other devices are signed out, as after a reset); this browser is signed in
 * again with the new password and led back to the profile, which says so (`?done=password-changed`: the
 * page is rendered anew, with the new session's cookie), or, should that fail, sent to sign in with it.
 */
export const changePasswordAction = action(
  {
    signedIn: true,
    fields: ["currentPassword", "password", "confirmPassword"],
    schema: async () => passwordChangeFormSchemaIn(await ruleWordsIn(await visitorLocale(), PASSWORD_RULES)),
    words: failureWords,
    returnTo: PROFILE_PATH,
  },
  async ({ actor: user, input }, _state: ActionState, _form: FormData) => {
    await inCustomerWords(await visitorLocale(), updateProfile(user, { currentPassword: input.currentPassword, password: input.password }));
    try {
      await startWebSession(user.email ?? "", input.password);
    } catch (error) {
      if (!isAppError(error)) throw error;
      await flash("passwordReset");
      redirect("/login", RedirectType.replace);
    }
    redirect(`${PROFILE_PATH}?${PASSWORD_CHANGED}`, RedirectType.replace);
  },
);
