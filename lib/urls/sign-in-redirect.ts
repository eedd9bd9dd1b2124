/** The `redirect` cookie: where to send someone after they sign in (set by proxy.ts when a guarded page turns them away). */
export const REDIRECT_COOKIE = "redirect";

/** A path on this site to send someone to after sign-in; anything else (another host, a protocol) becomes '/'. */
export function safeRedirectPath(candidate: string | null | undefined): string {
  if (!candidate) return "/";
  let path = candidate;
  try {
    path = decodeURIComponent(candidate);
  } catch {
    return "/";
  }
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\") || /[\r\n]/.test(path)) return "/";
  if (path.startsWith("/api/") || path === "/login" || path.startsWith("/login?")) return "/";
  return path;
}
