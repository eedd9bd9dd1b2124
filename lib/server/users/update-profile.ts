import "server-only";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import type { ProfileUpdateInput } from "@/lib/validation/auth";

/** A person changes their own first and last name; email and role are not theirs to change. */
export function updateProfile(user: User, input: ProfileUpdateInput): Promise<User> {
  if (input.firstName === undefined && input.lastName === undefined) return Promise.resolve(user);
  return db.user.update({ where: { id: user.id }, data: { firstName: input.firstName, lastName: input.lastName } });
}
