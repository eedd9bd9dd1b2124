"use server";

import { redirect, RedirectType } from "next/navigation";
import { messages } from "@/lib/messages";
import { currentUser } from "@/lib/server/auth/current-user";
import { updateProfile } from "@/lib/server/users/account";
import { updateAvatar } from "@/lib/server/users/update-avatar";
import { signInUrl } from "@/lib/urls/sign-in-redirect";
import type { ProfileUpdateInput } from "@/lib/validation/auth";
import { contactFormSchema, passwordChangeFormSchema, profileFormSchema, withoutBareCallingCode } from "@/lib/validation/auth";
import { parseInput, safeParseInput } from "@/lib/validation/common";
import { attemptForm, flash, formDone, formFailed, invalid, readForm, type FormState } from "./result";
import { startWebSession } from "./web-session";

const dashboardText = messages.dashboard;

/**
 * Update Information: both names (only the changed ones are saved) and,
 * optionally, a new avatar (form field `file`). The picture is checked
 * first, so that a bad file leaves everything as it was.
 */
export async function updateInfoAction(_state: FormState, form: FormData): Promise<FormState> {
  const values = readForm(form, ["firstName", "lastName"]);
  const user = await currentUser();
  if (!user) redirect(signInUrl("/dashboard/user/update-info"));
  const file = form instanceof FormData ? form.get("file") : null;
  // A file input left empty still sends a part, with no name and no bytes.
  const picked = file instanceof File && (file.size > 0 || file.name !== "") ? file : null;

  const saved = await attemptForm(async () => {
    const names = parseInput(profileFormSchema, values);
    const changes: ProfileUpdateInput = {};
    if (names.firstName !== user.firstName) changes.firstName = names.firstName;
    if (names.lastName !== user.lastName) changes.lastName = names.lastName;
    if (!picked && Object.keys(changes).length === 0) return false;
    if (picked) await updateAvatar(user, picked);
    if (Object.keys(changes).length > 0) await updateProfile(user, changes);
    return true;
  }, messages.forms.checkFields);
  if (!saved.ok) return formFailed(saved, values);
  return formDone(values, saved.data ? dashboardText.profileUpdated : dashboardText.nothingChanged);
}

/** Where the profile's forms are: a signed-out visitor signs in and comes back here. */
const PROFILE_PATH = "/dashboard/user";
/** The profile's query after a password change (the page says so). */
const PASSWORD_CHANGED = "done=password-changed";

/** The profile's contact details: phone (the same field and rules as registration) and address. */
export async function updateContactAction(_state: FormState, form: FormData): Promise<FormState> {
  const values = readForm(form, ["phone", "address"]);
  values.phone = withoutBareCallingCode(values.phone);
  const user = await currentUser();
  if (!user) redirect(signInUrl(PROFILE_PATH));
  const parsed = safeParseInput(contactFormSchema, values);
  if (!parsed.success) return formFailed(invalid(parsed.error, messages.forms.checkFields), values);
  const changes = { ...(parsed.data.phone !== user.phone && { phone: parsed.data.phone }), ...(parsed.data.address !== user.address && { address: parsed.data.address }) };
  if (Object.keys(changes).length === 0) return formDone(values, dashboardText.nothingChanged);
  const saved = await attemptForm(() => updateProfile(user, changes));
  return saved.ok ? formDone({ phone: saved.data.user.phone, address: saved.data.user.address }, dashboardText.contactUpdated) : formFailed(saved, values);
}

/**
 * The profile's password change: the current password and the new one, typed twice. It ends every
 * session of the account (other devices are signed out, as after a reset); this browser is signed in
 * again with the new password and led back to the profile, which says so (`?done=password-changed`: the
 * page is rendered anew, with the new session's cookie), or, should that fail, sent to sign in with it.
 */
export async function changePasswordAction(_state: FormState, form: FormData): Promise<FormState> {
  const values = readForm(form, ["currentPassword", "password", "confirmPassword"]);
  const user = await currentUser();
  if (!user) redirect(signInUrl(PROFILE_PATH));
  const parsed = safeParseInput(passwordChangeFormSchema, values);
  if (!parsed.success) return formFailed(invalid(parsed.error, messages.forms.checkFields), values);
  const changed = await attemptForm(() => updateProfile(user, { currentPassword: parsed.data.currentPassword, password: parsed.data.password }));
  if (!changed.ok) return formFailed(changed, values);
  const session = await startWebSession(user.email ?? "", parsed.data.password);
  if ("failure" in session) {
    await flash("passwordReset");
    redirect("/login", RedirectType.replace);
  }
  redirect(`${PROFILE_PATH}?${PASSWORD_CHANGED}`, RedirectType.replace);
}
