import "server-only";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/locales";
import { messages } from "@/lib/messages";
import { conflict } from "@/lib/errors";
import { isUniqueViolation } from "@/lib/server/database/prisma-errors";
import { consume } from "@/lib/server/rate-limit";
import type { RegisterInput } from "@/lib/validation/auth";
import { limits } from "./limits";
import { hashPassword } from "./password";
import { assertPasswordNotCommon } from "./password-rules";

/** A new customer (role user), in `locale` when they registered on a page in it. The unique index on email decides duplicates. */
export async function registerCustomer(input: RegisterInput, client: string, locale?: Locale): Promise<User> {
  await consume(limits.registerPerClient, client);
  await assertPasswordNotCommon(input.password);
  const { password, ...fields } = input;
  try {
    return await db.user.create({ data: { ...fields, locale, passwordHash: await hashPassword(password), role: "user" } });
  } catch (error) {
    if (isUniqueViolation(error, "User_email_key")) throw conflict(messages.auth.emailTaken);
    throw error;
  }
}
