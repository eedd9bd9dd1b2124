import type enAuth from "@/lib/messages/en/auth.json";
import type enSite from "@/lib/messages/en/site.json";
import type { Locale } from "./locales";

/**
 * What a client component of every page may say, already written out in the page's language (no
 * arguments: client components format nothing, so that no page carries a message formatter).
 * The root layout hands them to the browser once (components/providers/locale-context.tsx).
 */
export type ClientWords = {
  nav: Record<keyof typeof enSite.nav, string>;
  countdown: Record<keyof typeof enSite.countdown, string>;
  notFound: Record<keyof typeof enSite.notFound, string>;
  /** What the error boundaries say (components/errors/error-notice.tsx). */
  errors: Record<keyof typeof enSite.errors, string>;
  /** The toasts a sign-in, a registration or a new password leave for the next page (lib/forms/flash.ts). */
  flash?: Record<keyof typeof enAuth.flash, { title: string; description: string }>;
};

/** The page's language in the browser: its code, the tag Intl formats with, and the words above. */
export type ClientLocale = { locale: Locale; intlLocale: string; words: ClientWords };
