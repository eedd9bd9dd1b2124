import "server-only";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { messages } from "@/lib/messages";
import { forbidden, notFound } from "@/lib/server/errors";
import type { Role } from "@/lib/validation/auth";

/** An admin gives another account the admin or user role; never their own. */
export async function updateRole(targetId: string, role: Role, admin: User): Promise<User> {
  if (admin.role !== "admin") throw forbidden(messages.auth.forbidden);
  if (targetId === admin.id) throw forbidden(messages.users.ownRole);
  const updated = await db.user.updateMany({ where: { id: targetId }, data: { role } });
  if (updated.count === 0) throw notFound(messages.api.userNotFound);
  return db.user.findUniqueOrThrow({ where: { id: targetId } });
}
