import { DashboardShell } from "@/components/dashboard/dashboard-shell";
import type { Metadata } from "next";
import { messages } from "@/lib/messages";
import { requirePageUser } from "@/lib/server/auth/current-user";

const links = [
  { href: "/dashboard/user", label: messages.dashboard.profile },
  { href: "/dashboard/user/update-info", label: messages.dashboard.accountSetting },
  { href: "/dashboard/user/my-bookings", label: messages.dashboard.myBookings },
  { href: "/dashboard/user/vehicles", label: messages.vehicleBooking.myVehicles },
];

/** Dashboards are private: not for search engines. */
export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Customers only (proxy.ts guards first; this checks the database's current role). */
export default async function UserDashboardLayout({ children }: { children: React.ReactNode }) {
  await requirePageUser("user");
  return (
    <DashboardShell links={links} label={messages.dashboard.sidebar}>
      {children}
    </DashboardShell>
  );
}
