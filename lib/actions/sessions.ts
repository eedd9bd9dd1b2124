"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { currentUser } from "@/lib/server/auth/current-user";
import { signOut } from "@/lib/server/auth/next-auth";
import { REFRESH_COOKIE, signOutEverywhere } from "@/lib/server/auth/sessions";
import { attempt, type ActionResult } from "./result";

/** "Sign out everywhere" on the profile page: every session of the account ends, then this browser goes to /login. */
export async function signOutEverywhereAction(_previous: ActionResult<undefined> | null): Promise<ActionResult<undefined>> {
  const user = await currentUser();
  const outcome = await attempt(() => signOutEverywhere(user));
  if (!outcome.ok) return outcome;
  (await cookies()).delete(REFRESH_COOKIE);
  await signOut({ redirect: false });
  redirect("/login");
}
