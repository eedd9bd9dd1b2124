import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "./fixtures";
import pg from "pg";
import { mailPart, mailsTo } from "../support/mailbox";
import { expectAccessible, registerThroughApi, retireServices, showCalendarMonth, submitLogin } from "./journey-support";

/**
 * After the booking, as people do it: a customer cancels a paid booking and
 * gets the refund email; another moves theirs with the calendar and gets the
 * updated calendar file; an admin marks a customer who did not come. My
 * Bookings tells what is coming up from what is past or cancelled.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
const serviceId = randomUUID();
const serviceName = `Journey Polish ${serviceId.slice(0, 6)}`;
const emails: string[] = [];
const DAY = 86_400_000;
const isoDay = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const displayDay = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "2-digit", year: "numeric", timeZone: "UTC" }).replace(",", "");
/** The calendar labels each day like "23 November 2026, Monday". */
const dayLabel = (iso: string) => {
  const day = new Date(`${iso}T00:00:00Z`);
  return new RegExp(`^${day.getUTCDate()} ${day.toLocaleDateString("en-US", { month: "long", timeZone: "UTC" })} ${day.getUTCFullYear()},`);
};

async function insertSlot(date: string, start: string, end: string, startsAt?: Date) {
  const id = randomUUID();
  await pool.query(
    `INSERT INTO "Slot" (id, "serviceId", date, "startTime", "endTime", "startsAt", "endsAt", "updatedAt")
     VALUES ($1, $2, $3::date, $4::text, $5::text, COALESCE($6, ($3::text || ' ' || $4::text || '+00')::timestamptz), COALESCE($6 + interval '45 minutes', ($3::text || ' ' || $5::text || '+00')::timestamptz), now())`,
    [id, serviceId, date, start, end, startsAt ?? null],
  );
  return id;
}

test.beforeAll(async () => {
  await pool.query(`INSERT INTO "Service" (id, name, description, "priceCents", duration, "updatedAt") VALUES ($1, $2, 'A polish for the journeys after booking', 6500, 45, now())`, [
    serviceId,
    serviceName,
  ]);
});

