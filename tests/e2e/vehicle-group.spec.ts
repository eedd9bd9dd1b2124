import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "./fixtures";
import pg from "pg";
import { expectAccessible, insertJourneyService, registerThroughApi, removeJourneyServices, screenshotAtWidths, submitLogin } from "./journey-support";

/**
 * Several cars in one visit (docs/vehicles.md): a customer with a saved SUV and a saved hatchback picks
 * both on the service page ("Add another car"; a third car added and removed again), sees only the times where both fit (09:00 has one place,
 * 10:00 two) and the set's total, pays once on the test checkout, finds two bookings in My Bookings, each
 * saying it was booked together with the other car, and cancels one: the other stays booked. With
 * JavaScript and without.
 *
 * Its own service (an SUV costs more and takes longer) with slots on days no other journey uses; the
 * customer and their cars are made through the API, and everything is removed afterwards.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
const emails: string[] = [];
const serviceId = randomUUID();
const serviceName = `Twin Wash ${serviceId.slice(0, 6)}`;
const days: Record<"js" | "plain", string> = { js: "", plain: "" };
const SUV = "SUV / Crossover";
const HATCH = "Hatchback / Sedan";

test.beforeAll(async () => {
  days.js = new Date(Date.now() + 55 * 86_400_000).toISOString().slice(0, 10);
  days.plain = new Date(Date.now() + 56 * 86_400_000).toISOString().slice(0, 10);
  // $40 and 45 minutes for a hatchback (the default class); $55 and 75 minutes for an SUV.
  await insertJourneyService(
    pool,
    { id: serviceId, name: serviceName, description: "Two cars at once", priceCents: 4000, duration: 45 },
    Object.values(days).flatMap((date) => ["09", "10"].map((hour) => ({ date, start: `${hour}:00`, end: `${hour}:45` }))),
  );
  // One place at 09:00, two at 10:00.
  await pool.query(`UPDATE "Slot" SET capacity = CASE WHEN "startTime" = '09:00' THEN 1 ELSE 2 END WHERE "serviceId" = $1`, [serviceId]);
  const [{ id: suvId }] = (await pool.query(`SELECT id FROM "VehicleClass" WHERE name = $1`, [SUV])).rows;
  await pool.query(`INSERT INTO "ServicePrice" ("serviceId", "vehicleClassId", "priceCents", duration) VALUES ($1, $2, 5500, 75)`, [serviceId, suvId]);
});

test.afterAll(async () => {
  const groups = (await pool.query(`SELECT DISTINCT "checkoutGroupId" AS id FROM "Booking" WHERE "serviceId" = $1 AND "checkoutGroupId" IS NOT NULL`, [serviceId])).rows.map((row) => row.id as string);
  await removeJourneyServices(pool, [serviceId]);
  await pool.query(`DELETE FROM "CheckoutGroup" WHERE id = ANY($1::uuid[])`, [groups]);
  if (emails.length) {
    await pool.query(`DELETE FROM "Vehicle" WHERE "customerId" IN (SELECT id FROM "User" WHERE email = ANY($1::text[]))`, [emails]);
    await pool.query(`DELETE FROM "User" WHERE email = ANY($1::text[])`, [emails]);
  }
  await pool.end();
});

/** A customer with a saved SUV (DHA 1234) and hatchback (no plate), made through the API, then signed in on the page. */
async function twoCarOwner(page: Page) {
  const account = await registerThroughApi(page, "Tahmina");
  emails.push(account.email);
  const login = await page.request.post("/api/auth/login", { data: { email: account.email, password: account.password }, headers: { "x-forwarded-for": `10.248.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });
  const authorization = `Bearer ${(await login.json()).accessToken}`;
  const classes = Object.fromEntries((await pool.query(`SELECT id, name FROM "VehicleClass"`)).rows.map((row) => [row.name, row.id]));
  for (const car of [
    { vehicleClass: classes[SUV], make: "Toyota", model: "RAV4", plate: "DHA 1234" },
    { vehicleClass: classes[HATCH], make: "Honda", model: "Fit" },
  ]) {
    expect((await page.request.post("/api/my-vehicles", { data: car, headers: { authorization } })).status()).toBe(201);
  }
  await page.goto("/login");
  await submitLogin(page, account.email, account.password);
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
}

/** The times that can be chosen: their buttons are named "HH:MM to HH:MM" (the others say why first). */
const bookableTimes = (page: Page) => page.getByRole("button", { name: /^\d\d:\d\d to \d\d:\d\d/ });

for (const javaScript of [true, false]) {
  test.describe(javaScript ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: javaScript });

    test(`a customer books an SUV and a hatchback into one time, pays once, and cancels one (${javaScript ? "with" : "without"} JavaScript)`, async ({ page }) => {
      const day = javaScript ? days.js : days.plain;
      await twoCarOwner(page);

      // The SUV first: both times are free for one car.
      await page.goto(`/service/${serviceId}?date=${day}`);
      const choice = page.getByTestId("vehicle-choice");
      await choice.getByLabel("One of your vehicles").selectOption({ label: `Toyota RAV4 · DHA 1234 · ${SUV}` });
      // Without JavaScript the saved vehicle's size is chosen too (with it, choosing the vehicle does that).
      if (!javaScript) {
        await choice.getByRole("radio", { name: new RegExp(`^${SUV.replace("/", "\\/")}`) }).check();
        await choice.getByRole("button", { name: "Update price and times" }).click();
      }
      await expect(page.getByTestId("choice-total")).toHaveText("$55 · 75 min");
      await expect(bookableTimes(page)).toHaveCount(2);

      // A second car, the hatchback: only 10:00 has a place for each; the total is the set's.
      await choice.getByRole("button", { name: "Add another car" }).click();
      const second = choice.getByTestId("car-choice").nth(1);
      await expect(second.getByRole("heading", { name: "Car 2" })).toBeVisible();
      if (javaScript) await expect(second.getByRole("heading", { name: "Car 2" })).toBeFocused();
      await second.getByLabel("Car 2: One of your vehicles").selectOption({ label: `Honda Fit · ${HATCH}` });
      if (!javaScript) await choice.getByRole("button", { name: "Update price and times" }).click();
      await expect(page.getByTestId("choice-total")).toHaveText("$95");
      await expect(second.getByTestId("car-total")).toHaveText("$40 · 45 min");
      await expect(bookableTimes(page)).toHaveText(["10:00 to 11:15"]);
      await expect(page.getByRole("button", { name: /^09:00 Too few places: not all of your 2 cars fit/ })).toBeVisible();
      // A third car, removed again: the set is the two cars it was.
      await choice.getByRole("button", { name: "Add another car" }).click();
      await expect(choice.getByTestId("car-choice")).toHaveCount(3);
      await choice.getByRole("button", { name: "Remove car 3" }).click();
      await expect(choice.getByTestId("car-choice")).toHaveCount(2);
      if (javaScript) await expect(choice.getByRole("button", { name: "Add another car" })).toBeFocused();
      await expect(page.getByTestId("choice-total")).toHaveText("$95");
      await expect(bookableTimes(page)).toHaveText(["10:00 to 11:15"]);
      if (javaScript) await screenshotAtWidths(page, "vehicle-group-service");

      await page.getByRole("button", { name: "10:00 to 11:15" }).click();
      await page.getByRole("button", { name: "Book This Service" }).click();
      await expect(page).toHaveURL(/\/procced-booking\?service=.+&vehicle2=/);
      const cars = page.getByTestId("checkout-car");
      await expect(cars).toHaveCount(2);
      await expect(cars.nth(0)).toContainText("Toyota RAV4 · DHA 1234");
      await expect(cars.nth(1)).toContainText("Honda Fit");
      await expect(page.getByTestId("booking-total")).toHaveText("$95");
      await page.getByRole("button", { name: "Pay Now" }).click();
      await expect(page).toHaveURL(/\/checkout\/test\/test_cs_/);
      await page.getByRole("button", { name: "Pay $95" }).click();
      await expect(page.getByRole("heading", { name: "Booking confirmed" })).toBeVisible();

      // Two bookings, each saying which car came with it; cancelling the hatchback's leaves the SUV's.
      // With JavaScript, the page is opened by the WCAG check (light and dark).
      if (javaScript) await expectAccessible(page, "/dashboard/user/my-bookings");
      else await page.goto("/dashboard/user/my-bookings");
      const cards = page.getByTestId("booking-card").filter({ hasText: serviceName });
      await expect(cards).toHaveCount(2);
      const suvCard = cards.filter({ hasText: "DHA 1234" }).filter({ hasText: SUV });
      const hatchCard = cards.filter({ hasText: `Honda Fit · ${HATCH}` });
      await expect(suvCard.getByTestId("booked-together")).toHaveText("Booked together with Honda Fit");
      await expect(hatchCard.getByTestId("booked-together")).toHaveText("Booked together with Toyota RAV4 DHA 1234");
      await hatchCard.getByRole("link", { name: `Cancel ${serviceName}` }).click();
      await page.getByRole("button", { name: "Yes, cancel booking" }).click();
      await expect(page).toHaveURL(/\?done=cancelled$/);
      await expect(page.getByRole("status")).toContainText("$40");
      const { rows } = await pool.query(
        `SELECT v.name, b.status, b.payment FROM "Booking" b JOIN "VehicleClass" v ON v.id = b."vehicleClassId" JOIN "Slot" s ON s.id = b."slotId" WHERE b."serviceId" = $1 AND s.date = $2::date ORDER BY b."groupPosition"`,
        [serviceId, day],
      );
      expect(rows).toEqual([
        { name: SUV, status: "confirm", payment: "paid" },
        { name: HATCH, status: "cancel", payment: "refunded" },
      ]);
    });
  });
}
