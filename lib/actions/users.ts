"use server";

import { updateRole } from "@/lib/server/users/update-role";
import { action } from "./action";

/** User Management: an admin changes another account's role. */
export const updateRoleAction = action({ signedIn: true }, async ({ actor }, userId: unknown, role: unknown) => {
  const updated = await updateRole(actor, userId, { role });
  return { data: { role: updated.role } };
});
