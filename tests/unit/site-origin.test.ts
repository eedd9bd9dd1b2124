import { onSiteOrigin, siteOriginFor } from "@/lib/urls/site-origin";

describe("the address a visitor is kept on", () => {
  it("is the request's own host when it is APP_URL's, or another loopback name of the same server", () => {
    expect(siteOriginFor("localhost:3000", "http://localhost:3000")).toBe("http://localhost:3000");
    expect(siteOriginFor("127.0.0.1:3000", "http://localhost:3000")).toBe("http://127.0.0.1:3000");
    expect(siteOriginFor("[::1]:3000", "http://localhost:3000")).toBe("http://[::1]:3000");
    expect(siteOriginFor("LOCALHOST:3000", "http://127.0.0.1:3000")).toBe("http://localhost:3000");
  });

  it("is APP_URL's for any other host, port or malformed Host header", () => {
    expect(siteOriginFor("127.0.0.1:3001", "http://localhost:3000")).toBe("http://localhost:3000");
    expect(siteOriginFor("evil.example", "http://localhost:3000")).toBe("http://localhost:3000");
    expect(siteOriginFor("localhost:3000", "https://book.example.com")).toBe("https://book.example.com");
    expect(siteOriginFor("app-internal:3000", "https://book.example.com")).toBe("https://book.example.com");
    expect(siteOriginFor("localhost:3000/evil", "http://localhost:3000")).toBe("http://localhost:3000");
    expect(siteOriginFor("user@localhost:3000", "http://127.0.0.1:3000")).toBe("http://127.0.0.1:3000");
    expect(siteOriginFor("", "http://localhost:3000")).toBe("http://localhost:3000");
    expect(siteOriginFor(null, "http://localhost:3000")).toBe("http://localhost:3000");
  });

  it("moves a link to a page of the site onto that address, and leaves any other link alone", () => {
    expect(onSiteOrigin("http://127.0.0.1:3000/checkout/test/test_cs_1?x=1", "http://localhost:3000", "http://127.0.0.1:3000")).toBe("http://localhost:3000/checkout/test/test_cs_1?x=1");
    expect(onSiteOrigin("https://checkout.stripe.com/c/pay/cs_1", "http://localhost:3000", "http://127.0.0.1:3000")).toBe("https://checkout.stripe.com/c/pay/cs_1");
    expect(onSiteOrigin("https://book.example.com/checkout/test/x", "https://book.example.com", "https://book.example.com")).toBe("https://book.example.com/checkout/test/x");
  });
});
