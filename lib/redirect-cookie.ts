/** The spec's `redirect` cookie: where to send someone after they sign in. */
export const REDIRECT_COOKIE = "redirect";

export function rememberRedirect(path: string) {
  document.cookie = `${REDIRECT_COOKIE}=${encodeURIComponent(path)}; path=/; max-age=1800; samesite=lax`;
}
