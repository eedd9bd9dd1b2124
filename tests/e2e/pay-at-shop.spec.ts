import { randomUUID } from "node:crypto";
import pg from "pg";
import { expect, test } from "./fixtures";
import { insertJourneyService, registerThroughApi, removeJourneyServices, screenshotAtWidths, signInToCheckout, submitLogin } from "./journey-support";

/**
 * A service that may be paid at the shop, with JavaScript and without: the checkout offers a second button beside
 * Pay Now; pressing it books the visit at once, with nothing to pay online, and lands on the booking saying so. My
 * Bookings shows what is due at the shop. The shop's admin then records the payment at the counter on the booking's
 * page. The service allows it itself, so no shop-wide setting changes.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
const serviceId = randomUUID();
const emails: string[] = [];
const day = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

test.beforeAll(async () => {
  await insertJourneyService(pool, { id: serviceId, name: `Counter Wash ${serviceId.slice(0, 6)}`, description: "A wash paid at the shop", priceCents: 4000, duration: 45 }, [
    { date: day(), start: "10:00", end: "10:45" },
    { date: day(), start: "11:00", end: "11:45" },
  ]);
  await pool.query(`UPDATE "Service" SET "payAtShop" = true WHERE id = $1`, [serviceId]);
});

test.afterAll(async () => {
  await removeJourneyServices(pool, [serviceId]);
  if (emails.length) await pool.query(`DELETE FROM "User" WHERE email = ANY($1::text[])`, [emails]);
  await pool.end();
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("a customer books to pay at the shop, and the shop records the payment at the counter", async ({ page, browser }) => {
      test.setTimeout(javaScriptEnabled ? 45_000 : 30_000);
      const account = await registerThroughApi(page, javaScriptEnabled ? "Farhana" : "Tanvir");
      emails.push(account.email);
      await signInToCheckout(page, pool, account, serviceId, javaScriptEnabled ? "10:00" : "11:00");
      await expect(page.getByText("Or book now without paying online: your booking is confirmed at once and you pay $40 at the shop.")).toBeVisible();
      await expect(page.getByRole("button", { name: "Pay Now" })).toBeVisible();
      if (javaScriptEnabled) await screenshotAtWidths(page, "pay-at-shop-checkout");
      // The shop stops offering it while the page is open: the form says so, and nothing is booked.
      const checkout = page.url();
      await pool.query(`UPDATE "Service" SET "payAtShop" = false WHERE id = $1`, [serviceId]);
      await page.getByRole("button", { name: "Book, pay at the shop" }).click();
      await expect(page.getByText("This service is paid online when you book: paying at the shop is not offered for it.").first()).toBeVisible();
      expect((await pool.query(`SELECT count(*)::int AS n FROM "Booking" b JOIN "User" u ON u.id = b."customerId" WHERE u.email = $1`, [account.email])).rows[0].n).toBe(0);
      // Offered again: the checkout, opened anew, books it.
      await pool.query(`UPDATE "Service" SET "payAtShop" = true WHERE id = $1`, [serviceId]);
      await page.goto(checkout);
      await page.getByRole("button", { name: "Book, pay at the shop" }).click();

      await expect(page).toHaveURL(/\/dashboard\/user\/my-bookings\/[0-9a-f-]{36}\?done=booked$/);
      await expect(page.getByText("Your booking is confirmed. You pay at the shop.")).toBeVisible();
      await expect(page.locator('[data-pay-at="shop"]').first()).toHaveText("Pay at the shop");
      const bookingId = /my-bookings\/([0-9a-f-]{36})/.exec(page.url())![1];
      expect((await pool.query(`SELECT status::text, payment::text, "holdExpiresAt", "amountDueAtShopCents" FROM "Booking" WHERE id = $1`, [bookingId])).rows[0]).toEqual({
        status: "confirm",
        payment: "pending",
        holdExpiresAt: null,
        amountDueAtShopCents: 4000,
      });

      await page.goto("/dashboard/user/my-bookings");
      await expect(page.getByTestId("amounts-due").first()).toHaveText("$40 due at the shop");
      if (javaScriptEnabled) await screenshotAtWidths(page, "pay-at-shop-my-bookings");

      // The shop's admin, in a browser of their own, records what the customer paid at the counter.
      const shopSide = await browser.newContext({ javaScriptEnabled, baseURL: process.env.BASE_URL });
      const counter = await shopSide.newPage();
      const bookingPage = `/dashboard/admin/manage-bookings/${bookingId}`;
      await counter.goto(bookingPage);
      await submitLogin(counter, "admin@spotless.test", "Admin#2026");
      await expect(counter).toHaveURL(new RegExp(`${bookingPage}$`), { timeout: 30_000 });
      const form = counter.getByRole("form", { name: "Record a payment at the counter" });
      await expect(form.getByText("$40 is due at the shop.")).toBeVisible();
      await form.getByLabel("Paid by").selectOption({ label: "Mobile wallet" });
      await form.getByLabel("Amount received").fill("40");
      await form.getByRole("button", { name: "Record payment" }).click();
      await expect(counter.getByText("Payment recorded: $40 by mobile wallet at the counter.")).toBeVisible();
      await expect(counter.getByTestId("paid-at-shop")).toHaveText("$40, mobile wallet");
      await expect(counter.getByRole("form", { name: "Record a payment at the counter" })).toHaveCount(0);
      await shopSide.close();
      expect((await pool.query(`SELECT payment::text, "paidAtShopCents", "paidAtShopMethod" FROM "Booking" WHERE id = $1`, [bookingId])).rows[0]).toEqual({ payment: "paid", paidAtShopCents: 4000, paidAtShopMethod: "wallet" });
    });
  });
}
