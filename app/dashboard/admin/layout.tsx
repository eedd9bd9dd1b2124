import { AdminShell } from "@/components/admin/admin-shell";
import type { Metadata } from "next";
import { messages } from "@/lib/messages";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { USER_LIST_PATH } from "@/lib/user-list-url";

const d = messages.dashboard;

// Spec: Dashboard (Service Management), Manage Users, Manage Slots, Manage Bookings; plus the Overview.
const links = [
  { href: "/dashboard/admin", label: d.dashboardLink },
  { href: "/dashboard/admin/overview", label: d.overview },
  { href: USER_LIST_PATH, label: d.manageUsers },
  { href: "/dashboard/admin/manage-slots", label: d.manageSlots },
  { href: "/dashboard/admin/manage-bookings", label: d.manageBookings },
];

/** Dashboards are private: not for search engines. */
export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Admins only (proxy.ts guards first; this checks the database's current role). */
export default async function AdminDashboardLayout({ children }: { children: React.ReactNode }) {
  const admin = await requirePageUser("admin");
  return (
    <AdminShell links={links} admin={{ firstName: admin.firstName, lastName: admin.lastName, image: admin.image }}>
      {children}
    </AdminShell>
  );
}
