import "server-only";
import enLanguage from "@/lib/messages/en/language.json";
import bnLanguage from "@/lib/messages/bn/language.json";
import enMail from "@/lib/messages/en/mail.json";
import bnMail from "@/lib/messages/bn/mail.json";
import enSite from "@/lib/messages/en/site.json";
import bnSite from "@/lib/messages/bn/site.json";
import enTexts from "@/lib/messages/en/texts.json";
import bnTexts from "@/lib/messages/bn/texts.json";
import type { Locale } from "./locales";

/**
 * The catalogue of every language: one file per language and section (lib/messages/<language>/<section>.json),
 * ICU MessageFormat strings under the same keys in each. English is the reference: the type below makes
 * a language missing a key (or with one more) fail to compile, and tests/unit/i18n-catalogue.test.ts
 * checks the same at run time, with every message parsing and taking the same arguments as English's.
 *
 * Server-only: messages are formatted on the server (pages, route handlers, the worker's emails and
 * texts), and a client component receives the strings it shows, never the catalogue.
 */
const en = { language: enLanguage, mail: enMail, site: enSite, texts: enTexts };
export type Catalogue = typeof en;
export type Namespace = keyof Catalogue;

export const catalogues: Record<Locale, Catalogue> = {
  en,
  bn: { language: bnLanguage, mail: bnMail, site: bnSite, texts: bnTexts } satisfies Catalogue,
};
