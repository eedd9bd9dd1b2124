import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { PAGE_PATH_HEADER } from "@/lib/policy/page-guards";
import { signInUrl } from "@/lib/urls/sign-in-redirect";
import type { Role } from "@/lib/validation/auth";
import { auth } from "./next-auth";

/**
 * The signed-in person of this request, read fresh from the database (a role
 * change or a password reset takes effect at once), or null. Memoised per request.
 */
export const currentUser = cache(async (): Promise<User | null> => {
  const session = await auth();
  if (!session?.user?.id) return null;
  return userSignedInAt(session.user.id, session.signedInAt);
});

/** The user behind a session or token, unless their password changed after it was issued. */
export async function userSignedInAt(userId: string, signedInAtMs: number): Promise<User | null> {
  const user = await db.user.findUnique({ where: { id: userId } });
  if (!user) return null;
  if (user.passwordChangedAt && signedInAtMs < user.passwordChangedAt.getTime()) return null;
  return user;
}

/**
 * For pages behind a guard: the signed-in person with the role the page
 * needs. proxy.ts turned most visitors away already; this catches a role
 * changed or a password reset since the session began (and, with the path
 * proxy.ts passed on, sends them to sign in and back).
 */
export async function requirePageUser(role: Role): Promise<User> {
  const user = await currentUser();
  if (!user) redirect(signInUrl((await headers()).get(PAGE_PATH_HEADER)));
  if (user.role !== role) redirect("/");
  return user;
}
