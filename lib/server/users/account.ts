import "server-only";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { pagesShowing } from "@/lib/server/cache";
import { operation } from "@/lib/server/operation";
import { profileUpdateSchema } from "@/lib/validation/auth";

/** A person changes their own first and last name; email and role are not theirs to change. */
export const updateProfile = operation({ permission: "account.self", input: profileUpdateSchema }, async (input, user): Promise<User> => {
  if (input.firstName === undefined && input.lastName === undefined) return user;
  const updated = await db.user.update({ where: { id: user.id }, data: { firstName: input.firstName, lastName: input.lastName } });
  pagesShowing.account();
  return updated;
});

/** Who is signed in (`GET /api/auth/auth-state`). */
export const currentAccount = operation({ permission: "account.self" }, async (_input, user): Promise<User> => user);
