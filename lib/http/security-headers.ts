/**
 * The HTTP security headers every response carries (pages and API alike),
 * applied by next.config.ts.
 *
 * The Content-Security-Policy allows scripts and styles from the site itself
 * only. Next.js streams its page data as inline scripts, so 'unsafe-inline'
 * stays for scripts: a nonce would make every page dynamic (no static or
 * cached HTML), which costs far more than it protects here, since the site
 * renders no user HTML. Images may also come from uploadthing's CDN
 * (avatars). Development adds what Next's hot reload needs.
 */
type Header = { key: string; value: string };

const UPLOADTHING_IMAGES = ["https://utfs.io", "https://*.ufs.sh"];

/**
 * Pay Now posts to the site and is redirected to the payment page; without
 * JavaScript that redirect is part of the form's submission, which
 * form-action governs, so the payment pages' addresses are allowed there:
 * Stripe Checkout's, SSLCOMMERZ's and aamarPay's (sandbox and live), and
 * the origin of SSLCOMMERZ_API_URL or AAMARPAY_API_URL when the build is
 * given another (their pages are served from their API's host).
 */
const PAYMENT_PAGES = ["https://checkout.stripe.com", "https://sandbox.sslcommerz.com", "https://securepay.sslcommerz.com", "https://sandbox.aamarpay.com", "https://secure.aamarpay.com"];

type PaymentApis = { SSLCOMMERZ_API_URL?: string; AAMARPAY_API_URL?: string };

/** The origins of configured payment APIs whose pages are not among the known ones, each once. */
function configuredPaymentPages(environment: PaymentApis): string[] {
  const origins = [environment.SSLCOMMERZ_API_URL, environment.AAMARPAY_API_URL].flatMap((url) => (url && URL.canParse(url) ? [new URL(url).origin] : []));
  return [...new Set(origins)].filter((origin) => !PAYMENT_PAGES.includes(origin));
}

export function contentSecurityPolicy(mode: { development: boolean; https: boolean; paymentPages?: string[] }): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-inline'", ...(mode.development ? ["'unsafe-eval'"] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...UPLOADTHING_IMAGES],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...(mode.development ? ["ws:", "wss:"] : [])],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'", ...PAYMENT_PAGES, ...(mode.paymentPages ?? [])],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
    "manifest-src": ["'self'"],
  };
  const policy = Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(" ")}`);
  if (mode.https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

export function securityHeaders(environment: { NODE_ENV?: string; APP_URL?: string } & PaymentApis = process.env): Header[] {
  const production = environment.NODE_ENV === "production";
  const https = (environment.APP_URL ?? "").startsWith("https://");
  const headers: Header[] = [
    { key: "Content-Security-Policy", value: contentSecurityPolicy({ development: !production, https, paymentPages: configuredPaymentPages(environment) }) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];
  // Browsers ignore HSTS over plain http; in production the site is served over https.
  if (production) headers.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" });
  return headers;
}