test.afterAll(async () => {
  await retireServices([serviceId]);
  // The servers' workers may be writing a booking's events or emails as it is deleted: try again on a deadlock.
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

/** A customer, signed in on this page. */
async function signedInCustomer(page: Page, firstName: string) {
  const account = await registerThroughApi(page, firstName);
  emails.push(account.email);
  await page.goto("/login");
  await submitLogin(page, account.email, account.password);
  await expect(page).toHaveURL(/\/$/);
  return account;
}

/** Books a slot through the REST API on the signed-in session, then pays on the test checkout's page. */
async function bookAndPay(page: Page, slot: string) {
  const answer = await page.request.post("/api/bookings", { data: { service: serviceId, slot }, headers: { origin: new URL(page.url()).origin } });
  expect(answer.status()).toBe(201);
  const { data } = await answer.json();
  await page.goto(data.payment_url);
  await page.getByRole("button", { name: "Pay $65" }).click();
  await expect(page.getByRole("heading", { name: "Booking confirmed" })).toBeVisible();
  return data._id as string;
}

const waitForMailTo = async (to: string, subject: string) => {
  await expect.poll(async () => (await mailsTo(to)).some((mail) => mail.subject.startsWith(subject)), { timeout: 30_000 }).toBe(true);
  return (await mailsTo(to)).find((mail) => mail.subject.startsWith(subject))!;
};

test("a customer cancels a paid booking from My Bookings and receives the refund email", async ({ page }) => {
  const day = isoDay(3);
  const paidSlot = await insertSlot(day, "10:00", "10:45");
  const abandonedSlot = await insertSlot(day, "12:00", "12:45");
  const customer = await signedInCustomer(page, "Shirin");
  await bookAndPay(page, paidSlot);
  // A checkout left unpaid: it was given up.
  const abandoned = await page.request.post("/api/bookings", { data: { service: serviceId, slot: abandonedSlot }, headers: { origin: new URL(page.url()).origin } });
  expect(abandoned.status()).toBe(201);
  await pool.query(`UPDATE "Booking" SET "holdExpiresAt" = now() - interval '1 minute' WHERE id = $1`, [(await abandoned.json()).data._id]);

  // My Bookings: the paid one is upcoming, with its countdown and what can be done; the abandoned one is not, and counts nothing down.
  await page.goto("/dashboard/user/my-bookings");
  const upcoming = page.getByRole("region", { name: "Upcoming" });
  const card = upcoming.getByTestId("booking-card").filter({ hasText: serviceName });
  await expect(card).toHaveCount(1);
  await expect(card.getByText("Confirmed", { exact: true })).toBeVisible();
  await expect(card.getByText("Paid", { exact: true })).toBeVisible();
  await expect(card.getByTestId("booking-countdown")).toHaveText(/^Starts in \d+d \d+h \d+m \d+s$/);
  const past = page.getByRole("region", { name: "Past and cancelled" });
  const gone = past.getByTestId("booking-card").filter({ hasText: serviceName });
  await expect(gone.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(gone.getByTestId("booking-countdown")).toHaveCount(0);
  await expect(page.getByText(/^(pending|cancel|confirm)$/)).toHaveCount(0);

  // Cancel asks first, saying what happens to the money.
  await card.getByRole("link", { name: `Cancel ${serviceName}` }).click();
  await expect(page.getByRole("heading", { name: "Cancel this booking?" })).toBeVisible();
  await expect(page.getByText("You get $65 back in full, to the card you paid with.")).toBeVisible();
  await page.getByRole("button", { name: "Yes, cancel booking" }).click();

  await expect(page.getByRole("status")).toHaveText("Booking cancelled. $65 is refunded in full.");
  const history = page.getByTestId("booking-history");
  await expect(history.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(history.getByText("Refunded $65")).toBeVisible();

  const refund = await waitForMailTo(customer.email, "Your Spotless Car Care payment was refunded");
  expect(refund.text).toContain(`We have refunded $65 in full for your cancelled booking of ${serviceName}`);
  const cancellation = await waitForMailTo(customer.email, "Your Spotless Car Care booking was cancelled");
  expect(mailPart(cancellation.raw, "text/calendar")).toMatch(/METHOD:CANCEL/);

  await page.getByRole("link", { name: "Back to My Bookings" }).click();
  await expect(page.getByRole("region", { name: "Upcoming" }).getByTestId("booking-card").filter({ hasText: serviceName })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Past and cancelled" }).getByText("Refunded", { exact: true })).toBeVisible();
});

test("a customer moves a booking to another day with the calendar, and gets the updated calendar file", async ({ page }) => {
  const from = isoDay(4);
  const to = isoDay(5);
  const booked = await insertSlot(from, "09:00", "09:45");
  await insertSlot(to, "14:00", "14:45");
  const customer = await signedInCustomer(page, "Arif");
  const bookingId = await bookAndPay(page, booked);

  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  await page.goto("/dashboard/user/my-bookings");
  const card = page.getByTestId("booking-card").filter({ hasText: serviceName });
  await card.getByRole("link", { name: `Reschedule ${serviceName}` }).click();
  await expect(page.getByRole("heading", { name: "Move your booking" })).toBeVisible();
  await expect(page.getByTestId("current-time")).toHaveText(`${serviceName}, ${displayDay(from)} at 09:00`);

  await showCalendarMonth(page, to);
  await page.getByRole("button", { name: dayLabel(to) }).click();
  await expect(page).toHaveURL(new RegExp(`/reschedule\\?date=${to}$`));
  await page.getByRole("button", { name: "14:00 to 14:45" }).click();
  await page.getByRole("button", { name: "Move to this time" }).click();

  await expect(page).toHaveURL(new RegExp(`/dashboard/user/my-bookings/${bookingId}\\?done=rescheduled$`));
  await expect(page.getByRole("status")).toHaveText("Booking moved to the new time");
  await expect(page.getByText(displayDay(to), { exact: true })).toBeVisible();
  await expect(page.getByText("14:00 – 14:45")).toBeVisible();
  await expect(page.getByTestId("booking-history").getByText(`Moved from ${displayDay(from)} at 09:00 to ${displayDay(to)} at 14:00`)).toBeVisible();

  const moved = await waitForMailTo(customer.email, "Your Spotless Car Care booking has moved");
  const calendar = mailPart(moved.raw, "text/calendar")!.replace(/\r?\n /g, "");
  expect(calendar).toContain(`UID:${bookingId}@spotless`);
  expect(calendar).toContain("SEQUENCE:1");
  expect(calendar).toContain(`DTSTART:${to.replace(/-/g, "")}T1400`);
  // The page the picker sits on renders the same in the browser as on the server.
  expect(errors.filter((error) => /hydrat/i.test(error))).toEqual([]);
  // Still one payment: nothing more to pay.
  const { rows } = await pool.query(`SELECT "amountCents", payment FROM "Booking" WHERE id = $1`, [bookingId]);
  expect(rows).toEqual([{ amountCents: 6500, payment: "paid" }]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a customer moves a booking with the calendar, then cancels it, with plain HTML forms", async ({ page }) => {
    const from = isoDay(6);
    const to = isoDay(7);
    const booked = await insertSlot(from, "09:00", "09:45");
    await insertSlot(to, "11:00", "11:45");
    await signedInCustomer(page, "Nadia");
    const bookingId = await bookAndPay(page, booked);

    await page.goto(`/dashboard/user/my-bookings/${bookingId}`);
    await page.getByRole("link", { name: `Reschedule ${serviceName}` }).click();
    await expect(page.getByRole("heading", { name: "Move your booking" })).toBeVisible();
    // A day of the calendar is a GET of this page with ?date=, a slot one with ?date=&slot=.
    await showCalendarMonth(page, to);
    await page.getByRole("button", { name: dayLabel(to) }).click();
    await expect(page).toHaveURL(new RegExp(`/reschedule\\?date=${to}$`));
    await page.getByRole("button", { name: "11:00 to 11:45" }).click();
    await expect(page).toHaveURL(new RegExp(`/reschedule\\?date=${to}&slot=`));
    await expect(page.getByRole("button", { name: "11:00 to 11:45" })).toHaveAttribute("aria-pressed", "true");
    // Moving is a POST to the server action; the answer leads to the booking's page.
    await page.getByRole("button", { name: "Move to this time" }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/user/my-bookings/${bookingId}\\?done=rescheduled$`));
    await expect(page.getByRole("status")).toHaveText("Booking moved to the new time");
    await expect(page.getByText("11:00 – 11:45")).toBeVisible();

    await page.getByRole("link", { name: `Cancel ${serviceName}` }).click();
    await expect(page.getByRole("heading", { name: "Cancel this booking?" })).toBeVisible();
    await page.getByRole("button", { name: "Yes, cancel booking" }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/user/my-bookings/${bookingId}\\?done=cancelled$`));
    await expect(page.getByRole("status")).toHaveText("Booking cancelled. $65 is refunded in full.");
    const { rows } = await pool.query(`SELECT status, payment FROM "Booking" WHERE id = $1`, [bookingId]);
    expect(rows).toEqual([{ status: "cancel", payment: "refunded" }]);
  });
});

test("an admin marks a customer who did not come as a no-show, and User Management counts it", async ({ page }) => {
  // A paid booking whose slot started half an hour ago.
  const account = await registerThroughApi(page, "Tareq");
  emails.push(account.email);
  const { rows: users } = await pool.query(`SELECT id FROM "User" WHERE email = $1`, [account.email]);
  const started = new Date(Date.now() - 30 * 60_000);
  const slot = await insertSlot(started.toISOString().slice(0, 10), started.toISOString().slice(11, 16), new Date(started.getTime() + 45 * 60_000).toISOString().slice(11, 16), started);
  await pool.query(`UPDATE "Slot" SET status = 'booked' WHERE id = $1`, [slot]);
  await pool.query(
    `INSERT INTO "Booking" (id, "customerId", "serviceId", "slotId", "amountCents", payment, status, "paidAt", "paymentProvider", "updatedAt")
     VALUES (gen_random_uuid(), $1, $2, $3, 6500, 'paid', 'confirm', now(), 'test', now())`,
    [users[0].id, serviceId, slot],
  );

  await page.goto("/dashboard/admin/manage-bookings");
  await submitLogin(page, "admin@spotless.test", "Admin#2026");
  await expect(page).toHaveURL(/\/dashboard\/admin\/manage-bookings$/);
  await page.getByRole("link", { name: "All dates" }).click();
  await expect(page).toHaveURL(/sort=slot/);
  // The address changes before the new view has rendered: wait for it, or the filters sent next are the old view's
  // (from today, which leaves out this booking when its slot began before midnight).
  await expect(page.getByRole("link", { name: "All dates" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByLabel("From", { exact: true })).toHaveValue("");
  await page.getByLabel("Customer").fill(account.email);
  await page.getByRole("button", { name: "Show bookings" }).click();
  const row = page.getByTestId("booking-row").filter({ hasText: serviceName });
  await expect(row).toHaveCount(1);
  await row.getByRole("link", { name: `Open the booking of Tareq: ${serviceName}` }).click();

  await expect(page.getByRole("heading", { name: `Tareq Akter: ${serviceName}` })).toBeVisible();
  await page.getByRole("button", { name: "Mark no-show" }).click();
  await expect(page.getByRole("status")).toHaveText("Booking status updated");
  await expect(page.getByText("No-show", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark no-show" })).toBeDisabled();
  await expect(page.getByTestId("booking-history").getByText("Marked as no-show")).toBeVisible();
  await expect(page.getByTestId("booking-history").locator("li").last()).toContainText("by Ayesha Rahman");

  await page.goto(`/dashboard/admin/manage-user?searchTerm=${encodeURIComponent(account.email)}`);
  const userCard = page.getByTestId("user-card").filter({ hasText: account.email });
  await expect(userCard.getByTestId("no-shows")).toHaveText("1 no-show");
});

test("the pages after the booking meet WCAG A/AA, for the customer and the admin", async ({ page, browser, baseURL }) => {
  // Five pages, two themes each.
  test.setTimeout(180_000);
  const { rows } = await pool.query(
    `SELECT b.id FROM "Booking" b JOIN "User" u ON u.id = b."customerId" JOIN "Slot" s ON s.id = b."slotId"
     WHERE u.email = 'customer@spotless.test' AND b.status = 'confirm' AND s."startsAt" > now() + interval '2 days' ORDER BY s."startsAt" LIMIT 1`,
  );
  const id = rows[0].id as string;
  await page.goto("/login");
  await submitLogin(page, "customer@spotless.test", "Customer#2026");
  await expect(page).toHaveURL(/\/$/);
  for (const path of [`/dashboard/user/my-bookings/${id}`, `/dashboard/user/my-bookings/${id}/cancel`, `/dashboard/user/my-bookings/${id}/reschedule`]) await expectAccessible(page, path);

  const admin = await (await browser.newContext({ baseURL })).newPage();
  await admin.goto("/login");
  await submitLogin(admin, "admin@spotless.test", "Admin#2026");
  await expect(admin).toHaveURL(/\/dashboard\/admin$/);
  for (const path of [`/dashboard/admin/manage-bookings/${id}`, `/dashboard/admin/manage-bookings/${id}/cancel`]) await expectAccessible(admin, path);
  await admin.context().close();
});
