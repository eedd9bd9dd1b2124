import { randomUUID } from "node:crypto";
import pg from "pg";
import { expect, test, type BrowserContext, type Page } from "./fixtures";
import { resetTokenFrom, waitForMail } from "../support/mailbox";
import { journeyEmail, registerThroughApi, submitLogin } from "./journey-support";

/**
 * Signing in and up in Bangla: the pages' words, the forms' checks in the browser and the server's
 * answers (with and without JavaScript), the toasts on the next page, and the language an account keeps.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
const emails: string[] = [];

test.afterAll(async () => {
  if (emails.length) await pool.query(`DELETE FROM "User" WHERE email = ANY($1::text[])`, [emails]);
  await pool.end();
});

/** The visitor chose Bangla (the header's switcher sets this cookie). */
const chooseBangla = (context: BrowserContext, baseURL: string | undefined) => context.addCookies([{ name: "spotless-locale", value: "bn", url: baseURL ?? "http://localhost:3000" }]);

const pageLanguage = (page: Page) => page.locator("html");

async function signInInBangla(page: Page, email: string, password: string) {
  await page.getByLabel("ইমেইল").fill(email);
  await page.getByLabel("পাসওয়ার্ড", { exact: true }).fill(password);
  await page.getByRole("button", { name: "লগইন" }).click();
}

test("a visitor who chose Bangla signs in: the page, the browser's checks, the server's refusal and the toast in Bangla", async ({ page, context, baseURL }) => {
  const account = await registerThroughApi(page, "Shapla");
  emails.push(account.email);
  await chooseBangla(context, baseURL);
  await page.goto("/login");
  await expect(pageLanguage(page)).toHaveAttribute("lang", "bn");
  await expect(page).toHaveTitle(/^লগইন/);
  await expect(page.getByRole("heading", { name: "লগইন" })).toBeVisible();
  await expect(page.getByText("আবারও স্বাগতম। স্লট বুক ও পরিচালনা করতে লগইন করুন।")).toBeVisible();
  await expect(page.getByRole("link", { name: "হোমে ফিরে যান" })).toBeVisible();
  await expect(page.getByRole("link", { name: "অ্যাকাউন্ট খুলুন" })).toHaveAttribute("href", "/register");
  await expect(page.getByRole("link", { name: "পাসওয়ার্ড ভুলে গেছেন?" })).toHaveAttribute("href", "/forgot-password");

  // Nothing typed: the browser's check, in Bangla.
  await page.getByRole("button", { name: "লগইন" }).click();
  await expect(page.getByText("* ইমেইল দিতে হবে")).toBeVisible();
  await expect(page.getByText("* পাসওয়ার্ড দিতে হবে")).toBeVisible();

  // The server's refusal, in Bangla.
  await signInInBangla(page, account.email, "Not#ThePassword9");
  await expect(page.getByText("ইমেইল বা পাসওয়ার্ড ভুল")).toBeVisible();

  await signInInBangla(page, account.email, account.password);
  await expect(page.getByText("সফলভাবে লগইন হয়েছে")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(pageLanguage(page)).toHaveAttribute("lang", "bn");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor registers on the Bangla page (?lang=bn): the server's messages in Bangla, and the account keeps the language", async ({ page }) => {
    const email = journeyEmail("kobita");
    emails.push(email);
    const password = `Kobita#${randomUUID().slice(0, 8)}`;
    await page.goto("/register?lang=bn");
    await expect(pageLanguage(page)).toHaveAttribute("lang", "bn");
    await expect(page).toHaveTitle(/^নিবন্ধন/);
    await expect(page.getByRole("heading", { name: "আপনার অ্যাকাউন্ট খুলুন" })).toBeVisible();

    // Sent empty: the page the server renders again says what each field needs, in Bangla.
    await page.getByRole("button", { name: "নিবন্ধন করুন" }).click();
    await expect(pageLanguage(page)).toHaveAttribute("lang", "bn");
    await expect(page.getByRole("alert").filter({ hasText: "চিহ্নিত ঘরগুলো আরেকবার দেখে নিন" })).toBeVisible();
    await expect(page.getByText("* নামের প্রথম অংশ দিতে হবে")).toBeVisible();
    await expect(page.getByText("যোগাযোগের নম্বর দিতে হবে")).toBeVisible();

    await page.getByLabel("নামের প্রথম অংশ").fill("Kobita");
    await page.getByLabel("নামের শেষ অংশ").fill("Rahman");
    await page.getByLabel("ইমেইল").fill(email);
    await page.getByLabel("ঠিকানা").fill("House 3, Road 2, Dhanmondi, Dhaka");
    await page.getByLabel("ফোন নম্বর").fill("+8801712345670");
    await page.getByLabel("পাসওয়ার্ড", { exact: true }).fill(password);
    await page.getByLabel("পাসওয়ার্ড আবার লিখুন").fill(`${password}x`);
    await page.getByRole("button", { name: "নিবন্ধন করুন" }).click();
    await expect(page.getByText("* দুটি পাসওয়ার্ড একই হতে হবে")).toBeVisible();
    await expect(page.getByLabel("নামের প্রথম অংশ")).toHaveValue("Kobita");

    await page.getByLabel("পাসওয়ার্ড", { exact: true }).fill(password);
    await page.getByLabel("পাসওয়ার্ড আবার লিখুন").fill(password);
    await page.getByRole("button", { name: "নিবন্ধন করুন" }).click();
    await expect(page).toHaveURL(/\/$/);
    const { rows } = await pool.query(`SELECT locale, role FROM "User" WHERE email = $1`, [email]);
    expect(rows).toEqual([{ locale: "bn", role: "user" }]);
    // Signed in, the site goes on in the language they registered in.
    await expect(pageLanguage(page)).toHaveAttribute("lang", "bn");
  });
});

