import { AppProviders } from "@/components/providers/app-providers";
import { geistSans } from "@/app/font";
import type { Locale } from "@/lib/i18n/locales";
import { clientLocale } from "@/lib/server/i18n/client-words";
import { getSettings } from "@/lib/server/settings/business-settings";

/**
 * The document of a page in `locale`: `<html lang>`, the shop's settings and the page's words for the
 * client components (app/[locale]/layout.tsx, and the not-found page of an address no page serves).
 */
export async function LocaleDocument({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const [{ businessName, currency, logoUrl, bayLabel }, client] = await Promise.all([getSettings(), clientLocale(locale)]);
  return (
    <html lang={locale} className={geistSans.variable} suppressHydrationWarning>
      <body className="min-h-dvh font-sans">
        <AppProviders shop={{ businessName, currency, logoUrl, bayLabel }} locale={client}>
          {children}
        </AppProviders>
      </body>
    </html>
  );
}
