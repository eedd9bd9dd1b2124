import "server-only";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { messages } from "@/lib/messages";
import { authorize } from "@/lib/policy/policy";
import { pagesShowing } from "@/lib/server/cache";
import { notFound } from "@/lib/server/errors";
import { recordOperation } from "@/lib/server/operation";
import { roleUpdateSchema } from "@/lib/validation/auth";

/** An admin gives another account the admin or user role; never their own. */
export const updateRole = recordOperation({ permission: "users.manage", input: roleUpdateSchema }, async (targetId, { role }, admin): Promise<User> => {
  authorize(admin, "users.setRole", { id: targetId });
  const updated = await db.user.updateMany({ where: { id: targetId }, data: { role } });
  if (updated.count === 0) throw notFound(messages.api.userNotFound);
  pagesShowing.users();
  return db.user.findUniqueOrThrow({ where: { id: targetId } });
});
