/**
 * Where someone goes after signing in (or registering). A guarded page that
 * turns a signed-out visitor away sends them to `/login?redirect=<path>`; the
 * sign-in and register forms carry that path in a hidden field, and proxy.ts
 * also remembers it in the `redirect` cookie when a person (not a prefetch)
 * opened the page. Whatever the source, only a path on this site is followed;
 * without one, an admin lands on the admin dashboard and a customer at home.
 */

import type { Role } from "@/lib/validation/auth";

/** The `redirect` cookie: where to send someone after they sign in (set by proxy.ts when a guarded page turns them away). */
export const REDIRECT_COOKIE = "redirect";

/** The query parameter (and form field) that carries the way back through /login and /register. */
export const REDIRECT_PARAM = "redirect";

/** Any origin will do: paths are resolved against it and must stay on it. */
const PLACEHOLDER_ORIGIN = "http://spotless.invalid";

/** C0 and C1 control characters (tab, newline, NUL, …), which browsers drop or reinterpret inside URLs. */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/** Pages that must not be where a sign-in leads (a loop, or an API answer instead of a page). */
function isRefusedTarget(pathname: string): boolean {
  return pathname === "/login" || pathname === "/register" || pathname === "/api" || pathname.startsWith("/api/");
}

/**
 * A path on this site to send someone to after sign-in; anything else
 * becomes '/'. The candidate (a query value, or the cookie's percent-encoded
 * value) is decoded once, refused if it holds a control character or does not
 * start with '/', and resolved the way a browser would resolve it against the
 * site's origin: it is kept only if it stays on that origin, and only as the
 * path, query and fragment the browser would read (so '/\t/evil.example',
 * '/\\evil.example' and '/.//evil.example' all become '/').
 */
export function safeRedirectPath(candidate: string | null | undefined, siteOrigin: string = PLACEHOLDER_ORIGIN): string {
  if (typeof candidate !== "string" || candidate === "") return "/";
  let decoded: string;
  try {
    decoded = decodeURIComponent(candidate);
  } catch {
    return "/";
  }
  if (CONTROL_CHARACTERS.test(candidate) || CONTROL_CHARACTERS.test(decoded)) return "/";
  if (!decoded.startsWith("/")) return "/";

  let origin: string;
  let resolved: URL;
  try {
    origin = new URL(siteOrigin).origin;
    resolved = new URL(decoded, origin);
  } catch {
    return "/";
  }
  if (resolved.origin !== origin) return "/";
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  // A path that starts with two slashes (or a slash and a backslash) is read as another host.
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return "/";
  if (isRefusedTarget(resolved.pathname)) return "/";
  return path;
}

/** Where a sign-in leads when nothing asked for a page: an admin to the admin dashboard, a customer home. */
export function landingAfterSignIn(role: Role): string {
  return role === "admin" ? "/dashboard/admin" : "/";
}

/** The sign-in page, asked to lead back to `path` afterwards (nothing is added for '/' or an unsafe path). */
export function signInUrl(path: string | null | undefined, page: "/login" | "/register" = "/login"): string {
  const back = safeRedirectPath(path);
  return back === "/" ? page : `${page}?${new URLSearchParams({ [REDIRECT_PARAM]: back })}`;
}

/** The way back a page was given in its query (`?redirect=`), if it is a path on this site other than home. */
export function redirectFromQuery(query: Record<string, string | string[] | undefined>): string | undefined {
  const requested = query[REDIRECT_PARAM];
  const path = safeRedirectPath(typeof requested === "string" ? requested : undefined);
  return path === "/" ? undefined : path;
}
