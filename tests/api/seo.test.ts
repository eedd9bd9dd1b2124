import { api, BASE_URL, bearer, insertCustomer, insertService, json, pool, removeCreatedUsers, removeServices } from "./support";

/** What search engines read: the sitemap, robots.txt, structured data and canonical URLs. */
const page = async (path: string) => {
  const response = await fetch(`${BASE_URL}${path}`);
  return { status: response.status, type: response.headers.get("content-type") ?? "", text: await response.text() };
};
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]));
const canonical = (html: string) => html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];

afterAll(async () => {
  await removeCreatedUsers();
  await pool.end();
});

describe("search engines", () => {
  it("get a sitemap of the public pages and every live service", async () => {
    const { status, type, text } = await page("/sitemap.xml");
    expect(status).toBe(200);
    expect(type).toContain("xml");
    const { rows } = await pool.query(`SELECT id, "isDeleted" FROM "Service"`);
    for (const row of rows) expect(text.includes(`/service/${row.id}<`)).toBe(!row.isDeleted);
    expect(text).toContain("/testimonials</loc>");
  });

  it("get robots.txt pointing at the sitemap and away from private pages", async () => {
    const { status, text } = await page("/robots.txt");
    expect(status).toBe(200);
    expect(text).toMatch(/Sitemap: http.+\/sitemap\.xml/);
    expect(text).toContain("Disallow: /dashboard/");
    expect(text).toContain("Disallow: /api/");
  });

  it("find the business and its rating on the home page, and each service's offer on its page", async () => {
    // A review awaiting the shop's approval counts in no rating, the structured data's included.
    const stranger = await insertCustomer("seo-stranger");
    expect((await api("/api/review/create", { method: "POST", ...json({ rating: 1, comment: "A one-star review from nobody who came." }, bearer(stranger.token)) })).status).toBe(201);
    const home = await page("/");
    const business = jsonLd(home.text).find((data) => data["@type"] === "AutoWash");
    const { rows } = await pool.query(`SELECT count(*)::int AS n, avg(rating) AS avg FROM "Review" WHERE NOT hidden AND "approvedAt" IS NOT NULL`);
    expect(business.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: Number(rows[0].avg).toFixed(2), reviewCount: rows[0].n, bestRating: 5, worstRating: 1 });
    expect(home.text).toMatch(/<meta property="og:title" content="[^"]+"/);

    // The demo's first service is priced by vehicle size: its offer is the range of its sizes' prices.
    const service = (await pool.query(`SELECT id, name, "priceCents" FROM "Service" WHERE NOT "isDeleted" ORDER BY "createdAt" LIMIT 1`)).rows[0];
    const { data } = (await api<{ pricesVary: boolean; prices: { offered: boolean; price: number | null }[] }>(`/api/services/${service.id}`)).body;
    const prices = data.prices.flatMap((price) => (price.offered && price.price !== null ? [price.price] : []));
    expect(data.pricesVary).toBe(true);
    const detail = await page(`/service/${service.id}`);
    expect(jsonLd(detail.text).find((json) => json["@type"] === "Service")).toMatchObject({
      name: service.name,
      offers: { "@type": "AggregateOffer", lowPrice: Math.min(...prices).toFixed(2), highPrice: Math.max(...prices).toFixed(2), offerCount: prices.length, priceCurrency: "USD" },
    });
    expect(canonical(detail.text)).toMatch(new RegExp(`/service/${service.id}$`));

    // One price for every size: a single offer at that price.
    const plain = await insertService({ name: `Plain Offer ${Date.now()}`, priceCents: 4250 });
    try {
      const plainPage = await page(`/service/${plain}`);
      expect(jsonLd(plainPage.text).find((json) => json["@type"] === "Service")).toMatchObject({ offers: { "@type": "Offer", price: "42.50", priceCurrency: "USD" } });
    } finally {
      await removeServices([plain]);
    }
  });

  it("see one canonical URL for a filtered catalogue page", async () => {
    const { text } = await page("/services?sort=price&searchTerm=wash&page=1&utm_source=x");
    expect(canonical(text)).toMatch(/\/services\?searchTerm=wash&(amp;)?sort=price$/);
  });
});
