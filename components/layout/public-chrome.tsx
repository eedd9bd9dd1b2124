import { CompareLauncher } from "@/components/compare/compare-launcher";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";

/**
 * Header, page and footer. `withAccount` adds the header's Login / Dashboard
 * link, which reads the session; the root not-found page leaves it out,
 * because Next.js renders that page into every route's payload and a session
 * read there would make every page dynamic.
 */
export function PublicChrome({ children, withAccount = true }: { children: React.ReactNode; withAccount?: boolean }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2">
        Skip to content
      </a>
      <SiteHeader withAccount={withAccount} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
      <CompareLauncher />
      <ScrollToTop />
    </div>
  );
}
