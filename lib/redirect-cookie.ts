/** The spec's `redirect` cookie: where to send someone after they sign in (set by proxy.ts). */
export const REDIRECT_COOKIE = "redirect";
