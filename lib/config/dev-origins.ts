/**
 * The hosts whose pages may load the development server's own scripts and
 * hot reload (next.config.ts, allowedDevOrigins): the loopback names, and the
 * host APP_URL names (the address links point to). Without them, a page
 * opened as http://127.0.0.1:3000 would not hydrate. Next.js also allows the
 * hostname the server was started with. Entries are hostnames, as Next.js
 * matches them (no scheme, no port; IPv6 in brackets).
 */
export function developmentOrigins(appUrl: string | undefined): string[] {
  const hosts = ["localhost", "127.0.0.1", "[::1]"];
  if (appUrl) {
    try {
      hosts.push(new URL(appUrl).hostname);
    } catch {
      // An APP_URL that is not a URL is reported by the app's own configuration check.
    }
  }
  return [...new Set(hosts)];
}
