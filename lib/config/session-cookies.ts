/** Auth.js's session cookie, as it names it on https and on plain http (proxy.ts reads it; next.config.ts routes on it). */
export const SESSION_COOKIES = ["__Secure-authjs.session-token", "authjs.session-token"] as const;
