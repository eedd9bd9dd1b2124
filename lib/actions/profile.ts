"use server";

import { revalidatePath } from "next/cache";
import { messages } from "@/lib/messages";
import { currentUser } from "@/lib/server/auth/current-user";
import { updateAvatar } from "@/lib/server/users/update-avatar";
import { updateProfile } from "@/lib/server/users/update-profile";
import { profileUpdateSchema } from "@/lib/validation/auth";
import { attempt, invalid, ok, signedOut, type ActionResult } from "./result";
import { safeParseInput } from "@/lib/validation/common";

/** Update Information: the changed names of the signed-in person. */
export async function updateProfileAction(input: unknown): Promise<ActionResult<undefined>> {
  const user = await currentUser();
  if (!user) return signedOut;
  const parsed = safeParseInput(profileUpdateSchema, input);
  if (!parsed.success) return invalid(parsed.error, messages.dashboard.profileFailed);
  await updateProfile(user, parsed.data);
  revalidatePath("/dashboard/user", "layout");
  return ok(undefined);
}

/** Update Information: a new avatar (form field `file`). */
export async function updateAvatarAction(form: FormData): Promise<ActionResult<{ image: string | null }>> {
  const user = await currentUser();
  if (!user) return signedOut;
  return attempt(async () => {
    const updated = await updateAvatar(user, form.get("file"));
    revalidatePath("/dashboard/user", "layout");
    return { image: updated.image };
  });
}
