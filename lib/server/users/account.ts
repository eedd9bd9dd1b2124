import "server-only";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { messages } from "@/lib/messages";
import { hashPassword, verifyPassword } from "@/lib/server/auth/password";
import { assertPasswordNotCommon } from "@/lib/server/auth/password-rules";
import { endAllSessions } from "@/lib/server/auth/sessions";
import { pagesShowing } from "@/lib/server/cache";
import { invalid } from "@/lib/errors";
import { operation } from "@/lib/server/operation";
import { consume, type Limit } from "@/lib/server/rate-limit";
import { profileUpdateSchema } from "@/lib/validation/auth";

/**
 * Tries at the current password, per account: someone holding a signed-in
 * session (a device left open) cannot guess it quickly to take the account.
 */
const passwordChangeLimit: Limit = { name: "password-change:account", max: 5, windowSeconds: 15 * 60 };

/** What a change of one's own details did: the account as it is now, and whether its password changed (every session ended). */
export type ProfileUpdate = { user: User; passwordChanged: boolean };

/**
 * A person changes their own names, phone, address or password; email and
 * role are not theirs to change. A new password needs the current one, is
 * held to registration's rules, and ends every session of the account, as a
 * reset does (each door then starts one for the person who changed it).
 */
export const updateProfile = operation({ permission: "account.self", input: profileUpdateSchema }, async (input, user): Promise<ProfileUpdate> => {
  let passwordHash: string | undefined;
  if (input.password !== undefined) {
    await consume(passwordChangeLimit, user.id);
    if (!(await verifyPassword(user.passwordHash, input.currentPassword ?? ""))) {
      throw invalid(messages.validation.currentPasswordWrong, [{ field: "currentPassword", message: messages.validation.currentPasswordWrong }]);
    }
    await assertPasswordNotCommon(input.password);
    passwordHash = await hashPassword(input.password);
  }
  // A phone verification, once there is one, ends here when the number changes.
  const phoneChanged = input.phone !== undefined && input.phone !== user.phone;
  const changes = {
    firstName: input.firstName,
    lastName: input.lastName,
    address: input.address,
    // A new number is not verified (and texts stop until it is).
    ...(phoneChanged && { phone: input.phone, phoneVerifiedAt: null }),
    // The wall clock's, as are the sign-in instants of the sessions it is compared with.
    ...(passwordHash && { passwordHash, passwordChangedAt: new Date() }),
  };
  if (Object.values(changes).every((value) => value === undefined)) return { user, passwordChanged: false };
  const updated = await db.user.update({ where: { id: user.id }, data: changes });
  if (passwordHash) await endAllSessions(user.id);
  pagesShowing.account();
  return { user: updated, passwordChanged: passwordHash !== undefined };
});

/** Who is signed in (`GET /api/auth/auth-state`). */
export const currentAccount = operation({ permission: "account.self" }, async (_input, user): Promise<User> => user);
