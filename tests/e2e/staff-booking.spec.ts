import { randomUUID } from "node:crypto";
import pg from "pg";
import { expect, test, type Page } from "./fixtures";
import { expectAccessible, insertJourneyService, removeJourneyServices, screenshotAtWidths, submitLogin } from "./journey-support";

/**
 * New booking at the counter: an admin's Book This Service leads to it with the service and time
 * chosen; the admin books a customer on the phone (name and phone only) and takes the payment at
 * the counter; then, without JavaScript, finds a customer by their phone typed another way, books
 * them a walk-in now and hands them the payment link, which the customer pays through the checkout.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
const tag = randomUUID().slice(0, 6);
const services = { byPhone: randomUUID(), walkIn: randomUUID() };
const phoneCustomer = { name: `Nasrin Phone${tag}`, phone: "+8801711224466" };
const walkInCustomer = { id: randomUUID(), firstName: "Karim", lastName: `Walkin${tag}`, phone: "+8801911335577" };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
let openingHours: unknown;
let token = "";

async function adminToken(): Promise<string> {
  const login = await fetch(`${process.env.BASE_URL}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `10.253.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    body: JSON.stringify({ email: "admin@spotless.test", password: "Admin#2026" }),
  });
  return (await login.json()).accessToken;
}

/** Business settings, through the API (so that the server's copy of the settings changes at once). */
async function putSettings(fields: Record<string, unknown>) {
  const answer = await fetch(`${process.env.BASE_URL}/api/settings`, {
    method: "PUT",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(fields),
  });
  expect(answer.status).toBe(200);
}
const putOpeningHours = (hours: unknown) => putSettings({ openingHours: hours });

test.beforeAll(async () => {
  await insertJourneyService(pool, { id: services.byPhone, name: `Phone polish ${tag}`, description: "Booked on the phone.", priceCents: 4500, duration: 60 }, [{ date: day(2), start: "11:00", end: "12:00" }]);
  await insertJourneyService(pool, { id: services.walkIn, name: `Walk-in rinse ${tag}`, description: "Done while they wait.", priceCents: 1500, duration: 30 }, []);
  await pool.query(`INSERT INTO "User" (id, "firstName", "lastName", phone, "passwordHash", "updatedAt") VALUES ($1, $2, $3, $4, 'not-a-hash', now())`, [
    walkInCustomer.id,
    walkInCustomer.firstName,
    walkInCustomer.lastName,
    walkInCustomer.phone,
  ]);
  // A walk-in is booked at the real time of the run: the shop is open all day, every day, meanwhile.
  token = await adminToken();
  openingHours = (await (await fetch(`${process.env.BASE_URL}/api/settings`)).json()).data.openingHours;
  await putOpeningHours([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: "00:00", close: "23:59", closed: false })));
});

test.afterAll(async () => {
  if (openingHours) await putOpeningHours(openingHours);
  await removeJourneyServices(pool, Object.values(services));
  await pool.query(`DELETE FROM "User" WHERE id = $1 OR phone = $2`, [walkInCustomer.id, phoneCustomer.phone]);
  await pool.end();
});


