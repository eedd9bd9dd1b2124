import "server-only";
import enAccount from "@/lib/messages/en/account.json";
import bnAccount from "@/lib/messages/bn/account.json";
import enAuth from "@/lib/messages/en/auth.json";
import bnAuth from "@/lib/messages/bn/auth.json";
import enBooking from "@/lib/messages/en/booking.json";
import bnBooking from "@/lib/messages/bn/booking.json";
import enCatalogue from "@/lib/messages/en/catalogue.json";
import bnCatalogue from "@/lib/messages/bn/catalogue.json";
import enHome from "@/lib/messages/en/home.json";
import bnHome from "@/lib/messages/bn/home.json";
import enLanguage from "@/lib/messages/en/language.json";
import bnLanguage from "@/lib/messages/bn/language.json";
import enMail from "@/lib/messages/en/mail.json";
import bnMail from "@/lib/messages/bn/mail.json";
import enPages from "@/lib/messages/en/pages.json";
import bnPages from "@/lib/messages/bn/pages.json";
import enReviews from "@/lib/messages/en/reviews.json";
import bnReviews from "@/lib/messages/bn/reviews.json";
import enService from "@/lib/messages/en/service.json";
import bnService from "@/lib/messages/bn/service.json";
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
const en = { account: enAccount, auth: enAuth, booking: enBooking, catalogue: enCatalogue, home: enHome, language: enLanguage, mail: enMail, pages: enPages, reviews: enReviews, service: enService, site: enSite, texts: enTexts };
export type Catalogue = typeof en;
export type Namespace = keyof Catalogue;

export const catalogues: Record<Locale, Catalogue> = {
  en,
  bn: { account: bnAccount, auth: bnAuth, booking: bnBooking, catalogue: bnCatalogue, home: bnHome, language: bnLanguage, mail: bnMail, pages: bnPages, reviews: bnReviews, service: bnService, site: bnSite, texts: bnTexts } satisfies Catalogue,
};
