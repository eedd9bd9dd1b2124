import { secureCookies } from "@/lib/config/session-cookies";
import { contentSecurityPolicy, securityHeaders } from "@/lib/http/security-headers";

const header = (headers: { key: string; value: string }[], key: string) => headers.find((entry) => entry.key === key)?.value;

describe("security headers", () => {
  it("sends HSTS in production only", () => {
    expect(header(securityHeaders({ NODE_ENV: "production", APP_URL: "https://book.example.com" }), "Strict-Transport-Security")).toMatch(/max-age=\d{8}/);
    expect(header(securityHeaders({ NODE_ENV: "development" }), "Strict-Transport-Security")).toBeUndefined();
  });

  it("forbids framing, sniffing and leaking full URLs everywhere", () => {
    for (const environment of [{ NODE_ENV: "production" }, { NODE_ENV: "development" }]) {
      const headers = securityHeaders(environment);
      expect(header(headers, "Content-Security-Policy")).toContain("frame-ancestors 'none'");
      expect(header(headers, "X-Frame-Options")).toBe("DENY");
      expect(header(headers, "X-Content-Type-Options")).toBe("nosniff");
      expect(header(headers, "Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    }
  });

  it("allows eval and websockets only for development's hot reload", () => {
    const production = contentSecurityPolicy({ development: false, https: true });
    expect(production).not.toContain("unsafe-eval");
    expect(production).not.toContain("ws:");
    expect(production).toContain("object-src 'none'");
    expect(production).toContain("upgrade-insecure-requests");
    const development = contentSecurityPolicy({ development: true, https: false });
    expect(development).toContain("'unsafe-eval'");
    expect(development).not.toContain("upgrade-insecure-requests");
  });

  it("lets forms post only to the site, and follow Pay Now's redirect to Stripe Checkout, SSLCOMMERZ's or aamarPay's pages", () => {
    const policy = contentSecurityPolicy({ development: false, https: true });
    expect(policy).toContain(
      "form-action 'self' https://checkout.stripe.com https://sandbox.sslcommerz.com https://securepay.sslcommerz.com https://sandbox.aamarpay.com https://secure.aamarpay.com;",
    );
  });

  it("allows the pages of the SSLCOMMERZ API the server is configured with, once", () => {
    const policy = (SSLCOMMERZ_API_URL: string) => header(securityHeaders({ NODE_ENV: "production", SSLCOMMERZ_API_URL }), "Content-Security-Policy");
    expect(policy("http://127.0.0.1:4010/")).toMatch(/form-action [^;]* http:\/\/127\.0\.0\.1:4010;/);
    expect(policy("https://securepay.sslcommerz.com")?.match(/securepay\.sslcommerz\.com/g)).toHaveLength(1);
  });

  it("allows the pages of the aamarPay API the server is configured with, beside SSLCOMMERZ's, each once", () => {
    const policy = (AAMARPAY_API_URL: string, SSLCOMMERZ_API_URL?: string) => header(securityHeaders({ NODE_ENV: "production", AAMARPAY_API_URL, SSLCOMMERZ_API_URL }), "Content-Security-Policy");
    expect(policy("http://127.0.0.1:4020/", "http://127.0.0.1:4010")).toMatch(/form-action [^;]* http:\/\/127\.0\.0\.1:4010 http:\/\/127\.0\.0\.1:4020;/);
    expect(policy("https://secure.aamarpay.com")?.match(/secure\.aamarpay\.com/g)).toHaveLength(1);
    expect(policy("http://127.0.0.1:4020", "http://127.0.0.1:4020")?.match(/127\.0\.0\.1:4020/g)).toHaveLength(1);
  });

  it("marks cookies Secure when the site is served over https", () => {
    expect(secureCookies("https://book.example.com")).toBe(true);
    expect(secureCookies("http://localhost:3000")).toBe(false);
    expect(secureCookies("")).toBe(false);
  });
});
