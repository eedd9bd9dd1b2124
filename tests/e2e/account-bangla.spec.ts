import { randomUUID } from "node:crypto";
import { expect, test, type BrowserContext, type Page } from "./fixtures";
import pg from "pg";
import { registerThroughApi, retireServices, submitLogin, type JourneyAccount } from "./journey-support";

/**
 * A customer's own pages in Bangla (docs/languages.md): the profile, its Language choice (kept on the
 * account, with JavaScript and without), My vehicles, and a booking on My Bookings, its page and its
 * cancellation, each in Bangla words, with Bangla dates and Bengali digits, and `lang="bn"`.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
const serviceId = randomUUID();
const serviceName = `Bangla Polish ${serviceId.slice(0, 6)}`;
const emails: string[] = [];
const DAY = 86_400_000;
const isoDay = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
/** A date as a Bangla page writes it: '২৩ নভেম্বর, ২০২৬'. */
const banglaDay = (iso: string) => new Intl.DateTimeFormat("bn-BD", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));

test.beforeAll(async () => {
  await pool.query(`INSERT INTO "Service" (id, name, description, "priceCents", duration, "updatedAt") VALUES ($1, $2, 'A polish for the Bangla journeys', 6500, 45, now())`, [serviceId, serviceName]);
});

test.afterAll(async () => {
  await retireServices([serviceId]);
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    try {
      await pool.query(`DELETE FROM "Booking" WHERE "serviceId" = $1`, [serviceId]);
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== "40P01" || attempt === 5) throw error;
    }
  }
  await pool.query(`DELETE FROM "Slot" WHERE "serviceId" = $1`, [serviceId]);
  await pool.query(`DELETE FROM "Service" WHERE id = $1`, [serviceId]);
  if (emails.length) await pool.query(`DELETE FROM "User" WHERE email = ANY($1::text[])`, [emails]);
  await pool.end();
});

/** A customer, signed in on this page (in English: the browser has chosen no language yet). */
async function signedInCustomer(page: Page, firstName: string): Promise<JourneyAccount> {
  const account = await registerThroughApi(page, firstName);
  emails.push(account.email);
  await page.goto("/login");
  await submitLogin(page, account.email, account.password);
  await expect(page).toHaveURL(/\/$/);
  return account;
}

/** The browser chooses Bangla, as the header's switcher remembers it. */
async function chooseBangla(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: "spotless-locale", value: "bn", url: baseURL ?? "http://localhost:3000" }]);
}

const accountLocale = async (email: string) => (await pool.query(`SELECT locale FROM "User" WHERE email = $1`, [email])).rows[0]?.locale as string | null;

