import { randomUUID } from "node:crypto";
import { expect, test } from "./fixtures";
import pg from "pg";
import { registerThroughApi, retireServices, submitLogin } from "./journey-support";

/**
 * The countdowns count to a slot's start, then while it runs to its end (the
 * old site counted to the end only, which sent customers late). The browser's
 * clock is fixed, so the exact text can be checked.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
const serviceId = randomUUID();
let email = "";

test.afterAll(async () => {
  await retireServices([serviceId]);
  await pool.query(`DELETE FROM "Booking" WHERE "serviceId" = $1`, [serviceId]);
  await pool.query(`DELETE FROM "Slot" WHERE "serviceId" = $1`, [serviceId]);
  await pool.query(`DELETE FROM "Service" WHERE id = $1`, [serviceId]);
  if (email) await pool.query(`DELETE FROM "User" WHERE email = $1`, [email]);
  await pool.end();
});

const MINUTE = 60_000;

test("the next slot counts down to its start, then to its end while it runs", async ({ page }) => {
  const account = await registerThroughApi(page, "Tahmid");
  email = account.email;
  const { rows: users } = await pool.query(`SELECT id FROM "User" WHERE email = $1`, [email]);

  // A paid, confirmed 12:00 to 13:00 booking three days ahead (UTC: the suite's business time zone).
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const startsAt = new Date(`${day}T12:00:00Z`);
  const slotId = randomUUID();
  await pool.query(`INSERT INTO "Service" (id, name, description, "priceCents", duration, "updatedAt") VALUES ($1, $2, 'Countdown fixture', 4000, 60, now())`, [
    serviceId,
    `Countdown Wash ${serviceId.slice(0, 6)}`,
  ]);
  await pool.query(
    `INSERT INTO "Slot" (id, "serviceId", date, "startTime", "endTime", "startsAt", "endsAt", status, "updatedAt")
     VALUES ($1, $2, $3::date, '12:00', '13:00', $4, $5, 'booked', now())`,
    [slotId, serviceId, day, startsAt, new Date(startsAt.getTime() + 60 * MINUTE)],
  );
  await pool.query(
    `INSERT INTO "Booking" (id, "customerId", "serviceId", "slotId", "amountCents", payment, status, "paidAt", "updatedAt")
     VALUES (gen_random_uuid(), $1, $2, $3, 4000, 'paid', 'confirm', now(), now())`,
    [users[0].id, serviceId, slotId],
  );

  await page.goto("/login");
  await submitLogin(page, account.email, account.password);
  await expect(page.getByText("Successfully logged in")).toBeVisible();

  // 08:28 on the day: three and a half hours to go, not the four and a half to the slot's end.
  await page.clock.setFixedTime(new Date(startsAt.getTime() - (3 * 60 + 32) * MINUTE));
  await page.goto("/");
  await expect(page.getByTestId("next-slot").first()).toHaveText("Next Slot: Starts in 0d 3h 32m 0s");
  await page.goto("/dashboard/user/my-bookings");
  await expect(page.getByTestId("booking-countdown")).toHaveText("Starts in 0d 3h 32m 0s");

  // 12:15, while the slot runs: its end.
  await page.clock.setFixedTime(new Date(startsAt.getTime() + 15 * MINUTE));
  await page.reload();
  await expect(page.getByTestId("booking-countdown")).toHaveText("Ends in 0d 0h 45m 0s");
  await page.goto("/");
  await expect(page.getByTestId("next-slot").first()).toHaveText("Next Slot: Ends in 0d 0h 45m 0s");
});