test("an admin's Book This Service books a phone customer, paid at the counter", async ({ page }) => {
  test.setTimeout(120_000);
  const slotId = (await pool.query<{ id: string }>(`SELECT id FROM "Slot" WHERE "serviceId" = $1`, [services.byPhone])).rows[0].id;
  await page.goto("/login");
  await submitLogin(page, "admin@spotless.test", "Admin#2026");
  await expect(page).toHaveURL(/\/dashboard\/admin/);

  await page.goto(`/service/${services.byPhone}?date=${day(2)}&slot=${slotId}`);
  await page.getByRole("button", { name: "Book This Service" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/admin/counter/new\\?service=${services.byPhone}&slot=${slotId}$`));
  await expect(page.getByLabel("Service", { exact: true })).toHaveValue(services.byPhone);
  await expect(page.getByRole("radio", { name: "11:00–12:00" })).toBeChecked();
  await screenshotAtWidths(page, "new-booking");

  await page.getByLabel("Full name", { exact: true }).fill(phoneCustomer.name);
  await page.getByLabel("Phone", { exact: true }).fill("01711-224466");
  await page.getByRole("radio", { name: "Paid at the counter: cash" }).check();
  await page.getByRole("button", { name: "Book", exact: true }).click();

  await expect(page).toHaveURL(/\/dashboard\/admin\/counter\/new\/done\?booking=/);
  const outcome = page.getByRole("status").filter({ hasText: "Paid at the counter" });
  await expect(outcome).toContainText("Paid at the counter (cash). The booking is confirmed.");
  await expect(outcome).toContainText("The customer has no email: nothing is sent.");
  const bookingId = new URL(page.url()).searchParams.get("booking");
  const { rows } = await pool.query(
    `SELECT k.status::text, k.payment::text, k."paymentProvider", k."counterPaymentMethod", u.email, u.phone, u."firstName", u."lastName"
     FROM "Booking" k JOIN "User" u ON u.id = k."customerId" WHERE k.id = $1 AND k."slotId" = $2`,
    [bookingId, slotId],
  );
  expect(rows).toEqual([{ status: "confirm", payment: "paid", paymentProvider: "counter", counterPaymentMethod: "cash", email: null, phone: phoneCustomer.phone, firstName: "Nasrin", lastName: `Phone${tag}` }]);
  await screenshotAtWidths(page, "booked-at-counter");
  await expectAccessible(page, `/dashboard/admin/counter/new?service=${services.walkIn}`);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an admin books a walk-in now for a customer found by phone and hands them the payment link", async ({ page }) => {
    test.setTimeout(120_000);
    // A walk-in starts now and must end within the shop's day (open 00:00–23:59). In the UTC day's last 45 minutes
    // the shop keeps, for this test, a zone two hours behind (no daylight saving), where the day still has room.
    const minute = new Date().getUTCHours() * 60 + new Date().getUTCMinutes();
    const lateInDay = minute >= 23 * 60 + 15;
    const zone = (await (await fetch(`${process.env.BASE_URL}/api/settings`)).json()).data.timeZone as string;
    if (lateInDay) await putSettings({ timeZone: "Atlantic/South_Georgia", confirmTimeZoneChange: true });
    try {
      await bookWalkIn(page);
    } finally {
      if (lateInDay) await putSettings({ timeZone: zone, confirmTimeZoneChange: true });
    }
  });
});

/** New booking's walk-in, for a customer found by phone, paid by a link (the test above). */
async function bookWalkIn(page: Page) {
  await page.goto("/dashboard/admin/counter");
  await submitLogin(page, "admin@spotless.test", "Admin#2026");
  await expect(page).toHaveURL(/\/dashboard\/admin\/counter$/);
  await page.getByRole("link", { name: "New booking" }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/counter\/new$/);

  // The phone as the customer says it, not as it is stored.
  await page.getByLabel("Find a customer").fill("019 1133 5577");
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("link", { name: `Book for Karim Walkin${tag}` }).click();
  await expect(page.getByTestId("staff-booking-customer")).toContainText(`Karim Walkin${tag}`);

  await page.getByLabel("Service", { exact: true }).selectOption(services.walkIn);
  await page.getByRole("button", { name: "Show times" }).click();
  const before = Date.now();
  await page.getByRole("radio", { name: /^Walk-in: now/ }).check();
  await page.getByRole("radio", { name: /^Send a payment link/ }).check();
  await page.getByRole("button", { name: "Book", exact: true }).click();

  await expect(page).toHaveURL(/\/dashboard\/admin\/counter\/new\/done\?booking=/);
  await expect(page.getByRole("status").filter({ hasText: "payment link" })).toContainText("The customer has no email: read out or send them this payment link.");
  const link = await page.getByTestId("payment-link").inputValue();
  expect(link).toContain("/checkout/test/");
  const bookingId = new URL(page.url()).searchParams.get("booking");
  const { rows } = await pool.query<{ status: string; customerId: string; startsAt: Date; bays: number }>(
    `SELECT k.status::text, k."customerId", s."startsAt",
            (SELECT count(*)::int FROM "Booking" o WHERE o."bayId" = k."bayId" AND o.status IN ('pending', 'confirm')
               AND tstzrange(o."occupiedFrom", o."occupiedUntil") && tstzrange(k."occupiedFrom", k."occupiedUntil")) AS bays
     FROM "Booking" k JOIN "Slot" s ON s.id = k."slotId" WHERE k.id = $1`,
    [bookingId],
  );
  expect(rows[0]).toMatchObject({ status: "pending", customerId: walkInCustomer.id, bays: 1 });
  // From the next five-minute step after the booking was asked for.
  expect(rows[0].startsAt.getTime()).toBeGreaterThan(before - 5 * 60_000);
  expect(rows[0].startsAt.getTime()).toBeLessThanOrEqual(Date.now() + 5 * 60_000);
  expect(rows[0].startsAt.getTime() % (5 * 60_000)).toBe(0);

  // The customer pays through the checkout, with no session of their own.
  await page.context().clearCookies();
  await page.goto(link);
  await page.getByRole("button", { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/\/booking\/paid$/);
  await expect(page.getByRole("heading", { name: "Thank you" })).toBeVisible();
  const paid = await pool.query(`SELECT status::text, payment::text FROM "Booking" WHERE id = $1`, [bookingId]);
  expect(paid.rows).toEqual([{ status: "confirm", payment: "paid" }]);
}
