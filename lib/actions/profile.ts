"use server";

import { redirect } from "next/navigation";
import { messages } from "@/lib/messages";
import { currentUser } from "@/lib/server/auth/current-user";
import { updateProfile } from "@/lib/server/users/account";
import { updateAvatar } from "@/lib/server/users/update-avatar";
import { signInUrl } from "@/lib/urls/sign-in-redirect";
import type { ProfileUpdateInput } from "@/lib/validation/auth";
import { profileFormSchema } from "@/lib/validation/auth";
import { parseInput } from "@/lib/validation/common";
import { attemptForm, formDone, formFailed, readForm, type FormState } from "./result";

const d = messages.dashboard;

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
  return formDone(values, saved.data ? d.profileUpdated : d.nothingChanged);
}