test("an account's language follows it to a browser that chose none, and not to one that chose another", async ({ page, browser, baseURL }) => {
  const account = await registerThroughApi(page, "Bokul");
  emails.push(account.email);
  await pool.query(`UPDATE "User" SET locale = 'bn' WHERE email = $1`, [account.email]);

  await page.goto("/login");
  await expect(pageLanguage(page)).toHaveAttribute("lang", "en");
  await submitLogin(page, account.email, account.password);
  await expect(page.getByText("সফলভাবে লগইন হয়েছে")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(pageLanguage(page)).toHaveAttribute("lang", "bn");
  const chosen = (await page.context().cookies()).find((cookie) => cookie.name === "spotless-locale");
  expect(chosen?.value).toBe("bn");

  // A browser that chose English keeps it.
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": `10.248.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });
  await context.addCookies([{ name: "spotless-locale", value: "en", url: baseURL ?? "http://localhost:3000" }]);
  const english = await context.newPage();
  await english.goto("/login");
  await submitLogin(english, account.email, account.password);
  await expect(english.getByText("Successfully logged in")).toBeVisible();
  await expect(pageLanguage(english)).toHaveAttribute("lang", "en");
  expect((await context.cookies()).find((cookie) => cookie.name === "spotless-locale")?.value).toBe("en");
  await context.close();
});

test("a customer who forgot the password sets a new one in Bangla", async ({ page, context, baseURL }) => {
  const account = await registerThroughApi(page, "Kakoli");
  emails.push(account.email);
  await chooseBangla(context, baseURL);

  await page.goto("/reset-password?token=not-a-real-token");
  await expect(pageLanguage(page)).toHaveAttribute("lang", "bn");
  await expect(page.getByText("লিংকটি সঠিক নয়, অথবা এর মেয়াদ শেষ হয়ে গেছে। নতুন একটি লিংক চেয়ে নিন।")).toBeVisible();
  await page.getByRole("link", { name: "নতুন লিংক চান" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("heading", { name: "পাসওয়ার্ড ভুলে গেছেন?" })).toBeVisible();

  await page.getByRole("button", { name: "রিসেট লিংক পাঠান" }).click();
  await expect(page.getByText("* ইমেইল দিতে হবে")).toBeVisible();
  const since = Date.now();
  await page.getByLabel("ইমেইল").fill(account.email);
  await page.getByRole("button", { name: "রিসেট লিংক পাঠান" }).click();
  await expect(page.getByText("আপনার ইমেইল দেখুন")).toBeVisible();
  // The link's 30 minutes, in Bengali digits.
  await expect(page.getByText(/৩০ মিনিট পর এর মেয়াদ শেষ হবে/)).toBeVisible();

  const mail = await waitForMail(account.email, since);
  const link = mail.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)![0];
  expect(resetTokenFrom(link)).toBeTruthy();
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole("heading", { name: "নতুন পাসওয়ার্ড সেট করুন" })).toBeVisible();

  // A common password: the meter says so in Bangla, and so does the server.
  await page.getByLabel("নতুন পাসওয়ার্ড").fill("password1");
  await expect(page.getByTestId("password-strength")).toContainText("পাসওয়ার্ডের শক্তি: খুবই প্রচলিত");
  await page.getByLabel("পাসওয়ার্ড আবার লিখুন").fill("password1");
  await page.getByRole("button", { name: "পাসওয়ার্ড সংরক্ষণ করুন" }).click();
  await expect(page.getByText(/এই পাসওয়ার্ডটি খুবই প্রচলিত/)).toBeVisible();

  await page.getByLabel("নতুন পাসওয়ার্ড").fill("Kakoli#Fresh2026");
  await page.getByLabel("পাসওয়ার্ড আবার লিখুন").fill("Kakoli#Fresh2026");
  await page.getByRole("button", { name: "পাসওয়ার্ড সংরক্ষণ করুন" }).click();
  await expect(page.getByText("পাসওয়ার্ড বদলানো হয়েছে")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await signInInBangla(page, account.email, "Kakoli#Fresh2026");
  await expect(page.getByText("সফলভাবে লগইন হয়েছে")).toBeVisible();
});
