"use server";

import { currentUser } from "@/lib/server/auth/current-user";
import { updateRole } from "@/lib/server/users/update-role";
import { attempt } from "./result";

/** User Management: an admin changes another account's role. */
export async function updateRoleAction(userId: unknown, role: unknown) {
  return attempt(async () => {
    const updated = await updateRole(await currentUser(), userId, { role });
    return { role: updated.role };
  });
}
