import { randomUUID } from "node:crypto";
import pg from "pg";
import { expect, test } from "./fixtures";
import { changeShopSettings, insertJourneyService, registerThroughApi, removeJourneyServices, screenshotAtWidths, signInToCheckout } from "./journey-support";

/**
 * A customer books with a 20% deposit, with JavaScript and without: the checkout says what is paid now, what is
 * left for the shop and what becomes of the deposit; the test checkout takes the deposit alone; My Bookings shows
 * what was paid and what is due at the shop. The shop asks for the deposit for these journeys and the full price
 * again after them (a shop-wide change: playwright.config.ts runs this file alone).
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
const serviceId = randomUUID();
const emails: string[] = [];
const day = () => new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);

test.beforeAll(async () => {
  await insertJourneyService(pool, { id: serviceId, name: `Deposit Wash ${serviceId.slice(0, 6)}`, description: "A wash booked with a deposit", priceCents: 4550, duration: 45 }, [
    { date: day(), start: "10:00", end: "10:45" },
    { date: day(), start: "11:00", end: "11:45" },
  ]);
  await changeShopSettings({ deposit: "percent", depositPercent: 20 });
});

test.afterAll(async () => {
  await changeShopSettings({ deposit: "full" });
  await removeJourneyServices(pool, [serviceId]);
  if (emails.length) await pool.query(`DELETE FROM "User" WHERE email = ANY($1::text[])`, [emails]);
  await pool.end();
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("a customer pays a 20% deposit and sees the rest due at the shop", async ({ page }) => {
      // With JavaScript, the checkout and My Bookings are also pictured at a phone's and a laptop's width.
      test.setTimeout(javaScriptEnabled ? 30_000 : 15_000);
      const account = await registerThroughApi(page, javaScriptEnabled ? "Nadia" : "Rumana");
      emails.push(account.email);
      const start = javaScriptEnabled ? "10:00" : "11:00";
      await signInToCheckout(page, pool, account, serviceId, start);
      const notice = page.getByTestId("deposit-notice");
      await expect(notice).toContainText("Pay $9.10 now; $36.40 is paid at the shop.");
      await expect(notice).toContainText("Your deposit is refunded if you cancel at least 24 hours before the start; after that, the shop keeps it.");
      if (javaScriptEnabled) await screenshotAtWidths(page, "deposit-checkout");
      await page.getByRole("button", { name: "Pay Now" }).click();

      await expect(page).toHaveURL(/\/checkout\/test\/test_cs_/);
      await page.getByRole("button", { name: "Pay $9.10" }).click();
      await expect(page.getByRole("heading", { name: "Booking confirmed" })).toBeVisible();

      await page.goto("/dashboard/user/my-bookings");
      await expect(page.getByTestId("amounts-due").first()).toHaveText("Paid a deposit of $9.10; $36.40 due at the shop");
      if (javaScriptEnabled) await screenshotAtWidths(page, "deposit-my-bookings");
      const [booking] = (await pool.query(`SELECT b.status::text, b."paidAmountMinor", b."amountDueAtShopCents" FROM "Booking" b JOIN "User" u ON u.id = b."customerId" WHERE u.email = $1`, [account.email])).rows;
      expect(booking).toEqual({ status: "confirm", paidAmountMinor: 910, amountDueAtShopCents: 3640 });
    });
  });
}
