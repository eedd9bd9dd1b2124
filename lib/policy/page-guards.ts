import type { Role } from "@/lib/validation/auth";

/** Which role a page needs (admin guard, user guard), or null for pages anyone may open. */
export function requiredRole(pathname: string): Role | null {
  if (pathname === "/dashboard/admin" || pathname.startsWith("/dashboard/admin/")) return "admin";
  if (pathname === "/dashboard/user" || pathname.startsWith("/dashboard/user/")) return "user";
  if (pathname === "/procced-booking" || pathname.startsWith("/procced-booking/")) return "user";
  if (pathname === "/booking/success") return "user";
  return null;
}
