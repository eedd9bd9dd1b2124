import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import type { User } from "@/lib/generated/prisma/client";
import { PAGE_PATH_HEADER } from "@/lib/policy/page-guards";
import { signInUrl } from "@/lib/urls/sign-in-redirect";
import type { Role } from "@/lib/validation/auth";
import { auth } from "./next-auth";
import { sessionUser } from "./sessions";

/**
 * The signed-in person of this request, read fresh from the database (a role
 * change, a password reset or a sign-out elsewhere takes effect at once), or
 * null. Memoised per request.
 */
export const currentUser = cache(async (): Promise<User | null> => {
  const session = await auth();
  if (!session?.user?.id) return null;
  return sessionUser(session.sessionId, session.user.id, session.signedInAt);
});

/** The session id in this request's web session cookie, if any (for signing out). */
export async function currentSessionId(): Promise<string | undefined> {
  return (await auth())?.sessionId;
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
