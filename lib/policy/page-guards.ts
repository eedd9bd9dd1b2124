import type { Role } from "@/lib/validation/auth";

/** Which role a page needs (admin guard, user guard), or null for pages anyone may open. */
export function requiredRole(pathname: string): Role | null {
  if (pathname === "/dashboard/admin" || pathname.startsWith("/dashboard/admin/")) return "admin";
  if (pathname === "/dashboard/user" || pathname.startsWith("/dashboard/user/")) return "user";
  if (pathname === "/procced-booking" || pathname.startsWith("/procced-booking/")) return "user";
  if (pathname === "/booking/success" || pathname === "/booking/cancel") return "user";
  return null;
}

/** The request header in which proxy.ts tells a guarded page its own path and query (for its sign-in link back). */
export const PAGE_PATH_HEADER = "x-spotless-page";
