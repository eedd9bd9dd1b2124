import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "./fixtures";
import pg from "pg";
import { insertJourneyService, removeJourneyServices } from "./journey-support";

/**
 * The catalogue (/services) and a service's page in Bangla: their words, Bengali digits, Bangla month
 * and weekday names, prices in the shop's currency as Bangla writes them; and what the visitor does
 * there still working: searching, the price range's check, sorting, the pages, comparing (with
 * JavaScript and without), choosing a day and a time and going on to book. The cached pages are cached
 * per language: the same service's page is English again for an English visitor.
 *
 * Its own service, with three times on a day no other journey uses: one full, one free, one cancelled.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
const serviceId = randomUUID();
const serviceName = `Bangla Wash ${serviceId.slice(0, 6)}`;
let day: string;

test.beforeAll(async () => {
  day = new Date(Date.now() + 63 * 86_400_000).toISOString().slice(0, 10);
  await insertJourneyService(pool, { id: serviceId, name: serviceName, description: "A wash for the Bangla journey", priceCents: 4000, duration: 60 }, [
    { date: day, start: "09:00", end: "10:00" },
    { date: day, start: "10:00", end: "11:00" },
    { date: day, start: "11:00", end: "12:00" },
  ]);
  await pool.query(`UPDATE "Slot" SET status = 'booked' WHERE "serviceId" = $1 AND "startTime" = '09:00'`, [serviceId]);
  await pool.query(`UPDATE "Slot" SET status = 'cancel' WHERE "serviceId" = $1 AND "startTime" = '11:00'`, [serviceId]);
});

test.afterAll(async () => {
  await removeJourneyServices(pool, [serviceId]);
  await pool.end();
});

/** Digits as Bangla writes them: '09:00' is '০৯:০০'. */
const bangla = (text: string) => text.replace(/[0-9]/g, (digit) => "০১২৩৪৫৬৭৮৯"[Number(digit)]);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The shop's currency (the suite's shop may have any). */
async function shopCurrency(page: Page): Promise<string> {
  return ((await (await page.request.get("/api/settings")).json()).data as { currency: string }).currency;
}

