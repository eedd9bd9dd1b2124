import type { Metadata, Viewport } from "next";
import { LocaleDocument } from "@/components/layout/locale-document";
import { openGraphLocale, pageLocale, pageTranslator } from "@/lib/server/i18n/page-locale";
import { getSettings } from "@/lib/server/settings/business-settings";
import "../globals.css";

/**
 * Titles, descriptions and Open Graph come from the shop's settings (its name
 * and tagline); absolute URLs from APP_URL (read when the page is built).
 */
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const [{ businessName, tagline }, t] = await Promise.all([getSettings(), pageTranslator(locale, "site")]);
  const description = t("description");
  const title = tagline ? `${businessName}: ${tagline}` : businessName;
  return {
    metadataBase: new URL(process.env.APP_URL || "http://localhost:3000"),
    title: { default: title, template: `%s | ${businessName}` },
    description,
    applicationName: businessName,
    openGraph: { type: "website", siteName: businessName, title, description, locale: openGraphLocale(locale), images: [{ url: "/images/hero-1.webp", width: 1600, height: 700, alt: title }] },
    twitter: { card: "summary_large_image", title, description, images: ["/images/hero-1.webp"] },
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#0f172a" },
  ],
};

/**
 * Every page is under its language (app/[locale]): next.config.ts rewrites each address to the visitor's
 * language, chosen by them (the switcher's cookie, or ?lang= on a link in another language), else by their
 * browser or the shop's default (proxy.ts). The page is rendered in that language on the server, `lang`
 * included, and cached per language.
 */
export default async function LocaleLayout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) {
  return <LocaleDocument locale={await pageLocale(params)}>{children}</LocaleDocument>;
}
