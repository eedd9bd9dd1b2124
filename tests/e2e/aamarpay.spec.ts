import { randomUUID } from "node:crypto";
import pg from "pg";
import { expect, test } from "./fixtures";
import { changeShopSettings, insertJourneyService, registerThroughApi, removeJourneyServices, signInToCheckout } from "./journey-support";

/**
 * A customer pays through aamarPay's page (the suite's stand-in,
 * FAKE_AAMARPAY_URL), with JavaScript and without: Pay Now leads to its page,
 * Pay there posts them back, through the signed return that asks aamarPay's
 * transaction search, to a confirmed booking. The shop chooses aamarPay in its
 * settings for these journeys and the default again after them (a shop-wide
 * change: playwright.config.ts runs this file alone).
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
const FAKE = process.env.FAKE_AAMARPAY_URL ?? "";
const serviceId = randomUUID();
const emails: string[] = [];
const day = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

test.beforeAll(async () => {
  await insertJourneyService(pool, { id: serviceId, name: `Bkash Wash ${serviceId.slice(0, 6)}`, description: "A wash paid through aamarPay", priceCents: 5000, duration: 45 }, [
    { date: day(), start: "13:00", end: "13:45" },
    { date: day(), start: "14:00", end: "14:45" },
  ]);
  await changeShopSettings({ paymentProvider: "aamarpay" });
});

test.afterAll(async () => {
  await changeShopSettings({ paymentProvider: null });
  await removeJourneyServices(pool, [serviceId]);
  if (emails.length) await pool.query(`DELETE FROM "User" WHERE email = ANY($1::text[])`, [emails]);
  await pool.end();
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("a customer pays on aamarPay's page and comes back to a confirmed booking", async ({ page }) => {
      const account = await registerThroughApi(page, javaScriptEnabled ? "Nusrat" : "Farhana");
      emails.push(account.email);
      const start = javaScriptEnabled ? "13:00" : "14:00";
      await signInToCheckout(page, pool, account, serviceId, start);
      await page.getByRole("button", { name: "Pay Now" }).click();

      await expect(page).toHaveURL(new RegExp(`^${FAKE}/paynow\\.php\\?track=`));
      await expect(page.getByRole("heading", { name: "Pay 50.00 USD" })).toBeVisible();
      await page.getByRole("button", { name: "Pay", exact: true }).click();

      await expect(page).toHaveURL(/\/booking\/success\?session_id=apy_/);
      await expect(page.getByRole("heading", { name: "Booking confirmed" })).toBeVisible();
      const [booking] = (await pool.query(`SELECT b.status::text, b."paymentProvider" FROM "Booking" b JOIN "User" u ON u.id = b."customerId" WHERE u.email = $1`, [account.email])).rows;
      expect(booking).toEqual({ status: "confirm", paymentProvider: "aamarpay" });
    });
  });
}
