import http from "node:http";
import { BASE_URL, json, pool, registerCustomer, removeCreatedUsers, webSignInResponse } from "./support";

/**
 * Every answer, page or API, carries the security headers; the cookies the
 * site sets cannot be read by scripts and do not ride along on cross-site
 * requests. (The servers here run in production mode over plain http, so
 * cookies are not Secure here; tests/unit/security-headers.test.ts checks
 * that https makes them so.)
 */
const PAGES = ["/", "/services", "/testimonials", "/login", "/register", "/forgot-password", "/no-such-page", "/sitemap.xml", "/robots.txt"];
const OTHER = ["/api/services", "/api/review/get", "/api/no-such-endpoint", "/dashboard/admin", "/dashboard/user/my-bookings", "/icon.svg", "/images/hero-1.webp"];

function expectSecurityHeaders(response: Response, path: string) {
  const csp = response.headers.get("content-security-policy") ?? "";
  expect({ path, frameAncestors: csp.includes("frame-ancestors 'none'"), defaultSrc: csp.includes("default-src 'self'") }).toEqual({ path, frameAncestors: true, defaultSrc: true });
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("x-frame-options")).toBe("DENY");
  expect(response.headers.get("strict-transport-security")).toMatch(/^max-age=\d+/);
  expect(response.headers.get("x-powered-by")).toBeNull();
}

function cookieFlags(response: Response, name: string) {
  const cookie = response.headers.getSetCookie().find((entry) => entry.startsWith(`${name}=`) || entry.includes(`${name}=`));
  if (!cookie) throw new Error(`no ${name} cookie was set`);
  const attributes = cookie.split(";").map((part) => part.trim().toLowerCase());
  return { httpOnly: attributes.includes("httponly"), sameSite: attributes.find((part) => part.startsWith("samesite="))?.split("=")[1] };
}

afterAll(async () => {
  await removeCreatedUsers();
  await pool.end();
});

describe("security headers", () => {
  it.each([...PAGES, ...OTHER])("%s", async (path) => {
    const response = await fetch(`${BASE_URL}${path}`, { redirect: "manual" });
    expect(response.status).toBeLessThan(500);
    expectSecurityHeaders(response, path);
  });

  it("also on a service page and a failed API call", async () => {
    const { rows } = await pool.query(`SELECT id FROM "Service" WHERE NOT "isDeleted" LIMIT 1`);
    expectSecurityHeaders(await fetch(`${BASE_URL}/service/${rows[0].id}`), "/service/[id]");
    const failed = await fetch(`${BASE_URL}/api/auth/login`, { method: "POST", ...json({}) });
    expect(failed.status).toBe(400);
    expectSecurityHeaders(failed, "POST /api/auth/login");
  });
});

describe("cookies", () => {
  it("the refresh token cookie is HttpOnly and SameSite=Lax", async () => {
    const customer = await registerCustomer();
    const response = await fetch(`${BASE_URL}/api/auth/login`, { method: "POST", ...json({ email: customer.email, password: customer.password }) });
    expect(response.status).toBe(200);
    expect(cookieFlags(response, "refreshToken")).toEqual({ httpOnly: true, sameSite: "lax" });
  });

  it("the web session cookie is HttpOnly and SameSite=Lax", async () => {
    const customer = await registerCustomer();
    const response = await webSignInResponse(customer.email, customer.password);
    expect(cookieFlags(response, "session-token")).toEqual({ httpOnly: true, sameSite: "lax" });
  });

  it("the redirect cookie set for a signed-out visitor is HttpOnly and SameSite=Lax", async () => {
    // A person opening the page (the cookie is set only for such visits, never for a router prefetch).
    // Node's fetch sets Sec-Fetch-Mode itself, so the visit is made with node:http, as a browser sends it.
    const { status, setCookie } = await new Promise<{ status: number; setCookie: string[] }>((resolve, reject) => {
      const url = new URL("/dashboard/user/my-bookings", BASE_URL);
      http
        .get({ host: url.hostname, port: url.port, path: url.pathname, headers: { "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" } }, (answer) => {
          answer.resume();
          resolve({ status: answer.statusCode ?? 0, setCookie: answer.headers["set-cookie"] ?? [] });
        })
        .on("error", reject);
    });
    expect(status).toBe(307);
    const cookie = setCookie.find((entry) => entry.startsWith("redirect="));
    expect(cookie).toBeDefined();
    const attributes = cookie!.split(";").map((part) => part.trim().toLowerCase());
    expect({ httpOnly: attributes.includes("httponly"), sameSite: attributes.find((part) => part.startsWith("samesite="))?.split("=")[1] }).toEqual({ httpOnly: true, sameSite: "lax" });
  });
});
