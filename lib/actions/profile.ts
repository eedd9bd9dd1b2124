"use server";

import { messages } from "@/lib/messages";
import { currentUser } from "@/lib/server/auth/current-user";
import { updateProfile } from "@/lib/server/users/account";
import { updateAvatar } from "@/lib/server/users/update-avatar";
import { attempt } from "./result";

/** Update Information: the changed names of the signed-in person. */
export async function updateProfileAction(input: unknown) {
  return attempt(async () => {
    await updateProfile(await currentUser(), input);
  }, messages.dashboard.profileFailed);
}

/** Update Information: a new avatar (form field `file`). */
export async function updateAvatarAction(form: FormData) {
  return attempt(async () => {
    const updated = await updateAvatar(await currentUser(), form.get("file"));
    return { image: updated.image };
  });
}
