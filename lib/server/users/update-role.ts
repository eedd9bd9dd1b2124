import "server-only";
import type { User } from "@/lib/generated/prisma/client";
import { messages } from "@/lib/messages";
import { authorize } from "@/lib/policy/policy";
import { pagesShowing } from "@/lib/server/cache";
import { transaction } from "@/lib/server/database/transaction";
import { conflict, notFound } from "@/lib/errors";
import { recordOperation } from "@/lib/server/operation";
import { roleUpdateSchema } from "@/lib/validation/auth";

/**
 * An admin gives another account the admin or user role; never their own.
 *
 * At least one admin always remains (409 otherwise). Role changes take one
 * lock in turn, and the admins left are counted under it, in the transaction
 * that writes the change: two admins demoting each other at once leave one of
 * them an admin, where two separate reads would each have seen the other.
 */
export const updateRole = recordOperation({ permission: "users.manage", input: roleUpdateSchema }, async (targetId, { role }, admin): Promise<User> => {
  authorize(admin, "users.setRole", { id: targetId });
  const updated = await transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('user-roles'))`;
    const target = await tx.user.findUnique({ where: { id: targetId }, select: { role: true } });
    if (!target) throw notFound(messages.api.userNotFound);
    if (target.role === "admin" && role !== "admin") {
      const othersLeft = await tx.user.count({ where: { role: "admin", id: { not: targetId } } });
      if (othersLeft === 0) throw conflict(messages.users.lastAdmin);
    }
    return tx.user.update({ where: { id: targetId }, data: { role } });
  });
  pagesShowing.users();
  return updated;
});
