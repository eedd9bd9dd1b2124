import { secureCookies } from "@/lib/config/session-cookies";
import { LOCALE_COOKIE_MAX_AGE } from "./locales";

/** How the language cookie is set (by the switcher, the profile, a sign-in, or a first visit's browser language): a year, the whole site. */
export const localeCookieOptions = () => ({ path: "/", maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: "lax" as const, secure: secureCookies() });
