import { expect, test } from "./fixtures";
import pg from "pg";
import { registerThroughApi, submitLogin } from "./journey-support";

/**
 * The home page, the testimonials and the FAQ and policy pages in Bangla: their own words in Bangla
 * (the reviews and the admin's Markdown as written), Bengali digits and month names, and what the
 * visitor does on them still working (the carousels, Write a Review with its checks in the browser
 * and on the server, the testimonials' pages).
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
const emails: string[] = [];

test.afterAll(async () => {
  if (emails.length) {
    await pool.query(`DELETE FROM "Review" WHERE "userId" IN (SELECT id FROM "User" WHERE email = ANY($1::text[]))`, [emails]);
    await pool.query(`DELETE FROM "User" WHERE email = ANY($1::text[])`, [emails]);
  }
  await pool.end();
});

/** A date as Bangla writes it on these pages: '২২ নভেম্বর, ২০২৬'. */
const BANGLA_DATE = /^[০-৯]{1,2} \S+, [০-৯]{4}$/;

test("the home page in Bangla: its words, digits and carousels", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "spotless-locale", value: "bn", url: baseURL! }]);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await expect(page.getByRole("heading", { level: 1, name: "অপেক্ষা ছাড়াই ঝকঝকে গাড়ি" })).toBeVisible();
  await expect(page.getByRole("link", { name: "স্লট বুক করুন" }).first()).toHaveAttribute("href", "/services");
  await expect(page.getByRole("heading", { level: 2, name: "আমাদের বাছাই করা সেরা সেবা" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "গ্রাহকেরা যা বলছেন" })).toBeVisible();
  await expect(page.getByText(/^[০-৯]+টি রিভিউয়ের ভিত্তিতে$/)).toBeVisible();
  await expect(page.getByTestId("average-rating")).toHaveText(/^[০-৯]\.[০-৯]{2}$/);
  await expect(page.getByTestId("review-card").first().locator("time")).toHaveText(BANGLA_DATE);
  await expect(page.getByRole("heading", { name: "A spotless car, without the wait" })).toHaveCount(0);

  // The carousels, named and moved in Bangla.
  const featured = page.getByTestId("featured-carousel");
  const position = page.getByTestId("featured-position");
  await expect(featured).toHaveAttribute("aria-label", "বাছাই করা সেবা");
  await expect(position).toHaveText(/^[০-৯]+টির মধ্যে ১$/);
  await featured.hover();
  await expect(featured).toHaveAttribute("data-ready", "");
  await featured.getByRole("button", { name: "পরের স্লাইড" }).click();
  await expect(position).toHaveText(/^[০-৯]+টির মধ্যে ২$/);
  const hero = page.getByTestId("hero-carousel");
  await hero.hover();
  await expect(hero).toHaveAttribute("data-ready", "");
  await hero.getByRole("button", { name: "৩ নম্বর স্লাইড দেখান" }).click();
  await expect(hero).toHaveAttribute("data-slide", "2");
  await expect(hero.getByRole("group", { name: "৩টির মধ্যে ৩" })).toContainText("যে যত্নে গাড়ি থাকে সচল");

  // On to every review, still in Bangla, and their second page.
  await page.getByRole("link", { name: "সব রিভিউ পড়ুন" }).click();
  await expect(page).toHaveURL(/\/testimonials$/);
  await expect(page.getByRole("heading", { level: 1, name: "আমাদের গ্রাহকদের মতামত" })).toBeVisible();
  await expect(page).toHaveTitle(/^আমাদের গ্রাহকদের মতামত \| /);
  await expect(page.getByTestId("review-card")).toHaveCount(10);
  await expect(page.getByTestId("review-card").first().getByRole("img")).toHaveAccessibleName(/^রেটিং: পাঁচের মধ্যে [০-৯]$/);
  await page.locator('a[href="/testimonials?page=2"]').first().click();
  await expect(page).toHaveURL(/\/testimonials\?page=2$/);
  await expect(page.getByRole("heading", { level: 1, name: "আমাদের গ্রাহকদের মতামত" })).toBeVisible();
  await expect(page.getByTestId("review-card").first().locator("time")).toHaveText(BANGLA_DATE);
});

