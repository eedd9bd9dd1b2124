import Link from "next/link";
import { BrandLink } from "@/components/layout/brand-link";
import { AccountLink, NextSlot } from "@/components/layout/account-nav";
import { MobileMenu } from "@/components/layout/mobile-menu";
import { ThemeToggle } from "@/components/layout/theme-toggle";
import { ViewerProvider } from "@/components/layout/viewer-context";
import type { Locale } from "@/lib/i18n/locales";
import { pageTranslator } from "@/lib/server/i18n/page-locale";
import { LanguageSwitcher } from "@/components/layout/language-switcher";
import { getSettings } from "@/lib/server/settings/business-settings";

const linkClass = "rounded-md px-2 py-2 font-medium sm:px-3 text-muted-foreground transition-colors hover:bg-accent hover:text-foreground";

/**
 * The same for everyone, so that public pages can be cached whole: the
 * account link and the next-slot countdown are filled in by the browser
 * (ViewerProvider asks who is looking).
 */
export async function SiteHeader({ locale }: { locale: Locale }) {
  const [shop, t, language] = await Promise.all([getSettings(), pageTranslator(locale, "site"), pageTranslator(locale, "language")]);
  const links = [
    { href: "/", label: t("nav.home") },
    { href: "/services", label: t("nav.services") },
    { href: "/testimonials", label: t("nav.testimonials") },
  ];
  return (
    <ViewerProvider>
      <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/70">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-4 sm:px-4">
          <BrandLink shop={shop} compact />
          <NextSlot className="ml-4 hidden rounded-full border px-3 py-1 text-xs font-medium md:block" />
          <nav aria-label={t("nav.label")} className="ml-auto hidden items-center gap-1 text-sm sm:flex">
            {links.map((link) => (
              <Link key={link.href} href={link.href} className={linkClass}>
                {link.label}
              </Link>
            ))}
            <AccountLink className={linkClass} />
          </nav>
          <div className="ml-auto flex items-center sm:ml-0">
            <MobileMenu links={links} label={t("nav.menu")} />
            <LanguageSwitcher locale={locale} label={language("switchTo")} />
            <ThemeToggle />
          </div>
        </div>
        {/* Below the bar on phones; hung under the header so that it pushes nothing down when it appears. */}
        {/* next-slot-bar: toasts start below it (globals.css). */}
        <NextSlot className="next-slot-bar absolute inset-x-0 top-full border-b bg-background/95 px-4 py-1.5 text-center text-xs font-medium md:hidden" />
      </header>
    </ViewerProvider>
  );
}
