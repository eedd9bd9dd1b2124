import { acceptedLocale, negotiateLocale } from "@/lib/i18n/negotiate";
import { customerLocale } from "@/lib/i18n/recipient";
import { intlLocale, isLocale } from "@/lib/i18n/locales";
import { localeRewrites, PAGE_ADDRESS } from "@/lib/i18n/rewrites";

describe("a visitor's language", () => {
  it("is the first language of Accept-Language the site offers, by preference", () => {
    expect(acceptedLocale("bn-BD,bn;q=0.9,en-US;q=0.8")).toBe("bn");
    expect(acceptedLocale("en-US,en;q=0.9,bn;q=0.8")).toBe("en");
    expect(acceptedLocale("fr-FR,fr;q=0.9,bn;q=0.5")).toBe("bn");
    expect(acceptedLocale("en;q=0.2,bn;q=0.9")).toBe("bn");
    expect(acceptedLocale("fr, de")).toBeNull();
    expect(acceptedLocale("*")).toBeNull();
    expect(acceptedLocale("")).toBeNull();
    expect(acceptedLocale(null)).toBeNull();
  });

  it("is their choice first, then their browser's, then the shop's default", () => {
    expect(negotiateLocale({ chosen: "en", acceptLanguage: "bn", shopDefault: "bn" })).toBe("en");
    expect(negotiateLocale({ chosen: "xx", acceptLanguage: "bn", shopDefault: "en" })).toBe("bn");
    expect(negotiateLocale({ chosen: null, acceptLanguage: "fr", shopDefault: "bn" })).toBe("bn");
    expect(negotiateLocale({ acceptLanguage: null, shopDefault: "nonsense" })).toBe("en");
  });
});

describe("a customer's language for emails and texts", () => {
  it("is the one they chose, else the booking's, else the shop's", () => {
    expect(customerLocale({ locale: "bn" }, { locale: "en" }, "en")).toBe("bn");
    expect(customerLocale({ locale: null }, { locale: "bn" }, "en")).toBe("bn");
    expect(customerLocale({ locale: null }, { locale: null }, "bn")).toBe("bn");
    expect(customerLocale({ locale: "zz" }, null, "en")).toBe("en");
  });
});

describe("Intl's tag for a language", () => {
  it("writes Bangla with Bengali digits unless the shop chose Latin ones", () => {
    expect(intlLocale("en")).toBe("en-US");
    expect(new Intl.NumberFormat(intlLocale("bn")).format(2026)).toBe("২,০২৬");
    expect(new Intl.NumberFormat(intlLocale("bn", true)).format(2026)).toBe("2,026");
    expect(isLocale("bn")).toBe(true);
    expect(isLocale("BN")).toBe(false);
  });
});

describe("the pages' rewrites", () => {
  it("asks ?lang=, then the choice, then the browser's language, then the shop's default, for each address", () => {
    const rules = localeRewrites([{ source: "/", destination: "/home/cached/default" }]);
    expect(rules.map((rule) => [rule.has ?? [], rule.destination])).toEqual([
      [[{ type: "query", key: "lang", value: "en" }], "/en/home/cached/default"],
      [[{ type: "query", key: "lang", value: "bn" }], "/bn/home/cached/default"],
      [[{ type: "cookie", key: "spotless-locale", value: "en" }], "/en/home/cached/default"],
      [[{ type: "cookie", key: "spotless-locale", value: "bn" }], "/bn/home/cached/default"],
      [[{ type: "cookie", key: "spotless-browser-locale", value: "en" }], "/en/home/cached/default"],
      [[{ type: "cookie", key: "spotless-browser-locale", value: "bn" }], "/bn/home/cached/default"],
      [[{ type: "header", key: "x-spotless-locale", value: "en" }], "/en/home/cached/default"],
      [[{ type: "header", key: "x-spotless-locale", value: "bn" }], "/bn/home/cached/default"],
      [[], "/default/home/cached/default"],
    ]);
    expect(localeRewrites([{ source: "/:path", destination: "/:path" }]).at(-1)?.destination).toBe("/default/:path");
  });

  it("takes every page's address, and no file, API route or address already under a language", () => {
    const pattern = new RegExp(`^/${PAGE_ADDRESS.slice(PAGE_ADDRESS.indexOf("(") + 1, -1)}$`);
    for (const page of ["/faq", "/login", "/dashboard/user/my-bookings", "/service/abc/whatever", "/procced-booking", "/english", "/bnx", "/defaults"]) expect(page).toMatch(pattern);
    for (const other of ["/[locale]/login", "/%5Blocale%5D/login", "/api/services", "/api", "/_next/static/x.js", "/uploads/services/a", "/images/hero.webp", "/robots.txt", "/sitemap.xml", "/icon.svg", "/en/faq", "/bn", "/default/faq", "/__nextjs_original-stack-frame"]) expect(other).not.toMatch(pattern);
  });
});
