import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { REDIRECT_COOKIE, signInUrl } from "@/lib/urls/sign-in-redirect";
import { PAGE_PATH_HEADER, requiredRole } from "@/lib/policy/page-guards";
import { secureCookies, SESSION_COOKIES } from "@/lib/config/session-cookies";
import { localeCookieOptions } from "@/lib/i18n/cookie";
import { BROWSER_LOCALE_COOKIE, LOCALE_COOKIE, type Locale } from "@/lib/i18n/locales";
import { acceptedLocale } from "@/lib/i18n/negotiate";
import { BROWSER_LOCALE_HEADER } from "@/lib/i18n/rewrites";


/**
 * Whether the request carries a valid session, read from the cookie alone.
 * (Auth.js's own middleware wrapper would also re-issue the session cookie on
 * every response; a guarded page's response still in flight when someone
 * signs out would then sign them back in.)
 */
async function hasSession(request: NextRequest): Promise<boolean> {
  for (const cookieName of SESSION_COOKIES) {
    const token = await getToken({ req: request, secret: process.env.AUTH_SECRET, cookieName, salt: cookieName, secureCookie: cookieName.startsWith("__Secure-") }).catch(() => null);
    if (token?.sub) return true;
  }
  return false;
}

/**
 * Whether a person opened this address (typed it, followed a link, submitted
 * a form) rather than the app's router fetching it, for example to prefetch a
 * link still on screen after a sign-out. Next.js removes its own router
 * headers before this proxy runs, so the browser's Fetch Metadata decides:
 * only a top-level navigation has mode "navigate" and destination "document".
 */
function isDocumentNavigation(request: NextRequest): boolean {
  const mode = request.headers.get("sec-fetch-mode");
  const destination = request.headers.get("sec-fetch-dest");
  return mode === "navigate" && (destination === null || destination === "document");
}

/**
 * A first visit's language (no choice remembered yet): the first language of the browser's
 * Accept-Language the site offers, handed on to the rewrites of next.config.ts in a request header
 * (lib/i18n/rewrites.ts) and remembered in a cookie of its own (not a choice: one made later, or an
 * account's language at sign-in, outranks it), so that the visit's next requests
 * (form posts and server actions among them, which skip this proxy) are in the same language. A
 * browser that asks for none of them gets no cookie: the shop's default applies. Null: nothing to add.
 */
function browserLocale(request: NextRequest): { headers: Headers; locale: Locale } | null {
  if (request.cookies.has(LOCALE_COOKIE) || request.cookies.has(BROWSER_LOCALE_COOKIE)) return null;
  const locale = acceptedLocale(request.headers.get("accept-language"));
  if (!locale) return null;
  const headers = new Headers(request.headers);
  headers.set(BROWSER_LOCALE_HEADER, locale);
  return { headers, locale };
}

/** The response goes on as asked, remembering a first visit's language (browserLocale). */
function remembered(response: NextResponse, found: { locale: Locale } | null): NextResponse {
  if (found) response.cookies.set(BROWSER_LOCALE_COOKIE, found.locale, localeCookieOptions());
  return response;
}

/**
 * Route guards, first gate. Signed out: the person goes to
 * /login?redirect=<path>, which the sign-in (and register) form carries back;
 * when a person opened the page themselves, the path is also remembered in
 * the `redirect` cookie (never for a prefetch, which must not decide where
 * the next sign-in lands). The role is checked by the guarded pages against
 * the database (requirePageUser), not here: the session cookie keeps the role
 * someone had when they signed in, and an admin may have changed it since.
 * (For the same reason /login stays open to a session cookie: after a
 * password reset elsewhere it no longer counts.) Signed in, the page is told
 * its own path (PAGE_PATH_HEADER), so that its second gate can send someone
 * whose session no longer counts to sign in and back.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const withLocale = browserLocale(request);
  if (!requiredRole(pathname)) return remembered(withLocale ? NextResponse.next({ request: { headers: withLocale.headers } }) : NextResponse.next(), withLocale);
  const path = `${pathname}${search}`;
  if (await hasSession(request)) {
    const headers = withLocale?.headers ?? new Headers(request.headers);
    headers.set(PAGE_PATH_HEADER, path);
    return remembered(NextResponse.next({ request: { headers } }), withLocale);
  }

  const response = NextResponse.redirect(new URL(signInUrl(path), request.nextUrl));
  if (isDocumentNavigation(request)) {
    response.cookies.set(REDIRECT_COOKIE, path, { path: "/", maxAge: 30 * 60, sameSite: "lax", httpOnly: true, secure: secureCookies() });
  }
  return remembered(response, withLocale);
}

/**
 * Requests that carry a body (form posts, server actions) skip the proxy: to hand it a copy, Next.js
 * would read the whole body first (however large), before a server action's own size limit could stop
 * it. The guarded pages and the actions check the session themselves. (Written out in full: Next.js
 * reads this object when it builds.)
 */
export const config = {
  matcher: [
    // Pages of a visitor whose language is not chosen yet and whose browser names some (browserLocale).
    {
      source: "/((?!api/|_next/|uploads/|images/|__next).*)",
      missing: [
        { type: "cookie", key: "spotless-locale" },
        { type: "cookie", key: "spotless-browser-locale" },
        { type: "header", key: "content-type" },
      ],
      has: [{ type: "header", key: "accept-language" }],
    },
    { source: "/dashboard/:path+", missing: [{ type: "header", key: "content-type" }] },
    { source: "/procced-booking", missing: [{ type: "header", key: "content-type" }] },
    { source: "/booking/success", missing: [{ type: "header", key: "content-type" }] },
    { source: "/booking/cancel", missing: [{ type: "header", key: "content-type" }] },
  ],
};
