import { DashboardShell } from "@/components/dashboard/dashboard-shell";
import { messages } from "@/lib/messages";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { USER_LIST_PATH } from "@/lib/user-list-url";

// The admin area's other pages (services, slots) join these links as they are built.
const links = [
  { href: USER_LIST_PATH, label: messages.dashboard.manageUsers },
  { href: "/dashboard/admin/manage-bookings", label: messages.dashboard.manageBookings },
];

/** Admins only (proxy.ts guards first; this checks the database's current role). */
export default async function AdminDashboardLayout({ children }: { children: React.ReactNode }) {
  await requirePageUser("admin");
  return (
    <DashboardShell links={links} label={messages.dashboard.adminSidebar}>
      {children}
    </DashboardShell>
  );
}
