import { AdminShell } from "@/components/admin/admin-shell";
import { LanguageSwitcher } from "@/components/layout/language-switcher";
import { SectionWordsProvider } from "@/components/providers/section-words-context";
import type { Metadata } from "next";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { pageLocale, pageTranslator } from "@/lib/server/i18n/page-locale";
import { bayWordsIn, messagesIn, sectionWords } from "@/lib/server/i18n/sections";
import { shopPaymentProvider } from "@/lib/server/payments/provider";
import { LIST_PATHS } from "@/lib/urls/lists";

// Dashboard (Service Management) and its add-ons, Manage Users, Manage Slots, Manage Bookings; plus the Overview, Holds and the rest.
const links = (text: Awaited<ReturnType<typeof messagesIn>>, bays: string) => [
  { href: LIST_PATHS.adminServices, label: text.dashboard.dashboardLink },
  { href: "/dashboard/admin/add-ons", label: text.vehicleSetup.addOns.navLink },
  { href: "/dashboard/admin/overview", label: text.dashboard.overview },
  { href: LIST_PATHS.adminUsers, label: text.dashboard.manageUsers },
  { href: LIST_PATHS.adminSlots, label: text.dashboard.manageSlots },
  { href: "/dashboard/admin/calendar", label: text.calendar.navLink },
  { href: "/dashboard/admin/bays", label: bays },
  { href: LIST_PATHS.adminBookings, label: text.dashboard.manageBookings },
  { href: "/dashboard/admin/counter", label: text.counter.navLink },
  { href: "/dashboard/admin/holds", label: text.holds.navLink },
  { href: LIST_PATHS.adminReviews, label: text.dashboard.reviews },
  { href: "/dashboard/admin/settings", label: text.settings.navLink },
  { href: "/dashboard/admin/pages", label: text.pages.navLink },
  { href: "/dashboard/admin/audit", label: text.audit.navLink },
  { href: "/dashboard/admin/webhooks", label: text.webhooks.navLink },
  { href: "/dashboard/admin/emails", label: text.emails.navLink },
  { href: "/dashboard/admin/texts", label: text.smsAdmin.texts.navLink },
];

/** Dashboards are private: not for search engines. */
export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * Admins only (proxy.ts guards first; this checks the database's current role). Says on every page when
 * payments are test payments. In the admin's own language (the header's switcher, as on the public
 * site): the sections' words go to the client components once, here.
 */
export default async function AdminDashboardLayout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) {
  const admin = await requirePageUser("admin");
  const locale = await pageLocale(params);
  const [text, words, language] = await Promise.all([messagesIn(locale), sectionWords(locale), pageTranslator(locale, "language")]);
  return (
    <SectionWordsProvider value={words}>
      <AdminShell
        links={links(text, text.bays.navLink(await bayWordsIn(locale)))}
        admin={{ firstName: admin.firstName, lastName: admin.lastName, image: admin.image }}
        testPayments={(await shopPaymentProvider())?.name === "test"}
        languageSwitch={<LanguageSwitcher locale={locale} label={language("switchTo")} />}
      >
        {children}
      </AdminShell>
    </SectionWordsProvider>
  );
}
