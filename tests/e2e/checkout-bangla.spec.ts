import { randomUUID } from "node:crypto";
import pg from "pg";
import { expect, test, type BrowserContext, type Page } from "./fixtures";
import { insertJourneyService, registerThroughApi, removeJourneyServices, submitLogin } from "./journey-support";

/**
 * Booking and paying in Bangla: the checkout (its words, Bengali digits and month names, the shop's
 * currency as Bangla writes it, the form's checks in the browser and on the server), the test
 * checkout, the pages after it, and the language the booking keeps (Booking.locale, which its
 * emails follow). The fixture service and its slots are made here and removed afterwards.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
const emails: string[] = [];
const serviceId = randomUUID();
const serviceName = `Bangla Wash ${serviceId.slice(0, 6)}`;
let day: string;

test.beforeAll(async () => {
  day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  await insertJourneyService(
    pool,
    { id: serviceId, name: serviceName, description: "A wash for the Bangla checkout", priceCents: 5550, duration: 45 },
    ["10", "11"].map((hour) => ({ date: day, start: `${hour}:00`, end: `${hour}:45` })),
  );
});

test.afterAll(async () => {
  await removeJourneyServices(pool, [serviceId]);
  if (emails.length) await pool.query(`DELETE FROM "User" WHERE email = ANY($1::text[])`, [emails]);
  await pool.end();
});

/** The visitor chose Bangla (the header's switcher sets this cookie). */
const chooseBangla = (context: BrowserContext, baseURL: string | undefined) => context.addCookies([{ name: "spotless-locale", value: "bn", url: baseURL ?? "http://localhost:3000" }]);

