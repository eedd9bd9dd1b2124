import NextAuth from "next-auth";
import { NextResponse } from "next/server";
import { authConfig } from "@/lib/auth-config";
import { REDIRECT_COOKIE } from "@/lib/redirect-cookie";
import { requiredRole } from "@/lib/route-guards";
import { secureCookies } from "@/lib/security-headers";

const { auth } = NextAuth(authConfig);

/**
 * Route guards, first gate. Signed out: the path is remembered in the
 * `redirect` cookie and the person goes to /login. The role is checked by
 * the guarded pages against the database (requirePageUser), not here: the
 * session cookie keeps the role someone had when they signed in, and an
 * admin may have changed it since. (For the same reason /login stays open to
 * a session cookie: after a password reset elsewhere it no longer counts.)
 */
export const proxy = auth((request) => {
  const { pathname, search } = request.nextUrl;
  const signedIn = Boolean(request.auth?.user?.id);

  if (!requiredRole(pathname) || signedIn) return NextResponse.next();

  const response = NextResponse.redirect(new URL("/login", request.nextUrl));
  response.cookies.set(REDIRECT_COOKIE, `${pathname}${search}`, { path: "/", maxAge: 30 * 60, sameSite: "lax", httpOnly: true, secure: secureCookies() });
  return response;
});

export const config = {
  matcher: ["/dashboard/:path+", "/procced-booking", "/booking/success"],
};
