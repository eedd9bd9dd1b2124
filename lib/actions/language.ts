"use server";

import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { secureCookies } from "@/lib/config/session-cookies";
import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from "@/lib/i18n/locales";
import { LANGUAGE_QUERY } from "@/lib/i18n/rewrites";
import { keepChosenLanguage } from "@/lib/server/users/language";
import { action } from "./action";

/**
 * The page to go back to after choosing a language: the one the switcher was on (the form's Referer,
 * on this site only), without a `?lang=` that would outrank the choice; else the home page.
 */
async function pageChosenFrom(): Promise<string> {
  const requestHeaders = await headers();
  const referer = requestHeaders.get("referer");
  const host = requestHeaders.get("host");
  if (!referer || !host) return "/";
  try {
    const url = new URL(referer);
    if (url.host !== host) return "/";
    url.searchParams.delete(LANGUAGE_QUERY);
    return `${url.pathname}${url.search}`;
  } catch {
    return "/";
  }
}

/**
 * The header's language switcher: a plain form (a button per language), so it works without
 * JavaScript. The choice is remembered in a cookie (a year) and, for someone signed in, on their
 * account; then the same page again, in that language. A language the site does not speak changes nothing.
 */
export const chooseLanguageAction = action({ signedIn: false, fields: ["locale"] }, async ({ actor, values }, _form: FormData) => {
  const back = await pageChosenFrom();
  if (isLocale(values.locale)) {
    (await cookies()).set(LOCALE_COOKIE, values.locale, { path: "/", maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: "lax", secure: secureCookies() });
    if (actor) await keepChosenLanguage(actor, values.locale);
  }
  redirect(back);
});