test("a customer writes a review on the Bangla home page: the browser's check, the server's and its answer in Bangla", async ({ page, context, baseURL, browser }) => {
  const account = await registerThroughApi(page, "Shirin");
  emails.push(account.email);
  await page.goto("/login");
  await submitLogin(page, account.email, account.password);
  await expect(page).toHaveURL(/\/$/);
  await context.addCookies([{ name: "spotless-locale", value: "bn", url: baseURL! }]);
  const written = async () => (await pool.query(`SELECT r.rating, r.comment FROM "Review" r JOIN "User" u ON u.id = r."userId" WHERE u.email = $1`, [account.email])).rows;

  // Without JavaScript, the server checks the review and says what is wrong in the form's language.
  const plain = await browser.newContext({ baseURL, javaScriptEnabled: false, storageState: await context.storageState() });
  const plainPage = await plain.newPage();
  await plainPage.goto("/#review");
  await expect(plainPage.locator("html")).toHaveAttribute("lang", "bn");
  await plainPage.locator('label[for="rating-5"]').click();
  await plainPage.getByLabel("আপনার মতামত").fill("ভালো কাজ");
  await plainPage.getByRole("button", { name: "রিভিউ পাঠান" }).click();
  await expect(plainPage.getByText("রিভিউ অন্তত পনেরো অক্ষরের হতে হবে")).toBeVisible();
  await expect(plainPage.getByText("চিহ্নিত ঘরগুলো আরেকবার দেখে নিন")).toBeVisible();
  await expect(plainPage.getByRole("radiogroup", { name: "আপনার রেটিং" }).getByRole("radio", { name: "৫ তারা" })).toBeChecked();
  await plain.close();
  expect(await written()).toEqual([]);

  // With JavaScript, the browser checks it first, with the same words. (The page is still the English
  // one it was sent to on signing in: a new address with only a #fragment would not load it again.)
  await page.reload();
  await page.goto("/#review");
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await expect(page.getByRole("heading", { level: 3, name: "রিভিউ লিখুন" })).toBeVisible();
  await page.getByLabel("আপনার মতামত").fill("ভালো কাজ");
  await page.getByRole("button", { name: "রিভিউ পাঠান" }).click();
  await expect(page.getByText("এক থেকে পাঁচের মধ্যে কয়টি তারা দেবেন তা বেছে নিন")).toBeVisible();
  await expect(page.getByText("রিভিউ অন্তত পনেরো অক্ষরের হতে হবে")).toBeVisible();
  const stars = page.getByRole("radiogroup", { name: "আপনার রেটিং" });
  await expect(stars.getByRole("radio", { name: "১ তারা" })).toBeFocused();

  await page.locator('label[for="rating-4"]').click();
  await expect(stars.getByRole("radio", { name: "৪ তারা" })).toBeChecked();
  await page.getByLabel("আপনার মতামত").fill("খুব যত্ন করে গাড়ি ধোয়া হয়েছে, ধন্যবাদ।");
  await page.getByRole("button", { name: "রিভিউ পাঠান" }).click();
  // A new account has no completed visit: the review waits for the shop, and the server says so in Bangla.
  await expect(page.getByText("রিভিউ পেয়েছি").first()).toBeVisible();
  await expect(page.getByText("শপ অনুমোদন দিলেই এটি দেখা যাবে।").first()).toBeVisible();
  expect(await written()).toEqual([{ rating: 4, comment: "খুব যত্ন করে গাড়ি ধোয়া হয়েছে, ধন্যবাদ।" }]);
  await expect(page.getByLabel("আপনার মতামত")).toHaveValue("");
});

test("the FAQ and the policy pages in Bangla (a link with ?lang=bn): their own words, the admin's text as written", async ({ page }) => {
  for (const [path, title] of [
    ["/faq", "সচরাচর জিজ্ঞাসিত প্রশ্ন"],
    ["/privacy", "গোপনীয়তা নীতি"],
    ["/terms", "সেবার শর্তাবলি"],
  ] as const) {
    await page.goto(`${path}?lang=bn`);
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${title} \\| `));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /[\u0980-\u09FF]/);
  }
  // A policy page's date, in Bangla; the same page without ?lang= in English.
  await page.goto("/privacy?lang=bn");
  await expect(page.getByText(/^সর্বশেষ হালনাগাদ: [০-৯]{1,2} \S+, [০-৯]{4}$/)).toBeVisible();
  await page.goto("/privacy?lang=en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(page.getByText(/^Last updated [A-Z][a-z]{2} \d{2} \d{4}$/)).toBeVisible();
});

test("an unknown page in Bangla says so in Bangla, in the served HTML itself", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "spotless-locale", value: "bn", url: baseURL! }]);
  // The document as served, before any script: its language, title and message.
  const served = await page.request.get("/no-such-page", { headers: { cookie: "spotless-locale=bn" } });
  expect(served.status()).toBe(404);
  const html = await served.text();
  expect(html).toMatch(/<html[^>]* lang="bn"/);
  expect(html).toContain("দুঃখিত, পাতাটি পাওয়া যায়নি!");
  expect(html).toMatch(/<title>[^<]*দুঃখিত, পাতাটি পাওয়া যায়নি![^<]*<\/title>/);
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await expect(page.getByRole("heading", { name: "দুঃখিত, পাতাটি পাওয়া যায়নি!" })).toBeVisible();
  await page.getByRole("link", { name: "হোম পেজে যান" }).click();
  await expect(page).toHaveURL(/\/$/);
});
