"use server";

import { revalidatePath } from "next/cache";
import { messages } from "@/lib/messages";
import { currentUser } from "@/lib/server/auth/current-user";
import { updateRole } from "@/lib/server/users/update-role";
import { roleUpdateSchema } from "@/lib/validation/auth";
import { idSchema } from "@/lib/validation/common";
import { attempt, signedOut, type ActionResult } from "./result";
import { LIST_PATHS } from "@/lib/urls/lists";

/** User Management: an admin changes another account's role. */
export async function updateRoleAction(userId: string, role: string): Promise<ActionResult<{ role: string }>> {
  const admin = await currentUser();
  if (!admin) return signedOut;
  const id = idSchema.safeParse(userId);
  const parsed = roleUpdateSchema.safeParse({ role });
  if (!id.success || !parsed.success) return { ok: false, message: messages.users.roleFailed, status: 400 };
  return attempt(async () => {
    const updated = await updateRole(id.data, parsed.data.role, admin);
    revalidatePath(LIST_PATHS.adminUsers);
    return { role: updated.role };
  });
}