test("a customer's profile and vehicles in Bangla, and the language chosen on the profile", async ({ page, context, baseURL }) => {
  const customer = await signedInCustomer(page, "Rumana");
  await chooseBangla(context, baseURL);

  await page.goto("/dashboard/user");
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await expect(page.getByRole("heading", { level: 1, name: "প্রোফাইল" })).toBeVisible();
  const sidebar = page.getByRole("navigation", { name: "ড্যাশবোর্ডের নেভিগেশন" });
  await expect(sidebar.getByRole("link", { name: "প্রোফাইল" })).toHaveAttribute("aria-current", "page");
  await expect(sidebar.getByRole("link", { name: "আমার বুকিং" })).toBeVisible();
  await expect(sidebar.getByRole("button", { name: "ফিরে যান" })).toBeVisible();
  await expect(page.getByText(/^[০-৯].* থেকে সদস্য$/)).toBeVisible();

  // Contact details: saved, and said so, in Bangla.
  const contact = page.getByRole("region", { name: "যোগাযোগের তথ্য" });
  await contact.getByLabel("ঠিকানা").fill("Road 7, Mirpur, Dhaka");
  await contact.getByRole("button", { name: "যোগাযোগের তথ্য সংরক্ষণ করুন" }).click();
  await expect(page.getByText("যোগাযোগের তথ্য হালনাগাদ হয়েছে").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "ফোন ও এসএমএস" })).toContainText("এখনও যাচাই করা হয়নি");

  // The password form checks its fields in the browser, in Bangla.
  const password = page.getByRole("region", { name: "পাসওয়ার্ড" });
  await password.getByRole("button", { name: "পাসওয়ার্ড বদলান" }).click();
  await expect(password.getByLabel("বর্তমান পাসওয়ার্ড")).toHaveAccessibleDescription("* বর্তমান পাসওয়ার্ড দিন");

  // My vehicles: a refusal beside its field, then a car saved.
  await sidebar.getByRole("link", { name: "আমার গাড়ি" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "আমার গাড়ি" })).toBeVisible();
  await expect(page.getByText("এখনও কোনো গাড়ি নেই। নিচে একটি যোগ করুন।")).toBeVisible();
  const form = page.getByTestId("add-vehicle-form");
  await form.getByLabel("গাড়ির সাইজ").selectOption({ index: 1 });
  await form.getByLabel("মডেল").fill("Axio");
  await form.getByRole("button", { name: "গাড়ি যোগ করুন" }).click();
  await expect(form.getByLabel("ব্র্যান্ড")).toHaveAccessibleDescription("গাড়ির ব্র্যান্ড লিখুন");
  await form.getByLabel("ব্র্যান্ড").fill("Toyota");
  await form.getByRole("button", { name: "গাড়ি যোগ করুন" }).click();
  await expect(page).toHaveURL(/\/dashboard\/user\/vehicles\?done=added$/);
  await expect(page.getByRole("status")).toHaveText("গাড়ি যোগ করা হয়েছে");
  await expect(page.getByTestId("vehicle-card").filter({ hasText: "Toyota Axio" }).getByRole("link", { name: "Toyota Axio সম্পাদনা করুন" })).toBeVisible();

  // The profile's Language: English chosen, kept on the account; the profile comes back in English.
  await sidebar.getByRole("link", { name: "প্রোফাইল" }).click();
  const language = page.getByRole("region", { name: "ভাষা" });
  await expect(language.getByRole("radio", { name: "বাংলা" })).toBeChecked();
  await language.getByRole("radio", { name: "English" }).check();
  await language.getByRole("button", { name: "ভাষা সংরক্ষণ করুন" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Language" }).getByRole("status")).toHaveText("Language saved");
  await expect(page.getByRole("region", { name: "Language" }).getByRole("radio", { name: "English" })).toBeChecked();
  expect(await accountLocale(customer.email)).toBe("en");
  expect((await context.cookies()).find((cookie) => cookie.name === "spotless-locale")?.value).toBe("en");
});

