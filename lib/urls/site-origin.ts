/**
 * Which address of the site a visitor is on. Links the site hands out point to
 * APP_URL; but a visitor who opened the site by another name it answers to
 * (the development server's loopback names: `localhost`, `127.0.0.1`, `[::1]`)
 * must be kept on that name while they book: cookies belong to one host, and
 * the Content-Security-Policy's form-action ('self') refuses a form whose
 * answer leads to another (Pay Now without JavaScript).
 */

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The origin to build a visitor's own links from: the request's host when
 * it is APP_URL's, or when both are loopback names of the same port (the same
 * server reached by another name); otherwise APP_URL's origin. `host` is the
 * request's Host header (name and port), which the client chooses: anything
 * but those names falls back to APP_URL.
 */
export function siteOriginFor(host: string | null | undefined, appUrl: string): string {
  const app = new URL(appUrl);
  if (!host) return app.origin;
  let requested: URL;
  try {
    requested = new URL(`${app.protocol}//${host}`);
  } catch {
    return app.origin;
  }
  // Only a bare host and port: anything else (credentials, a path) was not a Host header.
  if (requested.host !== host.toLowerCase() || requested.username || requested.password || requested.pathname !== "/") return app.origin;
  if (requested.origin === app.origin) return app.origin;
  const sameServer = LOOPBACK_HOSTS.has(app.hostname) && LOOPBACK_HOSTS.has(requested.hostname) && requested.port === app.port;
  return sameServer ? requested.origin : app.origin;
}

/**
 * A link to a page of this site (the test checkout's, say), moved onto
 * `origin` when it names another address the site answers to; any other
 * link (Stripe's checkout) is left as it is.
 */
export function onSiteOrigin(url: string, origin: string, appUrl: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (siteOriginFor(parsed.host, appUrl) !== parsed.origin) return url;
  return `${origin}${parsed.pathname}${parsed.search}${parsed.hash}`;
}
