import { DashboardNav, type DashboardLink } from "@/components/dashboard/dashboard-nav";
import { BrandLink } from "@/components/layout/brand-link";
import { ThemeToggle } from "@/components/layout/theme-toggle";
import { getSettings } from "@/lib/server/settings/business-settings";

/** The frame of a dashboard: brand and theme on top, sidebar beside (above, on phones), content. Its words (`label`, `goBack`) in the page's language. */
export async function DashboardShell({ links, label, goBack, children }: { links: DashboardLink[]; label: string; goBack: string; children: React.ReactNode }) {
  const shop = await getSettings();
  return (
    <div className="min-h-dvh">
      <header className="border-b">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
          <BrandLink shop={shop} />
          <div className="ml-auto">
            <ThemeToggle />
          </div>
        </div>
      </header>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 md:grid-cols-[220px_1fr] md:py-10">
        <aside className="md:border-r md:pr-6">
          <DashboardNav links={links} label={label} goBack={goBack} />
        </aside>
        <main id="main" className="min-w-0">
          {children}
        </main>
      </div>
    </div>
  );
}
