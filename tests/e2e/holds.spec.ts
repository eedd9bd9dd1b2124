import { randomUUID } from "node:crypto";
import pg from "pg";
import { expect, test } from "./fixtures";
import { expectAccessible, insertJourneyService, journeyEmail, registerThroughApi, removeJourneyServices, submitLogin } from "./journey-support";

/**
 * The shop sees who holds places without paying, and from where: two
 * customers hold three places from one address; on the Holds page (with
 * JavaScript and without) the admin sees them with the address and the
 * counts, and releases one, which frees its place.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
const serviceId = randomUUID();
const serviceName = `Held polish ${serviceId.slice(0, 6)}`;
const emails: string[] = [];
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
let day: string;

test.beforeAll(async () => {
  day = isoDay(4);
  await insertJourneyService(
    pool,
    { id: serviceId, name: serviceName, description: "A polish whose places are held and released.", priceCents: 3500, duration: 30 },
    ["08", "09", "10", "11", "12", "13"].map((hour) => ({ date: day, start: `${hour}:00`, end: `${hour}:30` })),
  );
});

test.afterAll(async () => {
  await removeJourneyServices(pool, [serviceId]);
  if (emails.length) await pool.query(`DELETE FROM "User" WHERE email = ANY($1::text[])`, [emails]);
  await pool.end();
});

for (const javaScriptEnabled of [false, true]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";

  test.describe(mode, () => {
    test.use({ javaScriptEnabled });

    test(`an admin sees the live holds of one address and releases one (${mode})`, async ({ page }) => {
      test.setTimeout(90_000);
      const address = `10.248.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const slots = (await pool.query<{ id: string }>(`SELECT id FROM "Slot" WHERE "serviceId" = $1 ORDER BY "startsAt"`, [serviceId])).rows.map((row) => row.id);
      const taken = javaScriptEnabled ? slots.slice(3, 6) : slots.slice(0, 3);
      const holders = [];
      for (const name of ["Hasan", "Hena"]) {
        const account = await registerThroughApi(page, name, journeyEmail(name.toLowerCase()));
        emails.push(account.email);
        const login = await page.request.post("/api/auth/login", { data: { email: account.email, password: account.password }, headers: { "x-forwarded-for": address } });
        holders.push({ ...account, token: (await login.json()).accessToken as string });
      }
      const held: string[] = [];
      for (const [i, slot] of taken.entries()) {
        const answer = await page.request.post("/api/bookings", { data: { service: serviceId, slot }, headers: { authorization: `Bearer ${holders[i === 2 ? 1 : 0].token}`, "x-forwarded-for": address } });
        expect(answer.status()).toBe(201);
        held.push((await answer.json()).data._id);
      }

      await page.goto("/dashboard/admin/holds");
      await submitLogin(page, "admin@spotless.test", "Admin#2026");
      await expect(page).toHaveURL(/\/dashboard\/admin\/holds$/);
      await expect(page.getByRole("heading", { name: "Holds", level: 1 })).toBeVisible();
      const rows = page.getByTestId("hold-row").filter({ hasText: address });
      await expect(rows).toHaveCount(3);
      await expect(rows.filter({ hasText: "Hasan" })).toHaveCount(2);
      await expect(rows.first()).toContainText("3 from this address");
      await expect(rows.filter({ hasText: "Hasan" }).first()).toContainText("2 by this customer");

      const released = rows.filter({ hasText: "Hena" });
      await released.getByRole("button", { name: /^Release the hold of Hena Akter/ }).click();
      await expect(page.getByRole("status").filter({ hasText: "Hold released" })).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard\/admin\/holds\?done=released$/);
      await expect(page.getByTestId("hold-row").filter({ hasText: address })).toHaveCount(2);
      await expect(page.getByTestId("hold-row").filter({ hasText: address }).first()).toContainText("2 from this address");
      const { rows: after } = await pool.query(`SELECT status FROM "Booking" WHERE id = $1`, [held[2]]);
      expect(after).toEqual([{ status: "cancel" }]);
      if (javaScriptEnabled) await expectAccessible(page, "/dashboard/admin/holds");
    });
  });
}
