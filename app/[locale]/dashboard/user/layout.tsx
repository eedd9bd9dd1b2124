import { DashboardShell } from "@/components/dashboard/dashboard-shell";
import type { Metadata } from "next";
import { accountWords } from "@/lib/server/i18n/account-words";
import { pageLocale } from "@/lib/server/i18n/page-locale";
import { requirePageUser } from "@/lib/server/auth/current-user";

/** Dashboards are private: not for search engines. */
export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Customers only (proxy.ts guards first; this checks the database's current role). In the page's language. */
export default async function UserDashboardLayout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  await requirePageUser("user");
  const { t } = await accountWords(locale);
  const links = [
    { href: "/dashboard/user", label: t("nav.profile") },
    { href: "/dashboard/user/update-info", label: t("nav.accountSetting") },
    { href: "/dashboard/user/my-bookings", label: t("nav.myBookings") },
    { href: "/dashboard/user/vehicles", label: t("nav.myVehicles") },
  ];
  return (
    <DashboardShell links={links} label={t("nav.sidebar")} goBack={t("nav.goBack")}>
      {children}
    </DashboardShell>
  );
}
