import { randomUUID } from "node:crypto";
import pg from "pg";
import { mailsTo } from "../support/mailbox";
import { expect, test } from "./fixtures";
import { insertJourneyService, journeyEmail, removeJourneyServices } from "./journey-support";
import bnAuth from "../../lib/messages/bn/auth.json";
import bnBooking from "../../lib/messages/bn/booking.json";
import bnService from "../../lib/messages/bn/service.json";

/**
 * The whole visit in Bangla, with JavaScript and without: an English-speaking browser lands in English,
 * the visitor switches to Bangla in the header, registers, books a slot and pays, reads every page in
 * Bangla, and gets the confirmation email in Bangla; the account and the booking keep the language.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
const emails: string[] = [];
const serviceId = randomUUID();
const serviceName = `Bangla Journey ${serviceId.slice(0, 6)}`;
let day: string;

test.beforeAll(async () => {
  day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await insertJourneyService(
    pool,
    { id: serviceId, name: serviceName, description: "A wash for the Bangla journey", priceCents: 4000, duration: 45 },
    ["10", "11"].map((hour) => ({ date: day, start: `${hour}:00`, end: `${hour}:45` })),
  );
});

test.afterAll(async () => {
  await removeJourneyServices(pool, [serviceId]);
  if (emails.length) await pool.query(`DELETE FROM "User" WHERE email = ANY($1::text[])`, [emails]);
  await pool.end();
});

/** A raw message's Subject header, folded lines and MIME encoded words ('=?UTF-8?B?...?=') undone, as it reads. */
const subjectOf = (raw: string) =>
  (raw.match(/^subject:(.*(?:\r?\n[ \t].*)*)/im)?.[1] ?? "").replace(/\r?\n[ \t]/g, " ").trim().replace(/\?=\s+=\?/g, "?==?").replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === "b" ? Buffer.from(text, "base64").toString("utf8") : Buffer.from(text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1").toString("utf8"),
  );

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";

  test(`a visitor switches to Bangla, registers, books and pays, and is emailed in Bangla (${mode})`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    // Each run books a slot of its own: the 10:00 one with JavaScript, the 11:00 one without (as Bangla writes the hours).
    const hour = javaScriptEnabled ? "১০:০০" : "১১:০০";
    const context = await browser.newContext({ baseURL, javaScriptEnabled, locale: "en-US", extraHTTPHeaders: { "x-forwarded-for": `10.248.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });
    const page = await context.newPage();

    // An English-speaking browser: English, with the switch to Bangla in the header.
    await page.goto("/services");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("link", { name: "Services" }).first()).toBeVisible();
    await page.getByTestId("language-switch").first().click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
    await expect(page.getByRole("link", { name: "সেবাসমূহ" }).first()).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === "spotless-locale")?.value).toBe("bn");

    // Registering, in Bangla (the form's own check first).
    const email = journeyEmail(javaScriptEnabled ? "bangla-js" : "bangla-plain");
    emails.push(email);
    const password = `Bangla#${randomUUID().slice(0, 8)}`;
    await page.goto("/register");
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
    await page.getByRole("button", { name: bnAuth.register.submit }).click();
    await expect(page.getByText(bnAuth.validation.firstNameRequired)).toBeVisible();
    await page.getByLabel(bnAuth.fields.firstName).fill("Sumaiya");
    await page.getByLabel(bnAuth.fields.lastName).fill("Islam");
    await page.getByLabel(bnAuth.fields.email).fill(email);
    await page.getByLabel(bnAuth.fields.address).fill("House 4, Road 6, Mirpur, Dhaka");
    await page.getByLabel(bnAuth.fields.phone).fill("+8801712345670");
    await page.getByLabel(bnAuth.fields.password, { exact: true }).fill(password);
    await page.getByLabel(bnAuth.fields.confirmPassword).fill(password);
    await page.getByRole("button", { name: bnAuth.register.submit }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
    expect((await pool.query(`SELECT locale FROM "User" WHERE email = $1`, [email])).rows).toEqual([{ locale: "bn" }]);

    // Choosing a time and booking it, in Bangla.
    await page.goto(`/service/${serviceId}?date=${day}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
    await page.getByRole("button", { name: new RegExp(`^${hour} থেকে`) }).click();
    await page.getByRole("button", { name: bnService.picker.bookThis }).click();
    await expect(page).toHaveURL(/\/procced-booking\?service=.+&slot=.+/);
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
    await expect(page.getByTestId("booking-total")).toHaveText("৪০ US$");
    await page.getByLabel(bnBooking.form.name, { exact: true }).fill("Sumaiya Islam");
    const paidSince = Date.now();
    await page.getByRole("button", { name: bnBooking.form.payNow }).click();

    // Paying on the test checkout, in Bangla; confirmed, in Bangla.
    await expect(page).toHaveURL(/\/checkout\/test\/test_cs_/);
    await page.getByRole("button", { name: "৪০ US$ পরিশোধ করুন" }).click();
    await expect(page).toHaveURL(/\/booking\/success\?session_id=test_cs_/);
    await expect(page.getByRole("heading", { name: bnBooking.result.successTitle })).toBeVisible();
    expect((await pool.query(`SELECT b.locale, b.status FROM "Booking" b JOIN "User" u ON u.id = b."customerId" WHERE u.email = $1`, [email])).rows).toEqual([{ locale: "bn", status: "confirm" }]);

    // The confirmation email, in Bangla: its subject, its text, the visit's date in Bangla digits.
    await expect.poll(async () => (await mailsTo(email, paidSince)).length, { timeout: 30_000 }).toBeGreaterThan(0);
    const [confirmation] = await mailsTo(email, paidSince);
    expect(subjectOf(confirmation.raw)).toContain(serviceName);
    expect(subjectOf(confirmation.raw)).toMatch(/বুকিং/);
    expect(confirmation.text).toContain("আপনার বুকিং নিশ্চিত হয়েছে");
    expect(confirmation.text).toContain(hour);
    expect(confirmation.text).not.toContain("Your booking is confirmed");
    await context.close();
  });
}
