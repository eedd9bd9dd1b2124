import { AdminShell } from "@/components/admin/admin-shell";
import type { Metadata } from "next";
import { messages } from "@/lib/messages";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { shopPaymentProvider } from "@/lib/server/payments/provider";
import { bayWords } from "@/lib/server/settings/business-settings";
import { LIST_PATHS } from "@/lib/urls/lists";

const dashboardText = messages.dashboard;

// Dashboard (Service Management) and its add-ons, Manage Users, Manage Slots, Manage Bookings; plus the Overview, Holds and the rest.
const links = (bays: string) => [
  { href: LIST_PATHS.adminServices, label: dashboardText.dashboardLink },
  { href: "/dashboard/admin/add-ons", label: messages.vehicleSetup.addOns.navLink },
  { href: "/dashboard/admin/overview", label: dashboardText.overview },
  { href: LIST_PATHS.adminUsers, label: dashboardText.manageUsers },
  { href: LIST_PATHS.adminSlots, label: dashboardText.manageSlots },
  { href: "/dashboard/admin/calendar", label: messages.calendar.navLink },
  { href: "/dashboard/admin/bays", label: bays },
  { href: LIST_PATHS.adminBookings, label: dashboardText.manageBookings },
  { href: "/dashboard/admin/counter", label: messages.counter.navLink },
  { href: "/dashboard/admin/holds", label: messages.holds.navLink },
  { href: LIST_PATHS.adminReviews, label: dashboardText.reviews },
  { href: "/dashboard/admin/settings", label: messages.settings.navLink },
  { href: "/dashboard/admin/pages", label: messages.pages.navLink },
  { href: "/dashboard/admin/audit", label: messages.audit.navLink },
  { href: "/dashboard/admin/webhooks", label: messages.webhooks.navLink },
  { href: "/dashboard/admin/emails", label: messages.emails.navLink },
  { href: "/dashboard/admin/texts", label: messages.smsAdmin.texts.navLink },
];

/** Dashboards are private: not for search engines. */
export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Admins only (proxy.ts guards first; this checks the database's current role). Says on every page when payments are test payments. */
export default async function AdminDashboardLayout({ children }: { children: React.ReactNode }) {
  const admin = await requirePageUser("admin");
  return (
    <AdminShell links={links(messages.bays.navLink(await bayWords()))} admin={{ firstName: admin.firstName, lastName: admin.lastName, image: admin.image }} testPayments={(await shopPaymentProvider())?.name === "test"}>
      {children}
    </AdminShell>
  );
}
