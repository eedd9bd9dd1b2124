import { randomUUID } from "node:crypto";
import { api, BASE_URL, json, pool, registration } from "./support";

/** English and Bangla: which language a page is in, and the REST API's messages (docs/languages.md). */
const page = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${BASE_URL}${path}`, { headers });
  const text = await response.text();
  return { status: response.status, lang: text.match(/<html[^>]*\slang="([^"]+)"/)?.[1], text };
};

afterAll(async () => {
  await pool.end();
});

describe("a page's language", () => {
  it("is English for a visitor who asks for nothing (the demo shop's default), with a switch to Bangla in the header", async () => {
    const faq = await page("/faq");
    expect(faq.status).toBe(200);
    expect(faq.lang).toBe("en");
    expect(faq.text).toContain(">Services<");
    expect(faq.text).toMatch(/<button[^>]*lang="bn"[^>]*>.*বাংলা/s);
  });

  it("follows the browser's Accept-Language when the site speaks it, on cached pages too", async () => {
    for (const path of ["/faq", "/", "/services"]) {
      const bangla = await page(path, { "accept-language": "bn-BD,bn;q=0.9,en;q=0.5" });
      expect({ path, status: bangla.status, lang: bangla.lang }).toEqual({ path, status: 200, lang: "bn" });
      expect(bangla.text).toContain("সেবাসমূহ");
      expect(bangla.text).not.toContain(">Services<");
      const english = await page(path, { "accept-language": "en-US,en;q=0.9,bn;q=0.8" });
      expect({ path, lang: english.lang }).toEqual({ path, lang: "en" });
    }
    // A language the site does not speak: the shop's default.
    expect((await page("/faq", { "accept-language": "fr-FR,fr;q=0.9" })).lang).toBe("en");
  });

  it("remembers the language the browser asked for, so that the visit's form posts are in it too, and nothing for one it did not", async () => {
    const cookieOf = async (headers: Record<string, string>) => (await fetch(`${BASE_URL}/faq`, { headers })).headers.get("set-cookie") ?? "";
    expect(await cookieOf({ "accept-language": "bn-BD,bn;q=0.9" })).toMatch(/spotless-browser-locale=bn;.*Max-Age=31536000/i);
    expect(await cookieOf({ "accept-language": "en-US" })).toMatch(/spotless-browser-locale=en;/);
    expect(await cookieOf({ "accept-language": "fr" })).not.toContain("locale");
    // A choice already made, or the browser's already remembered, stays as it is; a choice outranks the browser's.
    expect(await cookieOf({ "accept-language": "bn", cookie: "spotless-locale=en" })).not.toContain("locale");
    expect(await cookieOf({ "accept-language": "en", cookie: "spotless-browser-locale=bn" })).not.toContain("locale");
    expect((await page("/faq", { cookie: "spotless-browser-locale=bn" })).lang).toBe("bn");
    expect((await page("/faq", { cookie: "spotless-browser-locale=bn; spotless-locale=en" })).lang).toBe("en");
  });

  it("is the visitor's choice (the switcher's cookie) before their browser's, and ?lang= before either", async () => {
    expect((await page("/faq", { cookie: "spotless-locale=en", "accept-language": "bn" })).lang).toBe("en");
    expect((await page("/faq", { cookie: "spotless-locale=bn", "accept-language": "en" })).lang).toBe("bn");
    expect((await page("/faq?lang=bn", { cookie: "spotless-locale=en" })).lang).toBe("bn");
    expect((await page("/?lang=en", { cookie: "spotless-locale=bn" })).lang).toBe("en");
    // A cookie or a ?lang= naming a language the site does not speak changes nothing.
    expect((await page("/faq?lang=xx", { cookie: "spotless-locale=xx" })).lang).toBe("en");
  });

  it("leaves files, the API and unknown addresses as they were", async () => {
    expect((await page("/robots.txt", { cookie: "spotless-locale=bn" })).status).toBe(200);
    expect((await fetch(`${BASE_URL}/images/hero-1.webp`, { headers: { cookie: "spotless-locale=bn" } })).status).toBe(200);
    expect((await api("/api/services", { headers: { cookie: "spotless-locale=bn" } })).status).toBe(200);
    const missing = await page("/no-such-page", { cookie: "spotless-locale=bn" });
    expect(missing.status).toBe(404);
    // The page's words in its language (the payload also carries the root's English fallback, never shown here).
    expect(missing.text).toContain("দুঃখিত, পাতাটি পাওয়া যায়নি!");
  });
});

describe("search engines", () => {
  it("find every public page of the sitemap in each language", async () => {
    const sitemap = await page("/sitemap.xml");
    for (const path of ["/services", "/testimonials"]) {
      // The demo shop's default language is English: its address is the plain one.
      expect(sitemap.text).toMatch(new RegExp(`hreflang="en" href="[^"]+${path}"`));
      expect(sitemap.text).toMatch(new RegExp(`hreflang="bn" href="[^"]+${path}\\?lang=bn"`));
      expect(sitemap.text).toMatch(new RegExp(`hreflang="x-default" href="[^"]+${path}"`));
    }
  });

  it("find each page's address in every language, and as canonical the address of the language shown", async () => {
    const link = (html: string, rel: string, lang?: string) =>
      html.match(new RegExp(`<link rel="${rel}"${lang ? ` hrefLang="${lang}"` : ""} href="([^"]+)"`, "i"))?.[1];
    for (const path of ["/services", "/faq", "/testimonials"]) {
      const english = await page(path, { cookie: "spotless-locale=en" });
      expect(link(english.text, "canonical")).toMatch(new RegExp(`${path}$`));
      expect(link(english.text, "alternate", "bn")).toMatch(new RegExp(`${path}\\?lang=bn$`));
      expect(link(english.text, "alternate", "en")).toMatch(new RegExp(`${path}$`));
      expect(link(english.text, "alternate", "x-default")).toMatch(new RegExp(`${path}$`));
      const bangla = await page(`${path}?lang=bn`);
      expect(link(bangla.text, "canonical")).toMatch(new RegExp(`${path}\\?lang=bn$`));
    }
  });
});

