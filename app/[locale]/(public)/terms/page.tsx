import type { Metadata } from "next";
import { ContentPage } from "@/components/content/content-page";
import { pageAlternates, pageLocale, pageTranslator } from "@/lib/server/i18n/page-locale";
import { showContentPage } from "@/lib/server/pages/content-pages";
import { getSettings } from "@/lib/server/settings/business-settings";

type Props = { params: Promise<{ locale: string }> };

// Admins edit it (Business Settings → Pages): rendered per request, never at build time.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const [{ businessName }, t] = await Promise.all([getSettings(), pageTranslator(locale, "pages")]);
  return { title: t("terms.title"), description: t("terms.description", { name: businessName }), alternates: await pageAlternates("/terms", locale) };
}

/** The terms: the page's own words in its language, the admin's Markdown as written. */
export default async function TermsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await pageTranslator(locale, "pages");
  return <ContentPage title={t("terms.title")} page={await showContentPage("terms")} locale={locale} />;
}
