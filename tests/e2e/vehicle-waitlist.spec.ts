import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "./fixtures";
import pg from "pg";
import { insertJourneyService, registerThroughApi, removeJourneyServices, submitLogin } from "./journey-support";

/**
 * The waitlist with a car (docs/vehicles.md): a customer picks an SUV and an
 * add-on on a service page whose 09:00 is full, joins its waitlist from
 * there, and, once the holder lets the place go, is offered it for the SUV:
 * the checkout the offer leads to shows the SUV's lines and total (whatever
 * its address says), and Pay Now pays that; with JavaScript and without.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
const emails: string[] = [];
const serviceId = randomUUID();
const serviceName = `Queue Wash ${serviceId.slice(0, 6)}`;
const polishId = randomUUID();
const SUV = "SUV / Crossover";
const days: Record<"js" | "plain", string> = { js: "", plain: "" };

test.beforeAll(async () => {
  days.js = new Date(Date.now() + 47 * 86_400_000).toISOString().slice(0, 10);
  days.plain = new Date(Date.now() + 48 * 86_400_000).toISOString().slice(0, 10);
  // $40 and 45 minutes for the default class; $55 and 75 minutes for an SUV; a polish of $20 ($25 for an SUV).
  await insertJourneyService(
    pool,
    { id: serviceId, name: serviceName, description: "A wash with a queue", priceCents: 4000, duration: 45 },
    Object.values(days).map((date) => ({ date, start: "09:00", end: "09:45" })),
  );
  await pool.query(`UPDATE "Slot" SET capacity = 1 WHERE "serviceId" = $1`, [serviceId]);
  const [{ id: suvId }] = (await pool.query(`SELECT id FROM "VehicleClass" WHERE name = $1`, [SUV])).rows;
  await pool.query(`INSERT INTO "ServicePrice" ("serviceId", "vehicleClassId", "priceCents", duration) VALUES ($1, $2, 5500, 75)`, [serviceId, suvId]);
  await pool.query(`INSERT INTO "AddOn" (id, name, description, "priceCents", minutes, "serviceIds", position, "updatedAt") VALUES ($1, 'Hand polish', 'By hand', 2000, 30, ARRAY[$2]::uuid[], 0, now())`, [polishId, serviceId]);
  await pool.query(`INSERT INTO "AddOnPrice" ("addOnId", "vehicleClassId", "priceCents") VALUES ($1, $2, 2500)`, [polishId, suvId]);
});

test.afterAll(async () => {
  await pool.query(`DELETE FROM "WaitlistEntry" WHERE "slotId" IN (SELECT id FROM "Slot" WHERE "serviceId" = $1)`, [serviceId]);
  await removeJourneyServices(pool, [serviceId]);
  await pool.query(`DELETE FROM "AddOn" WHERE id = $1`, [polishId]);
  if (emails.length) await pool.query(`DELETE FROM "User" WHERE email = ANY($1::text[])`, [emails]);
  await pool.end();
});

/** A customer through the API, signed in for the API (their token) and, in `page`, through the login form. */
async function customer(page: Page, firstName: string, signIn: boolean) {
  const account = await registerThroughApi(page, firstName);
  emails.push(account.email);
  const login = await page.request.post("/api/auth/login", { data: { email: account.email, password: account.password }, headers: { "x-forwarded-for": `10.249.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });
  if (signIn) {
    await page.goto("/login");
    await submitLogin(page, account.email, account.password);
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  }
  return { ...account, token: (await login.json()).accessToken as string };
}

for (const javaScript of [true, false]) {
  test.describe(javaScript ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: javaScript });

    test(`a customer waits for a full time with an SUV and a polish, and is offered the place for them (${javaScript ? "with" : "without"} JavaScript)`, async ({ page }) => {
      const day = javaScript ? days.js : days.plain;
      const slotId = (await pool.query(`SELECT id FROM "Slot" WHERE "serviceId" = $1 AND date = $2::date`, [serviceId, day])).rows[0].id as string;
      const holder = await customer(page, "Holder", false);
      const held = await page.request.post("/api/bookings", { data: { service: serviceId, slot: slotId }, headers: { authorization: `Bearer ${holder.token}` } });
      expect(held.status()).toBe(201);
      const waiter = await customer(page, "Rumana", true);

      // The SUV and the polish chosen on the service page; 09:00 is full, and the waitlist takes the choice.
      await page.goto(`/service/${serviceId}?date=${day}`);
      const choice = page.getByTestId("vehicle-choice");
      await choice.getByRole("radio", { name: new RegExp(`^${SUV.replace("/", "\\/")}`) }).check();
      await choice.getByRole("checkbox", { name: /Hand polish/ }).check();
      if (!javaScript) await choice.getByRole("button", { name: "Update price and times" }).click();
      await expect(page.getByTestId("choice-total")).toHaveText("$80 · 105 min");
      const full = page.getByTestId("full-slots");
      await full.getByRole("button", { name: "Join the waitlist for 09:00" }).click();
      await expect(full).toContainText("On the waitlist");
      const [entry] = (await pool.query(`SELECT v.name AS "vehicleClass", w."addOnIds" FROM "WaitlistEntry" w JOIN "VehicleClass" v ON v.id = w."vehicleClassId" JOIN "User" u ON u.id = w."customerId" WHERE u.email = $1`, [waiter.email])).rows;
      expect(entry).toEqual({ vehicleClass: SUV, addOnIds: [polishId] });

      // The holder lets the place go: it is offered to the SUV, priced and timed for it.
      const cancelled = await page.request.post(`/api/my-bookings/${(await held.json()).data._id}/cancel`, { headers: { authorization: `Bearer ${holder.token}` } });
      expect(cancelled.status()).toBe(200);
      await expect
        .poll(async () => (await pool.query(`SELECT b."amountCents", b."extraMinutes" FROM "Booking" b JOIN "User" u ON u.id = b."customerId" WHERE u.email = $1 AND b.status = 'pending'`, [waiter.email])).rows, { timeout: 30_000 })
        .toEqual([{ amountCents: 8000, extraMinutes: 60 }]);

      // The offer's link names only the service and the time: the checkout shows the held SUV's lines, and Pay Now pays them.
      await page.goto(`/procced-booking?service=${serviceId}&slot=${slotId}`);
      const booking = page.locator("[aria-labelledby=your-booking]");
      await expect(booking).toContainText(SUV);
      await expect(booking).toContainText("Add-on: Hand polish$25");
      await expect(booking).toContainText("09:00 to 10:45");
      await expect(page.getByTestId("booking-total")).toHaveText("$80");
      await page.getByRole("button", { name: "Pay Now" }).click();
      await expect(page).toHaveURL(/\/checkout\/test\/test_cs_/);
      await page.getByRole("button", { name: "Pay $80" }).click();
      await expect(page.getByRole("heading", { name: "Booking confirmed" })).toBeVisible();
    });
  });
}
