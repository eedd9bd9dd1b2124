/** Cookies the site sets itself are Secure whenever the site is served over https (every real deployment). */
export const secureCookies = (appUrl = process.env.APP_URL ?? "") => appUrl.startsWith("https://");
/** Auth.js's session cookie, as it names it on https and on plain http (proxy.ts reads it; next.config.ts routes on it). */
export const SESSION_COOKIES = ["__Secure-authjs.session-token", "authjs.session-token"] as const;
