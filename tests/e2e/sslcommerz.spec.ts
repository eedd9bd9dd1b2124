import { randomUUID } from "node:crypto";
import pg from "pg";
import { expect, test } from "./fixtures";
import { changeShopSettings, insertJourneyService, registerThroughApi, removeJourneyServices, signInToCheckout } from "./journey-support";

/**
 * A customer pays through SSLCOMMERZ's page (the suite's stand-in,
 * FAKE_SSLCOMMERZ_URL), with JavaScript and without: Pay Now leads to its
 * page, Pay there brings them back to a confirmed booking. The shop chooses
 * SSLCOMMERZ in its settings for these journeys and the default again after
 * them (a shop-wide change: playwright.config.ts runs this file alone).
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
const FAKE = process.env.FAKE_SSLCOMMERZ_URL ?? "";
const serviceId = randomUUID();
const emails: string[] = [];
const day = () => new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);

test.beforeAll(async () => {
  await insertJourneyService(pool, { id: serviceId, name: `Taka Wash ${serviceId.slice(0, 6)}`, description: "A wash paid through SSLCOMMERZ", priceCents: 5000, duration: 45 }, [
    { date: day(), start: "10:00", end: "10:45" },
    { date: day(), start: "11:00", end: "11:45" },
  ]);
  await changeShopSettings({ paymentProvider: "sslcommerz" });
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

    test("a customer pays on SSLCOMMERZ's page and comes back to a confirmed booking", async ({ page }) => {
      const account = await registerThroughApi(page, javaScriptEnabled ? "Shirin" : "Tania");
      emails.push(account.email);
      const start = javaScriptEnabled ? "10:00" : "11:00";
      await signInToCheckout(page, pool, account, serviceId, start);
      await page.getByRole("button", { name: "Pay Now" }).click();

      await expect(page).toHaveURL(new RegExp(`^${FAKE}/gwprocess/v4/pay/`));
      await expect(page.getByRole("heading", { name: "Pay 50.00 USD" })).toBeVisible();
      await page.getByRole("button", { name: "Pay", exact: true }).click();

      await expect(page).toHaveURL(/\/booking\/success\?session_id=ssl_/);
      await expect(page.getByRole("heading", { name: "Booking confirmed" })).toBeVisible();
      const [booking] = (await pool.query(`SELECT b.status::text, b."paymentProvider" FROM "Booking" b JOIN "User" u ON u.id = b."customerId" WHERE u.email = $1`, [account.email])).rows;
      expect(booking).toEqual({ status: "confirm", paymentProvider: "sslcommerz" });
    });
  });
}
