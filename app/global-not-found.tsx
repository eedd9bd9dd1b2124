import type { Metadata } from "next";
import { LocaleDocument } from "@/components/layout/locale-document";
import { PageNotFound } from "@/components/layout/page-not-found";
import { PublicChrome } from "@/components/layout/public-chrome";
import { pageTranslator } from "@/lib/server/i18n/page-locale";
import { documentLocale } from "@/lib/server/i18n/visitor-locale";
import { getSettings } from "@/lib/server/settings/business-settings";
import "./globals.css";

export const metadata: Metadata = { robots: { index: false } };

/**
 * An address no page serves (experimental.globalNotFound in next.config.ts): the message and the way
 * home inside the public header and footer, in the visitor's language (their choice, else their
 * browser's, else the shop's). Next.js renders it on the server, whole, for every unknown address, so it
 * reads in the served HTML itself, before and without scripts, and it is no part of any other page.
 * (notFound() from inside a page, an unknown service, is answered by the page's own not-found
 * boundary: app/[locale]/(public)/not-found.tsx, app/[locale]/not-found.tsx.)
 */
export default async function GlobalNotFound() {
  const locale = await documentLocale();
  const [t, { businessName }] = await Promise.all([pageTranslator(locale, "site"), getSettings()]);
  return (
    <LocaleDocument locale={locale}>
      <title>{`${t("notFound.title")} | ${businessName}`}</title>
      <PublicChrome locale={locale}>
        <PageNotFound />
      </PublicChrome>
    </LocaleDocument>
  );
}