/** The fixture's day as the Bangla pages write it: '২৩ নভেম্বর, ২০২৬'. */
const banglaDate = (iso: string) => new Intl.DateTimeFormat("bn-BD", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" }).format(new Date(`${iso}T00:00:00Z`));

/** A customer of this journey, signed in (on the English login page), who then chooses Bangla. */
async function banglaCustomer(page: Page, context: BrowserContext, baseURL: string | undefined, firstName: string) {
  const account = await registerThroughApi(page, firstName);
  emails.push(account.email);
  await page.goto("/login");
  await submitLogin(page, account.email, account.password);
  await expect(page).toHaveURL(/\/$/);
  await chooseBangla(context, baseURL);
  return account;
}

async function checkoutOf(start: string) {
  const { rows } = await pool.query(`SELECT id FROM "Slot" WHERE "serviceId" = $1 AND "startTime" = $2`, [serviceId, start]);
  return `/procced-booking?service=${serviceId}&slot=${rows[0].id}`;
}

const bookingsOf = async (email: string) =>
  (await pool.query(`SELECT b.id, b.status, b.locale, b."customerName" FROM "Booking" b JOIN "User" u ON u.id = b."customerId" WHERE u.email = $1`, [email])).rows;

test("a customer who chose Bangla reviews the booking, pays on the test checkout and is confirmed, in Bangla; the booking keeps its language", async ({ page, context, baseURL }) => {
  const customer = await banglaCustomer(page, context, baseURL, "Mitu");
  await page.goto(await checkoutOf("10:00"));

  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await expect(page).toHaveTitle(/^আপনার বুকিং যাচাই করুন/);
  await expect(page.getByRole("heading", { level: 1, name: "আপনার বুকিং যাচাই করুন" })).toBeVisible();
  const booking = page.locator("[aria-labelledby=your-booking]");
  await expect(booking.getByText("আপনার বুকিং", { exact: true })).toBeVisible();
  await expect(booking).toContainText(serviceName);
  await expect(booking).toContainText("৪৫ মিনিট");
  await expect(booking).toContainText(banglaDate(day));
  await expect(booking).toContainText("১০:০০ থেকে ১০:৪৫");
  await expect(page.getByTestId("booking-total")).toHaveText("৫৫.৫০ US$");
  await expect(page.locator("[aria-labelledby=personal-info]").getByText("ব্যক্তিগত তথ্য", { exact: true })).toBeVisible();
  await expect(page.getByLabel("ইমেইল")).toHaveValue(customer.email);
  await expect(page.getByLabel("সময়", { exact: true })).toHaveValue(/, ১০:০০$/);
  await expect(page.getByText(/^পেমেন্ট করার জন্য স্লটটি [০-৯]+ মিনিট আপনার জন্য ধরে রাখা হবে।$/)).toBeVisible();
  await expect(page.getByText("Review your booking")).toHaveCount(0);

  // The name is checked in the browser, in Bangla, before anything is sent.
  await page.getByLabel("নাম").fill("M");
  await page.getByRole("button", { name: "এখন পেমেন্ট করুন" }).click();
  await expect(page.getByText("নাম অন্তত ২ অক্ষরের হতে হবে")).toBeVisible();
  expect(await bookingsOf(customer.email)).toEqual([]);
  await page.getByLabel("নাম").fill("Mitu Akter");
  await page.getByRole("button", { name: "এখন পেমেন্ট করুন" }).click();

  // The test checkout, in Bangla; its Pay button names the amount as Bangla writes it.
  await expect(page).toHaveURL(/\/checkout\/test\/test_cs_/);
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await expect(page.getByText("এটি একটি টেস্ট চেকআউট: কোনো কার্ড লাগবে না, কোনো টাকাও কাটা হবে না।")).toBeVisible();
  await expect(page.getByRole("heading", { name: "টেস্ট পেমেন্ট" })).toBeVisible();
  await expect(page.getByTestId("checkout-lines")).toContainText("৫৫.৫০ US$");
  await page.getByRole("button", { name: "৫৫.৫০ US$ পরিশোধ করুন" }).click();

  await expect(page).toHaveURL(/\/booking\/success\?session_id=test_cs_/);
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await expect(page.getByRole("heading", { name: "বুকিং নিশ্চিত হয়েছে" })).toBeVisible();
  await expect(page.locator("[aria-labelledby=booking-result]")).toContainText("১০:০০ থেকে ১০:৪৫");
  await expect(page.getByRole("link", { name: "আমার বুকিং দেখুন" })).toHaveAttribute("href", "/dashboard/user/my-bookings");
  await expect(page.getByRole("link", { name: "আরেকটি সার্ভিস বুক করুন" })).toHaveAttribute("href", "/services");

  // Made on a Bangla page: the booking says so (its emails are written in Bangla unless the customer chooses otherwise).
  expect(await bookingsOf(customer.email)).toEqual([expect.objectContaining({ status: "confirm", locale: "bn", customerName: "Mitu Akter" })]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the checkout's server checks the name in Bangla, and the cancel page cancels in Bangla", async ({ page, context, baseURL }) => {
    const customer = await banglaCustomer(page, context, baseURL, "Runa");
    await page.goto(await checkoutOf("11:00"));
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");

    // No check in the browser: the server's answer, in Bangla, with the form as it was.
    await page.getByLabel("নাম").fill("R");
    await page.getByRole("button", { name: "এখন পেমেন্ট করুন" }).click();
    await expect(page.getByText("নাম অন্তত ২ অক্ষরের হতে হবে")).toBeVisible();
    expect(await bookingsOf(customer.email)).toEqual([]);

    await page.getByLabel("নাম").fill("Runa Akter");
    await page.getByRole("button", { name: "এখন পেমেন্ট করুন" }).click();
    await expect(page).toHaveURL(/\/checkout\/test\/test_cs_/);
    const [held] = await bookingsOf(customer.email);
    expect(held).toMatchObject({ status: "pending", locale: "bn" });

    // Leaving the payment page: the cancel link's page, in Bangla; only its form cancels.
    await page.goto(`/booking/cancel?booking=${held.id}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
    await expect(page.getByRole("heading", { name: "আপনি পেমেন্ট পেজ ছেড়ে এসেছেন" })).toBeVisible();
    await expect(page.getByText(/^আপনার কাছ থেকে কোনো টাকা কাটা হয়নি। [০-৯]{2}:[০-৯]{2} পর্যন্ত/)).toBeVisible();
    await expect(page.getByRole("link", { name: "পেমেন্টে ফিরে যান" })).toHaveAttribute("href", /\/checkout\/test\/test_cs_/);
    expect((await bookingsOf(customer.email))[0].status).toBe("pending");
    await page.getByRole("button", { name: "বুকিং বাতিল করুন" }).click();
    await expect(page).toHaveURL(new RegExp(`/service/${serviceId}\\?date=${day}`));
    expect((await bookingsOf(customer.email))[0].status).toBe("cancel");
  });
});

test("the payment link's return page and the stop link's page, asked for in Bangla", async ({ page }) => {
  await page.goto("/booking/paid?lang=bn");
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await expect(page).toHaveTitle(/^ধন্যবাদ/);
  await expect(page.getByRole("heading", { name: "ধন্যবাদ" })).toBeVisible();

  await page.goto("/booking/paid?left=1&lang=bn");
  await expect(page.getByRole("heading", { name: "পেমেন্ট করা হয়নি" })).toBeVisible();

  await page.goto("/s/not-a-stop-link?lang=bn");
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await expect(page.getByRole("heading", { name: "এসএমএস বন্ধ করুন" })).toBeVisible();
  await expect(page.getByText(/^এসএমএস বন্ধ করার এই লিংকটি সঠিক নয়।/)).toBeVisible();
  await expect(page.getByRole("link", { name: "ফোন ও এসএমএস" })).toHaveAttribute("href", "/dashboard/user#phone");
});