test("a customer's booking in Bangla: My Bookings, its page with its history, and its cancellation", async ({ page, context, baseURL }) => {
  const day = isoDay(3);
  const slotId = randomUUID();
  await pool.query(
    `INSERT INTO "Slot" (id, "serviceId", date, "startTime", "endTime", "startsAt", "endsAt", "updatedAt")
     VALUES ($1, $2, $3::date, '10:00', '10:45', ($3::text || ' 10:00+00')::timestamptz, ($3::text || ' 10:45+00')::timestamptz, now())`,
    [slotId, serviceId, day],
  );
  await signedInCustomer(page, "Tahmina");
  // Booked and paid in English (the test checkout), before the browser chooses Bangla.
  const answer = await page.request.post("/api/bookings", { data: { service: serviceId, slot: slotId }, headers: { origin: new URL(page.url()).origin } });
  expect(answer.status()).toBe(201);
  const { data } = await answer.json();
  await page.goto(data.payment_url);
  await page.getByRole("button", { name: "Pay $65" }).click();
  await expect(page.getByRole("heading", { name: "Booking confirmed" })).toBeVisible();
  await chooseBangla(context, baseURL);

  await page.goto("/dashboard/user/my-bookings");
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await expect(page.getByRole("heading", { level: 1, name: "আমার বুকিং" })).toBeVisible();
  const card = page.getByRole("region", { name: "আসন্ন" }).getByTestId("booking-card").filter({ hasText: serviceName });
  await expect(card).toHaveCount(1);
  await expect(card.getByText("নিশ্চিত", { exact: true })).toBeVisible();
  await expect(card.getByText("পরিশোধিত", { exact: true })).toBeVisible();
  await expect(card.getByText(banglaDay(day), { exact: true })).toBeVisible();
  await expect(card.getByText("১০:০০", { exact: true })).toBeVisible();
  await expect(card.getByTestId("booking-vehicle")).toContainText("মোট: ৬৫ US$");
  await expect(card.getByTestId("booking-countdown")).toHaveText(/^শুরু হতে বাকি [০-৯]+দি [০-৯]+ঘ [০-৯]+মি [০-৯]+সে$/);

  // Its page: its particulars and history in Bangla.
  await card.getByRole("link", { name: `${serviceName}-এর বিস্তারিত` }).click();
  await expect(page.getByText("বুকিংয়ের বিস্তারিত", { exact: true })).toBeVisible();
  await expect(page.getByText("১০:০০ – ১০:৪৫")).toBeVisible();
  const history = page.getByTestId("booking-history");
  await expect(history).toHaveAccessibleName("বুকিংয়ের ইতিহাস");
  await expect(history.getByText("৬৫ US$ পরিশোধ করা হয়েছে")).toBeVisible();

  // Cancelling asks first, saying what happens to the money, then does it.
  await page.getByRole("link", { name: `${serviceName} বাতিল করুন` }).click();
  await expect(page.getByRole("heading", { name: "বুকিংটি বাতিল করবেন?" })).toBeVisible();
  await expect(page.getByText("যে কার্ডে পেমেন্ট করেছেন, সেখানেই পুরো ৬৫ US$ ফেরত পাবেন।", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "হ্যাঁ, বাতিল করুন" }).click();
  await expect(page.getByRole("status")).toHaveText("বুকিং বাতিল হয়েছে। পুরো ৬৫ US$ ফেরত দেওয়া হয়েছে।");
  await expect(history.getByText("বাতিল হয়েছে", { exact: true })).toBeVisible();
  await expect(history.getByText("৬৫ US$ ফেরত দেওয়া হয়েছে")).toBeVisible();

  await page.getByRole("link", { name: "আমার বুকিং-এ ফিরে যান" }).click();
  const past = page.getByRole("region", { name: "আগের ও বাতিল" }).getByTestId("booking-card").filter({ hasText: serviceName });
  await expect(past.getByText("বাতিল", { exact: true })).toBeVisible();
  await expect(past.getByText("ফেরত হয়েছে", { exact: true })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the profile's Language is a plain form: Bangla chosen, the profile comes back in Bangla", async ({ page }) => {
    const customer = await signedInCustomer(page, "Farhana");
    await page.goto("/dashboard/user");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const language = page.getByRole("region", { name: "Language" });
    await expect(language.getByRole("radio", { name: "English" })).toBeChecked();
    await language.getByRole("radio", { name: "বাংলা" }).check();
    await language.getByRole("button", { name: "Save language" }).click();
    await expect(page).toHaveURL(/\/dashboard\/user\?done=language$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
    await expect(page.getByRole("region", { name: "ভাষা" }).getByRole("status")).toHaveText("ভাষা সংরক্ষণ করা হয়েছে");
    expect(await accountLocale(customer.email)).toBe("bn");

    // The contact form, posted without JavaScript, answers in Bangla too.
    const contact = page.getByRole("region", { name: "যোগাযোগের তথ্য" });
    await contact.getByLabel("ঠিকানা").fill("   ");
    await contact.getByRole("button", { name: "যোগাযোগের তথ্য সংরক্ষণ করুন" }).click();
    await expect(page.getByRole("region", { name: "যোগাযোগের তথ্য" }).getByRole("alert").first()).toBeVisible();
    await expect(page.getByRole("region", { name: "যোগাযোগের তথ্য" }).getByLabel("ঠিকানা")).toHaveAccessibleDescription(/ঠিকানা/);
  });
});
