import { redirect } from "next/navigation";
import { currentUser } from "@/lib/server/auth/current-user";

/** /dashboard: the signed-in person's own dashboard. */
export default async function DashboardIndex() {
  const user = await currentUser();
  redirect(!user ? "/login" : user.role === "admin" ? "/dashboard/admin" : "/dashboard/user");
}
