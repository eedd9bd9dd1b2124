import NextAuth from "next-auth";
import { NextResponse } from "next/server";
import { authConfig } from "@/lib/auth-config";
import { REDIRECT_COOKIE } from "@/lib/redirect-cookie";
import { requiredRole } from "@/lib/route-guards";

const { auth } = NextAuth(authConfig);

/**
 * Route guards. Signed out: the path is remembered in the `redirect` cookie
 * and the person goes to /login. Signed in with the wrong role: to /.
 * The pages check again against the database; this is the fast first gate.
 */
export const proxy = auth((request) => {
  const { pathname, search } = request.nextUrl;
  const role = request.auth?.user?.role;
  const to = (path: string) => NextResponse.redirect(new URL(path, request.nextUrl));

  if (pathname === "/dashboard") return to(role === "admin" ? "/dashboard/admin" : role ? "/dashboard/user" : "/login");
  if ((pathname === "/login" || pathname === "/register") && role) return to("/");

  const needed = requiredRole(pathname);
  if (!needed) return NextResponse.next();
  if (!role) {
    const response = to("/login");
    response.cookies.set(REDIRECT_COOKIE, `${pathname}${search}`, { path: "/", maxAge: 30 * 60, sameSite: "lax" });
    return response;
  }
  if (role !== needed) return to("/");
  return NextResponse.next();
});

export const config = {
  matcher: ["/dashboard", "/dashboard/:path*", "/procced-booking", "/login", "/register"],
};
