import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "./fixtures";
import pg from "pg";
import { changeShopSettings, insertJourneyService, removeJourneyServices, submitLogin } from "./journey-support";

/**
 * Settings that cost money, walked as an owner does: a currency change is
 * warned about and confirmed (prices are not converted), a service with live
 * bookings is deleted only by cancelling, refunding and notifying each, a
 * refund that no provider can make is recorded by hand, and the overview
 * counts bay-hours. With and without JavaScript where a form is involved.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
const tag = randomUUID().slice(0, 6);
const made: string[] = [];

test.afterAll(async () => {
  await removeJourneyServices(pool, made);
  await pool.end();
});

async function signInAsAdmin(page: Page, path: string) {
  await page.goto(path);
  await submitLogin(page, "admin@spotless.test", "Admin#2026");
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, "\\$&")}$`));
}

/** The shop's currency as saved, put back through the API (so that the server's copy changes too). */
async function putCurrencyBack(currency: string) {
  const base = process.env.BASE_URL;
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `10.252.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    body: JSON.stringify({ email: "admin@spotless.test", password: "Admin#2026" }),
  });
  const { accessToken } = await login.json();
  const answer = await fetch(`${base}/api/settings`, { method: "PUT", headers: { "content-type": "application/json", authorization: `Bearer ${accessToken}` }, body: JSON.stringify({ currency, confirmCurrencyChange: true }) });
  expect(answer.status).toBe(200);
}

/** A service of its own with a slot days ahead, and on it a booking paid at the counter and a customer's hold. */
async function serviceWithBookings(name: string) {
  const id = randomUUID();
  made.push(id);
  const date = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
  await insertJourneyService(pool, { id, name, description: "A service about to be retired", priceCents: 4000, duration: 30 }, [
    { date, start: "06:00", end: "06:30" },
    { date, start: "06:30", end: "07:00" },
  ]);
  const slots = (await pool.query(`SELECT id FROM "Slot" WHERE "serviceId" = $1 ORDER BY "startTime"`, [id])).rows.map((row) => row.id as string);
  const customer = (await pool.query(`SELECT id FROM "User" WHERE email = 'customer@spotless.test'`)).rows[0].id as string;
  const insert = async (slot: string, paid: boolean) =>
    (
      await pool.query(
        `INSERT INTO "Booking" (id, "customerId", "serviceId", "slotId", "amountCents", payment, status, "paymentProvider", "holdExpiresAt", "updatedAt")
         VALUES (gen_random_uuid(), $1, $2, $3, 4000, $4::"PaymentStatus", $5::"BookingStatus", $6, $7, now()) RETURNING id`,
        [customer, id, slot, paid ? "paid" : "pending", paid ? "confirm" : "pending", paid ? "demo" : null, paid ? null : new Date(Date.now() + 20 * 60_000)],
      )
    ).rows[0].id as string;
  return { id, paid: await insert(slots[0], true), hold: await insert(slots[1], false) };
}

test.describe("with JavaScript", () => {
  test("a currency change is warned about and must be confirmed; labels follow the currency", async ({ page }) => {
    const saved = (await pool.query(`SELECT currency FROM "BusinessSettings" WHERE id = 1`)).rows[0]?.currency ?? "USD";
    try {
      await signInAsAdmin(page, "/dashboard/admin/settings");
      await expect(page.getByTestId("currency-change-warning")).toHaveCount(0);
      await page.getByLabel("Currency", { exact: true }).fill("BDT");
      const warning = page.getByTestId("currency-change-warning");
      await expect(warning).toContainText(`Changing the currency from ${saved} to BDT does not convert prices`);
      await expect(warning).toContainText("Every service's price stays the same number in BDT");
      await page.getByRole("button", { name: "Save settings" }).click();
      await expect(page.getByText("Confirm the change: prices are not converted")).toBeVisible();
      expect((await pool.query(`SELECT currency FROM "BusinessSettings" WHERE id = 1`)).rows[0].currency).toBe(saved);

      await page.getByLabel("Change the currency to BDT, keeping every price's number").check();
      await page.getByRole("button", { name: "Save settings" }).click();
      await expect(page.getByText("Settings saved").first()).toBeVisible();
      expect((await pool.query(`SELECT currency FROM "BusinessSettings" WHERE id = 1`)).rows[0].currency).toBe("BDT");

      await page.goto("/dashboard/admin");
      await page.getByRole("link", { name: "Add Service" }).click();
      await expect(page.getByRole("dialog", { name: "Add New Service" }).getByRole("spinbutton", { name: "Price (BDT)" })).toBeVisible();
    } finally {
      await putCurrencyBack(saved);
    }
  });

  test("a service with live bookings is deleted by cancelling, refunding and notifying each first", async ({ page }) => {
    const name = `Retired Rinse ${tag}`;
    const service = await serviceWithBookings(name);
    await signInAsAdmin(page, "/dashboard/admin");
    await page.getByRole("link", { name: `Delete ${name} (2 live bookings)` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Delete ${name}` })).toBeVisible();
    await expect(page.getByTestId("live-booking")).toHaveCount(2);
    await page.getByRole("button", { name: "Cancel 2 bookings, then delete the service" }).click();
    await expect(page.getByText("Give a reason: the customer's email quotes it")).toBeVisible();
    await page.getByLabel("Reason (quoted in each customer's email)").fill("We no longer offer rinses. Sorry!");
    await page.getByRole("button", { name: "Cancel 2 bookings, then delete the service" }).click();
    await expect(page).toHaveURL(/\/dashboard\/admin$/);
    await expect(page.getByText("Service deleted").first()).toBeVisible();

    const rows = await pool.query(`SELECT id, status::text, "refundByHand" FROM "Booking" WHERE "serviceId" = $1`, [service.id]);
    expect(Object.fromEntries(rows.rows.map((row) => [row.id, [row.status, row.refundByHand]]))).toEqual({ [service.paid]: ["cancel", true], [service.hold]: ["cancel", false] });
    expect((await pool.query(`SELECT "isDeleted" FROM "Service" WHERE id = $1`, [service.id])).rows[0].isDeleted).toBe(true);

    // The booking's page says the refund is the shop's to make by hand, and the service's page that it is no longer offered.
    await page.goto(`/dashboard/admin/manage-bookings/${service.paid}`);
    await expect(page.getByTestId("refund-by-hand")).toContainText("Refund $40 by hand");
    await page.goto(`/service/${service.id}`);
    await expect(page.getByTestId("service-gone")).toContainText("This service is no longer offered");
  });

  test("the overview counts bay-hours used over bay-hours open, and says so", async ({ page }) => {
    await signInAsAdmin(page, "/dashboard/admin/overview");
    const figure = page.getByTestId("overview-figure").filter({ hasText: "Bay-hours used, next 7 days" });
    await expect(figure).toContainText(/\d+(\.\d)?%/);
    await expect(figure).toContainText(/of [\d.]+ hours open \(\d+ bays × opening hours\)/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the settings form asks to confirm a currency change after the server refuses it", async ({ page }) => {
    const saved = (await pool.query(`SELECT currency FROM "BusinessSettings" WHERE id = 1`)).rows[0]?.currency ?? "USD";
    try {
      await signInAsAdmin(page, "/dashboard/admin/settings");
      await page.getByLabel("Currency", { exact: true }).fill("EUR");
      await page.getByRole("button", { name: "Save settings" }).click();
      await expect(page.getByTestId("currency-change-warning")).toContainText(`Changing the currency from ${saved} to EUR does not convert prices`);
      await expect(page.getByText("Confirm the change: prices are not converted")).toBeVisible();
      await page.getByLabel("Change the currency to EUR, keeping every price's number").check();
      await page.getByRole("button", { name: "Save settings" }).click();
      await expect(page.getByText("Settings saved").first()).toBeVisible();
      expect((await pool.query(`SELECT currency FROM "BusinessSettings" WHERE id = 1`)).rows[0].currency).toBe("EUR");
    } finally {
      await putCurrencyBack(saved);
    }
  });

  test("the settings form sets a 20% deposit and lets customers pay at the shop; a service allows it alone", async ({ page }) => {
    try {
      await signInAsAdmin(page, "/dashboard/admin/settings");
      await page.getByLabel("Online payment").selectOption({ label: "A percentage of the price" });
      await page.getByLabel("Deposit percentage").fill("20");
      await page.getByLabel("Customers may pay at the shop").check();
      await page.getByRole("button", { name: "Save settings" }).click();
      await expect(page.getByText("Settings saved").first()).toBeVisible();
      expect((await pool.query(`SELECT deposit, "depositPercent", "payAtShop" FROM "BusinessSettings" WHERE id = 1`)).rows[0]).toEqual({ deposit: "percent", depositPercent: 20, payAtShop: true });
      // Saved again with the box unticked (a checkbox then sends nothing): off again.
      await page.getByLabel("Customers may pay at the shop").uncheck();
      await page.getByRole("button", { name: "Save settings" }).click();
      await expect(page.getByText("Settings saved").first()).toBeVisible();
      expect((await pool.query(`SELECT "payAtShop" FROM "BusinessSettings" WHERE id = 1`)).rows[0].payAtShop).toBe(false);

      const service = await serviceWithBookings(`Counter Polish ${tag}`);
      await page.goto(`/dashboard/admin/services/${service.id}/edit`);
      await page.getByLabel("Customers may pay for this service at the shop").check();
      await page.getByRole("button", { name: "Save Service" }).click();
      await expect(page).toHaveURL(/\/dashboard\/admin$/);
      expect((await pool.query(`SELECT "payAtShop" FROM "Service" WHERE id = $1`, [service.id])).rows[0].payAtShop).toBe(true);
    } finally {
      await changeShopSettings({ deposit: "full", payAtShop: false });
    }
  });

  test("an admin records a refund made by hand on the booking's page", async ({ page }) => {
    const service = await serviceWithBookings(`Counter Wash ${tag}`);
    await pool.query(`UPDATE "Booking" SET status = 'cancel', "refundByHand" = true WHERE id = $1`, [service.paid]);
    await signInAsAdmin(page, `/dashboard/admin/manage-bookings/${service.paid}`);
    await expect(page.getByTestId("refund-by-hand")).toContainText("Refund $40 by hand");
    await page.getByLabel("Method").selectOption("transfer");
    await page.getByLabel("Amount (at most $40)").fill("40");
    await page.getByLabel("Note (optional, kept with the booking)").fill("bKash, ref 7731");
    await page.getByRole("button", { name: "Record refund" }).click();
    await expect(page.getByText("Refund of $40 recorded")).toBeVisible();
    await expect(page.getByTestId("manual-refund")).toContainText("$40 refunded by hand (Bank or mobile transfer)");
    await expect(page.getByText("Refunded $40 by hand (Bank or mobile transfer)")).toBeVisible();
    await expect(page.getByRole("button", { name: "Record refund" })).toHaveCount(0);
  });
});
