import pg from "pg";
import { expect, signedInTest as test, type Page } from "./fixtures";
import { expectAccessible, registerThroughApi, screenshotAtWidths, submitLogin } from "./journey-support";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
const emails: string[] = [];

test.afterAll(async () => {
  if (emails.length) await pool.query(`DELETE FROM "User" WHERE email = ANY($1::text[])`, [emails]);
  await pool.end();
});

/**
 * The admin area in the admin's own language: every admin page in Bangla (its headings, labels,
 * buttons and the sidebar), nothing of its English interface left beside the shop's own data, and
 * WCAG A/AA in Bangla; a form's checks and answers in Bangla too.
 */

const ADMIN_PAGES = [
  "/dashboard/admin",
  "/dashboard/admin/add-ons",
  "/dashboard/admin/overview",
  "/dashboard/admin/manage-user",
  "/dashboard/admin/manage-slots",
  "/dashboard/admin/calendar",
  "/dashboard/admin/bays",
  "/dashboard/admin/manage-bookings",
  "/dashboard/admin/counter",
  "/dashboard/admin/counter/new",
  "/dashboard/admin/holds",
  "/dashboard/admin/reviews",
  "/dashboard/admin/settings",
  "/dashboard/admin/pages",
  "/dashboard/admin/audit",
  "/dashboard/admin/webhooks",
  "/dashboard/admin/emails",
  "/dashboard/admin/texts",
  "/dashboard/admin/services/new",
];

const BENGALI = /[\u0980-\u09FF]/;
const SHOWN = ["/dashboard/admin", "/dashboard/admin/settings", "/dashboard/admin/manage-bookings", "/dashboard/admin/calendar", "/dashboard/admin/counter/new", "/dashboard/admin/overview"];

/** The words of the page's interface: headings, labels, table heads, buttons, links of the sidebar, legends. */
async function interfaceWords(page: Page): Promise<string[]> {
  return page
    .locator("main h1, main h2, main h3, main label, main th, main legend, main button, #admin-sidebar a, header button")
    .evaluateAll((elements) => elements.map((element) => (element.getAttribute("aria-label") || element.textContent || "").replace(/\s+/g, " ").trim()));
}

const inLanguage = async (page: Page, baseURL: string | undefined, locale: "en" | "bn") =>
  page.context().addCookies([{ name: "spotless-locale", value: locale, url: baseURL ?? "http://localhost:3000" }]);

test.describe.configure({ mode: "parallel" });

for (const path of ADMIN_PAGES) {
  test(`${path} in Bangla: every word of its interface`, async ({ page, baseURL }) => {
    await inLanguage(page, baseURL, "en");
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const english = new Set((await interfaceWords(page)).filter((text) => /[A-Za-z]{3}/.test(text)));

    await inLanguage(page, baseURL, "bn");
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(BENGALI);
    await expect(page.getByTestId("admin-sidebar").getByRole("navigation").getByRole("link").first()).toHaveText(BENGALI);
    // What reads the same in both languages is the shop's data (names, services, emails), never the interface's words.
    const still = (await interfaceWords(page)).filter((text) => english.has(text) && !BENGALI.test(text));
    const data = await page.locator("main td, main [data-testid$='-row'], main option, main input, main textarea").evaluateAll((elements) =>
      elements.map((element) => ((element as HTMLInputElement).value ?? "") + " " + (element.textContent ?? "")).join(" \n "),
    );
    const names = new Set(
      (await pool.query(`SELECT name FROM "Service" UNION SELECT name FROM "VehicleClass" UNION SELECT name FROM "AddOn" UNION SELECT name FROM "Bay"`)).rows.map((row: { name: string }) => row.name),
    );
    const brands = /^(Spotless|Stripe|SMS|API|CSV|URL|HTTP|bKash|SSLCOMMERZ|aamarPay|English|Facebook|Instagram|X \(Twitter\)|LinkedIn|YouTube|TikTok|WhatsApp)(?![A-Za-z])/;
    expect(still.filter((text) => !data.includes(text) && !names.has(text) && !brands.test(text))).toEqual([]);
    // For a person to look at: the pages whose Bangla runs longest.
    if (SHOWN.includes(path)) await screenshotAtWidths(page, `bn${path.replaceAll("/", "-")}`);
  });
}

for (const path of ["/dashboard/admin/settings", "/dashboard/admin/manage-bookings", "/dashboard/admin/calendar", "/dashboard/admin/bays"]) {
  test(`${path} in Bangla meets WCAG A/AA`, async ({ page, baseURL }) => {
    await inLanguage(page, baseURL, "bn");
    await expectAccessible(page, path);
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  });
}

test("an admin switches the admin area to Bangla in its header, and a form checks and answers in Bangla", async ({ browser, baseURL }) => {
  // An admin of its own: the switcher keeps the choice on the account, which the demo admin's other tests must not get.
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "accept-language": "en-US,en;q=0.9" } });
  const page = await context.newPage();
  const account = await registerThroughApi(page, "Shirin");
  await pool.query(`UPDATE "User" SET role = 'admin' WHERE email = $1`, [account.email]);
  emails.push(account.email);
  await page.goto("/login");
  await submitLogin(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard\/admin$/, { timeout: 30_000 });

  await page.goto("/dashboard/admin/bays");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByTestId("language-switch").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await expect(page).toHaveURL(/\/dashboard\/admin\/bays$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(BENGALI);
  expect((await pool.query(`SELECT locale FROM "User" WHERE email = $1`, [account.email])).rows[0].locale).toBe("bn");

  // A bay with no name: the server's check, in Bangla, under the field, and the toast in Bangla.
  const form = page.getByTestId("new-bay-form");
  await form.getByRole("button").last().click();
  await expect(form.getByText("একটি নাম দিন")).toBeVisible();
  await expect(page.locator("[data-sonner-toast]").first()).toContainText("সংরক্ষণ করা যায়নি");
  await context.close();
});
