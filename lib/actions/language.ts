"use server";

import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { localeCookieOptions } from "@/lib/i18n/cookie";
import { isLocale, LOCALE_COOKIE, type Locale } from "@/lib/i18n/locales";
import { LANGUAGE_QUERY } from "@/lib/i18n/rewrites";
import { refererOnThisSite } from "@/lib/server/i18n/visitor-locale";
import { keepChosenLanguage } from "@/lib/server/users/language";
import { action } from "./action";

/**
 * The page to go back to after choosing a language: the one the switcher was on (the form's Referer,
 * on this site only), without a `?lang=` that would outrank the choice; else the home page.
 */
async function pageChosenFrom(): Promise<string> {
  const url = refererOnThisSite(await headers());
  if (!url) return "/";
  url.searchParams.delete(LANGUAGE_QUERY);
  return `${url.pathname}${url.search}`;
}

/**
 * The header's language switcher: a plain form (a button per language), so it works without
 * JavaScript. The choice is remembered in a cookie (a year) and, for someone signed in, on their
 * account; then the same page again, in that language. A language the site does not speak changes nothing.
 */
export const chooseLanguageAction = action({ signedIn: false, fields: ["locale"] }, async ({ actor, values }, _form: FormData) => {
  const back = await pageChosenFrom();
  if (isLocale(values.locale)) await rememberLanguage(actor, values.locale);
  redirect(back);
});

/** A language chosen: remembered in this browser's cookie (a year) and, for someone signed in, on their account. */
async function rememberLanguage(actor: Parameters<typeof keepChosenLanguage>[0] | null, locale: Locale): Promise<void> {
  (await cookies()).set(LOCALE_COOKIE, locale, localeCookieOptions());
  if (actor) await keepChosenLanguage(actor, locale);
}

/** The profile, after its Language was saved (the page says so, in the language chosen). */
const PROFILE_LANGUAGE_SAVED = "/dashboard/user?done=language";

/**
 * The profile's Language (a customer's own pages): the same choice as the header's switcher, made on the
 * account (User.locale: their emails and texts are written in it) and in this browser; then the
 * profile again, in that language. A plain form, so it works without JavaScript. A language the site
 * does not speak changes nothing.
 */
export const chooseAccountLanguageAction = action({ signedIn: true, fields: ["locale"], returnTo: "/dashboard/user" }, async ({ actor, values }, _form: FormData) => {
  if (!isLocale(values.locale)) redirect("/dashboard/user");
  await rememberLanguage(actor, values.locale);
  redirect(PROFILE_LANGUAGE_SAVED);
});
