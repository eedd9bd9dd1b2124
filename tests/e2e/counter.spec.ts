import { randomUUID } from "node:crypto";
import pg from "pg";
import { expect, test } from "./fixtures";
import { expectAccessible, registerThroughApi, removeJourneyServices, screenshotAtWidths, submitLogin } from "./journey-support";

/**
 * The counter: an admin checks in today's customer as they arrive, and marks
 * a booking that ended without a check-in a no-show from the To settle list
 * (with JavaScript and without). Until the shop says so, or its grace for
 * settling runs out, the ended booking stays confirmed.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
// A service for each mode: their slots are made at the same times, and one service's slots never overlap.
const serviceIds = { withJavaScript: randomUUID(), withoutJavaScript: randomUUID() };
const emails: string[] = [];
const MINUTE = 60_000;

test.beforeAll(async () => {
  for (const serviceId of Object.values(serviceIds)) {
    await pool.query(`INSERT INTO "Service" (id, name, description, "priceCents", duration, "updatedAt") VALUES ($1, $2, 'Washed while the counter watches.', 3000, 60, now())`, [serviceId, `Counter wash ${serviceId.slice(0, 6)}`]);
  }
});

test.afterAll(async () => {
  await removeJourneyServices(pool, Object.values(serviceIds));
  if (emails.length) await pool.query(`DELETE FROM "User" WHERE email = ANY($1::text[])`, [emails]);
  await pool.end();
});

/** A booked slot of an hour from `startsAt` (the suite's shop is in UTC), with a paid booking of `customerId`. */
async function paidBooking(serviceId: string, customerId: string, startsAt: Date): Promise<string> {
  const slotId = randomUUID();
  const endsAt = new Date(startsAt.getTime() + 60 * MINUTE);
  const hhmm = (at: Date) => at.toISOString().slice(11, 16);
  await pool.query(
    `INSERT INTO "Slot" (id, "serviceId", date, "startTime", "endTime", "startsAt", "endsAt", status, "updatedAt") VALUES ($1, $2, $3::date, $4, $5, $6, $7, 'booked', now())`,
    [slotId, serviceId, startsAt.toISOString().slice(0, 10), hhmm(startsAt), hhmm(endsAt), startsAt, endsAt],
  );
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO "Booking" (id, "customerId", "serviceId", "slotId", "amountCents", payment, status, "paidAt", "updatedAt")
     VALUES (gen_random_uuid(), $1, $2, $3, 3000, 'paid', 'confirm', now(), now()) RETURNING id`,
    [customerId, serviceId, slotId],
  );
  return rows[0].id;
}

const customerId = async (email: string) => (await pool.query<{ id: string }>(`SELECT id FROM "User" WHERE email = $1`, [email])).rows[0].id;

for (const javaScriptEnabled of [false, true]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";

  test.describe(mode, () => {
    test.use({ javaScriptEnabled });

    test(`an admin checks in today's customer and marks an ended booking a no-show (${mode})`, async ({ page }) => {
      test.setTimeout(90_000);
      const arriving = await registerThroughApi(page, javaScriptEnabled ? "Rumana" : "Tahmid");
      const absent = await registerThroughApi(page, javaScriptEnabled ? "Sabbir" : "Selina");
      emails.push(arriving.email, absent.email);
      const now = Date.now();
      const startOfToday = new Date(new Date(now).toISOString().slice(0, 10) + "T00:00:00Z").getTime();
      const serviceId = javaScriptEnabled ? serviceIds.withJavaScript : serviceIds.withoutJavaScript;
      // Today's slot: started a little while ago (never before today) and still running.
      const todayBooking = await paidBooking(serviceId, await customerId(arriving.email), new Date(Math.max(startOfToday, now - 30 * MINUTE)));
      const endedBooking = await paidBooking(serviceId, await customerId(absent.email), new Date(now - 3 * 60 * MINUTE));

      await page.goto("/dashboard/admin/counter");
      await submitLogin(page, "admin@spotless.test", "Admin#2026");
      await expect(page).toHaveURL(/\/dashboard\/admin\/counter$/);
      await expect(page.getByRole("heading", { name: "Counter", level: 1 })).toBeVisible();
      // By full name: the demo's customers have bookings today too.
      const toSettle = page.getByTestId("to-settle-row").filter({ hasText: `${absent.firstName} ${absent.lastName}` });
      const today = page.getByTestId("today-row").filter({ hasText: `${arriving.firstName} ${arriving.lastName}` });
      await expect(toSettle).toHaveCount(1);
      await expect(today).toHaveCount(1);

      if (javaScriptEnabled) {
        await screenshotAtWidths(page, "counter");
      }

      await today.getByRole("button", { name: new RegExp(`^Check in ${arriving.firstName} Akter`) }).click();
      await expect(page).toHaveURL(/\/dashboard\/admin\/counter\?done=checked-in$/);
      await expect(page.getByRole("status").filter({ hasText: "Customer checked in." })).toBeVisible();
      await expect(page.getByTestId("today-row").filter({ hasText: arriving.firstName })).toContainText("Checked in at");
      const checked = await pool.query(`SELECT "checkedInAt" IS NOT NULL AS in, status::text FROM "Booking" WHERE id = $1`, [todayBooking]);
      expect(checked.rows).toEqual([{ in: true, status: "confirm" }]);

      await toSettle.getByRole("button", { name: new RegExp(`^No-show: ${absent.firstName} Akter`) }).click();
      await expect(page).toHaveURL(/\/dashboard\/admin\/counter\?done=no-show$/);
      await expect(page.getByRole("status").filter({ hasText: "Marked as a no-show." })).toBeVisible();
      await expect(page.getByTestId("to-settle-row").filter({ hasText: absent.firstName })).toHaveCount(0);
      const settled = await pool.query(`SELECT status::text FROM "Booking" WHERE id = $1`, [endedBooking]);
      // As stored: the schema maps no_show to "no-show".
      expect(settled.rows).toEqual([{ status: "no-show" }]);
      if (javaScriptEnabled) await expectAccessible(page, "/dashboard/admin/counter");
    });
  });
}