describe("the REST API's language", () => {
  it("is English by default and Bangla for Accept-Language: bn, with the same status, fields and codes", async () => {
    const path = `/api/services/${randomUUID()}`;
    const english = await api(path);
    const bangla = await api(path, { headers: { "accept-language": "bn" } });
    expect(english.status).toBe(404);
    expect(english.body).toEqual({ success: false, message: "Service not found" });
    expect(bangla.status).toBe(404);
    expect(bangla.body).toEqual({ success: false, message: "সেবাটি পাওয়া যায়নি" });

    const answer = await api("/api/services", { headers: { "accept-language": "bn-BD" } });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe("সেবাগুলো পাওয়া গেছে");
    expect((await api("/api/services", { headers: { "accept-language": "en-GB,bn;q=0.8" } })).body.message).toBe("Services retrieved successfully");
  });

  it("says what is wrong with each field in Bangla, under the same field names", async () => {
    const body = registration({ email: "not-an-email", password: "" });
    const english = await api("/api/auth/register/customer", { method: "POST", ...json(body) });
    const bangla = await api("/api/auth/register/customer", { method: "POST", ...json(body, { "accept-language": "bn" }) });
    expect(bangla.status).toBe(english.status);
    expect(bangla.status).toBe(400);
    expect(bangla.body.errors?.map((error) => error.field)).toEqual(english.body.errors?.map((error) => error.field));
    expect(english.body.errors).toContainEqual({ field: "email", message: "* Invalid email address" });
    expect(bangla.body.errors).toContainEqual({ field: "email", message: "* ইমেইল ঠিকানাটি সঠিক নয়" });
    expect(bangla.body.message).toMatch(/^তথ্যে ভুল আছে: .*'email' \* ইমেইল ঠিকানাটি সঠিক নয়/);
    expect(english.body.message).toMatch(/^Invalid input: .*'email' \* Invalid email address/);
  });
});
