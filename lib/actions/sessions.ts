"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { signOut } from "@/lib/server/auth/next-auth";
import { REFRESH_COOKIE, signOutEverywhere } from "@/lib/server/auth/sessions";
import { failureWordsIn } from "@/lib/server/i18n/account-words";
import { visitorLocale } from "@/lib/server/i18n/visitor-locale";
import { action, type ActionState } from "./action";

/** "Sign out everywhere" on the profile page: every session of the account ends, then this browser goes to /login. A failure is said in the page's language. */
export const signOutEverywhereAction = action({ signedIn: true, words: async () => failureWordsIn(await visitorLocale()) }, async ({ actor }, _state: ActionState, _form: FormData) => {
  await signOutEverywhere(actor);
  (await cookies()).delete(REFRESH_COOKIE);
  await signOut({ redirect: false });
  redirect("/login");
});
