import { CompareLauncher } from "@/components/compare/compare-launcher";
import { compareWords } from "@/components/compare/compare-words";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import type { Locale } from "@/lib/i18n/locales";
import { pageTranslator } from "@/lib/server/i18n/page-locale";

/** Header, page and footer: the same for every visitor (the header fills in the account link itself). */
export async function PublicChrome({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const t = await pageTranslator(locale, "site");
  const compare = await compareWords(locale);
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2">
        {t("skipToContent")}
      </a>
      <SiteHeader locale={locale} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter locale={locale} />
      <CompareLauncher words={compare} />
      <ScrollToTop />
    </div>
  );
}