/** A whole price as the Bangla pages write it ('২৫ US$'). */
const banglaPrice = (amount: number, currency: string) => new Intl.NumberFormat("bn-BD", { style: "currency", currency, minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(amount);

test("the catalogue in Bangla: searching, the price range, sorting, the pages and comparing", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "spotless-locale", value: "bn", url: baseURL! }]);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const currency = await shopCurrency(page);
  await page.goto("/services");
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await expect(page.getByRole("heading", { level: 1, name: "আমাদের সেবাসমূহ" })).toBeVisible();
  await expect(page).toHaveTitle(/^আমাদের সেবাসমূহ \| /);
  await expect(page.getByText(/^[০-৯]+টি সেবা$/)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toHaveCount(0);

  // Search: typed, then in the address and the results, in Bangla; names come from the shop as they are.
  await page.getByLabel("সেবা খুঁজুন").fill("cleaning");
  await expect(page).toHaveURL(/searchTerm=cleaning/);
  await expect(page.getByText(/^[০-৯]+টি সেবা$/)).toBeVisible();
  const card = (name: string) => page.getByTestId("service-card").filter({ has: page.getByRole("heading", { name, exact: true }) });
  await expect(card("Exterior Cleaning")).toBeVisible();
  // A price that varies by vehicle class is "from" its lowest; in the shop's currency as Bangla writes it.
  await expect(card("Exterior Cleaning").getByTestId("service-price")).toHaveText(`${banglaPrice(25, currency)} থেকে`);
  await expect(card("Battery Check").getByTestId("service-price")).toHaveText(banglaPrice(20, currency));
  await expect(card("Battery Check")).toContainText(/[০-৯]+ মিনিট/);
  await expect(card("Battery Check").getByRole("link", { name: "এখনই বুক করুন: Battery Check" })).toBeVisible();
  await expect(page).toHaveTitle(/^আমাদের সেবাসমূহ: “cleaning” \| /);

  // Nothing found says so, with a way back.
  await page.getByLabel("সেবা খুঁজুন").fill("zeppelin");
  await expect(page.getByText("আপনার খোঁজার সঙ্গে মেলে এমন কোনো সেবা নেই")).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "ফিল্টার মুছুন" }).click();
  await expect(page).toHaveURL(/\/services$/);

  // A maximum below the minimum is explained in Bangla by the shared check, and nothing changes.
  await page.getByLabel("সর্বনিম্ন").fill("80");
  await page.getByLabel("সর্বোচ্চ").fill("20");
  await page.getByRole("button", { name: "দামের সীমা প্রয়োগ করুন" }).click();
  await expect(page.getByText("সর্বোচ্চ দাম সর্বনিম্ন দামের সমান বা তার বেশি হতে হবে")).toBeVisible();
  await expect(page.getByLabel("সর্বোচ্চ")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/services$/);
  await page.getByLabel("সর্বনিম্ন").fill("");
  await page.getByLabel("সর্বোচ্চ").fill("");

  // Sort: the menu in Bangla, kept across a reload.
  await page.getByRole("combobox", { name: "সাজানোর ক্রম" }).click();
  await page.getByRole("option", { name: "দাম: বেশি থেকে কম" }).click();
  await expect(page).toHaveURL(/sort=-price/);
  await page.reload();
  await expect(page.getByRole("combobox", { name: "সাজানোর ক্রম" })).toHaveText("দাম: বেশি থেকে কম");
  await page.getByRole("button", { name: "ফিল্টার মুছুন" }).click();
  await expect(page).toHaveURL(/\/services$/);

  // The pages, named and numbered in Bangla.
  const pages = page.getByRole("navigation", { name: "পাতা" });
  await pages.getByRole("link", { name: "পাতা ২" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pages.getByRole("link", { name: "পাতা ২" })).toHaveAttribute("aria-current", "page");
  await expect(pages.getByRole("link", { name: "পাতা ২" })).toHaveText("২");
  await expect(pages.getByRole("link", { name: "আগের পাতা" })).toBeVisible();

  // Compare: the card's toggle, the floating button's count and the dialog, in Bangla.
  await page.goto("/services?searchTerm=Battery");
  await card("Battery Check").getByRole("button", { name: "তুলনায় যোগ করুন: Battery Check" }).click();
  await expect(card("Battery Check").getByRole("button", { name: "তুলনা থেকে সরান: Battery Check" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("compare-button")).toHaveAccessibleName("সেবা তুলনা করুন (১টি বাছাই করা)");
  await expect(page.getByTestId("compare-button")).toHaveText("১");
  await page.getByTestId("compare-button").click();
  const dialog = page.getByRole("dialog", { name: "আপনার বাছাই করা সেবাগুলোর তুলনা" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("link", { name: "সেবাটি দেখুন: Battery Check" })).toBeVisible();
  await expect(dialog.getByTestId("compare-list")).toContainText(banglaPrice(20, currency));
  await expect(dialog.getByTestId("compare-list")).toContainText(/[০-৯]+ মিনিট/);
  await dialog.getByRole("button", { name: "সরান: Battery Check" }).click();
  await expect(dialog).toContainText("তুলনা করতে অন্তত একটি সেবা বেছে নিন");
  // (Behind the open dialog, the button is hidden from assistive technology: its name is read from its label.)
  await expect(page.getByTestId("compare-button")).toHaveAttribute("aria-label", "সেবা তুলনা করুন");
  expect(errors.filter((text) => /hydrat|Minified React error #(418|423|425)/i.test(text))).toEqual([]);
});

test("without JavaScript, the Bangla catalogue's filters are still a form the browser sends", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await context.addCookies([{ name: "spotless-locale", value: "bn", url: baseURL! }]);
  const page = await context.newPage();
  await page.goto("/services");
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  const search = page.getByLabel("সেবা খুঁজুন");
  await search.fill("engine");
  await page.getByRole("button", { name: "খুঁজুন", exact: true }).click();
  await expect(page).toHaveURL(/\/services\?searchTerm=engine(&|$)/);
  await expect(page.getByText(/^[০-৯]+টি সেবা$/)).toBeVisible();
  await expect(page.getByTestId("service-card").getByRole("heading", { name: "Engine Service", exact: true })).toBeVisible();
  await expect(search).toHaveValue("engine");

  await search.fill("");
  await page.getByLabel("সর্বনিম্ন").fill("80");
  await page.getByLabel("সর্বোচ্চ").fill("20");
  await page.getByRole("button", { name: "দামের সীমা প্রয়োগ করুন" }).click();
  await expect(page.getByText("সর্বোচ্চ দাম সর্বনিম্ন দামের সমান বা তার বেশি হতে হবে")).toBeVisible();

  await page.getByLabel("সর্বনিম্ন").fill("");
  await page.getByLabel("সর্বোচ্চ").fill("");
  await page.getByRole("combobox", { name: "সাজানোর ক্রম" }).selectOption("-price");
  await page.getByRole("button", { name: "সাজান", exact: true }).click();
  await expect(page).toHaveURL(/sort=-price/);
  await expect(page.getByRole("combobox", { name: "সাজানোর ক্রম" })).toHaveValue("-price");
  await page.getByRole("link", { name: "ফিল্টার মুছুন" }).click();
  await expect(page).toHaveURL(/\/services$/);
  await context.close();
});

test("a service's page in Bangla: the calendar, the times and why some cannot be booked, and on to booking", async ({ page, context, baseURL, browser }) => {
  await context.addCookies([{ name: "spotless-locale", value: "bn", url: baseURL! }]);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  // As the catalogue links to it (the cached page, in Bangla): it opens on the first day with free times.
  await page.goto(`/service/${serviceId}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await expect(page.getByRole("heading", { level: 1, name: serviceName })).toBeVisible();
  await expect(page.getByRole("heading", { name: "খালি সময়গুলো" })).toBeVisible();
  await expect(page.getByText("একটি তারিখ বেছে নিন")).toBeVisible();
  await expect(page.getByTestId("service-duration")).toHaveText("৬০ মিনিট");
  await expect(page.getByTestId("service-price")).toHaveText(/[০-৯]/);

  // The day, its month and its name for assistive technology, in Bangla.
  const target = new Date(`${day}T00:00:00.000Z`);
  const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("bn-BD", { ...options, timeZone: "UTC" }).format(target);
  await expect(page.getByTestId("slots-date")).toHaveText(intl({ weekday: "long", day: "numeric", month: "long", year: "numeric" }));
  await expect(page.getByTestId("slot-calendar").getByRole("grid")).toHaveAttribute("aria-label", intl({ month: "long", year: "numeric" }));
  const dayName = `${intl({ day: "numeric", month: "long", year: "numeric" })}, ${intl({ weekday: "long" })}`;
  await expect(page.getByRole("button", { name: new RegExp(`^${escape(dayName)}, খালি সময় আছে, বাছাই করা$`) })).toBeVisible();
  await expect(page.getByRole("button", { name: "পরের মাসে যান" })).toBeVisible();

  // Why a time cannot be booked: its word under the time, and its name and tooltip in Bangla.
  const full = page.getByRole("button", { name: `${bangla("09:00")} পূর্ণ: সব জায়গা বুক হয়ে গেছে (${bangla("09:00")} থেকে ${bangla("10:00")})` });
  await expect(full).toHaveAttribute("aria-disabled", "true");
  await expect(full.getByTestId("unavailable-word")).toHaveText("পূর্ণ");
  await expect(page.getByRole("button", { name: `${bangla("11:00")} বাতিল: শপ এটি বাতিল করেছে (${bangla("11:00")} থেকে ${bangla("12:00")})` })).toBeVisible();
  await full.hover();
  await expect(page.getByRole("tooltip")).toHaveText("পূর্ণ: সব জায়গা বুক হয়ে গেছে");
  // Dismissed with Escape before going on (WCAG 1.4.13): open, it covers part of the times around it.
  await page.keyboard.press("Escape");
  await expect(page.getByRole("tooltip")).toHaveCount(0);
  // A full time's waitlist, in Bangla.
  await expect(page.getByTestId("full-slots").getByRole("button", { name: `${bangla("09:00")}-এর অপেক্ষমাণ তালিকায় যোগ দিন` })).toBeVisible();

  // Choosing a free time, then booking: a visitor who is not signed in is asked to sign in first.
  const book = page.getByRole("button", { name: "এই সেবাটি বুক করুন" });
  await expect(book).toBeDisabled();
  await expect(page.getByText("এগিয়ে যেতে একটি সময় বেছে নিন")).toBeVisible();
  const free = page.getByRole("button", { name: `${bangla("10:00")} থেকে ${bangla("11:00")}`, exact: true });
  await free.click();
  await expect(free).toHaveAttribute("aria-pressed", "true");
  await expect(book).toBeEnabled();
  await book.click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  expect(new URL(page.url()).searchParams.get("redirect")).toMatch(new RegExp(`^/procced-booking\\?service=${serviceId}&slot=`));
  expect(errors.filter((text) => /hydrat|Minified React error #(418|423|425)/i.test(text))).toEqual([]);

  // The next day, chosen in place: its name in Bangla, and nothing to book.
  await page.goto(`/service/${serviceId}?date=${day}`);
  await page.getByRole("link", { name: "পরের দিন" }).click();
  const next = new Date(target.getTime() + 86_400_000);
  await expect(page.getByTestId("slots-date")).toHaveText(new Intl.DateTimeFormat("bn-BD", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(next));
  await expect(page.getByText("কোনো খালি স্লট নেই")).toBeVisible();

  // The cached page is cached per language: an English visitor gets it in English.
  const english = await browser.newContext({ baseURL });
  const englishPage = await english.newPage();
  await englishPage.goto(`/service/${serviceId}`);
  await expect(englishPage.locator("html")).toHaveAttribute("lang", "en");
  await expect(englishPage.getByRole("heading", { name: "Available Time Slots" })).toBeVisible();
  await expect(englishPage.getByTestId("service-duration")).toHaveText("60 minutes");
  await expect(englishPage.getByRole("button", { name: "09:00 Full: every place is taken (09:00 to 10:00)" })).toBeVisible();
  await english.close();
});
