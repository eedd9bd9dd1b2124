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
  return { title: t("privacy.title"), description: t("privacy.description", { name: businessName }), alternates: await pageAlternates("/privacy", locale) };
}

/** The privacy policy: the page's own words in its language, the admin's Markdown as written. */
export default async function PrivacyPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await pageTranslator(locale, "pages");
  return <ContentPage title={t("privacy.title")} page={await showContentPage("privacy")} locale={locale} />;
}
