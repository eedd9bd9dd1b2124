import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "./fixtures";
import pg from "pg";
import { insertJourneyService, registerThroughApi, removeJourneyServices, screenshotAtWidths, submitLogin, type JourneyAccount } from "./journey-support";

/**
 * Booking for a vehicle (docs/vehicles.md): a customer saves an SUV in My
 * vehicles, opens a service priced by vehicle class, picks the SUV and two
 * add-ons, sees the total and fewer times than a hatchback gets (an SUV with
 * add-ons takes its bay longer, and every bay is busy from 11:00), books and
 * pays on the test checkout, and finds the vehicle, the add-ons and the total
 * in My Bookings; with JavaScript and without.
 *
 * Its own service (per-class prices, two add-ons), slots on days no other
 * journey uses, and a blocker service whose bookings take every active bay
 * from 11:00 to 12:00 on those days; all removed afterwards.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
const emails: string[] = [];
const serviceId = randomUUID();
const serviceName = `Size Wash ${serviceId.slice(0, 6)}`;
const blockerId = randomUUID();
const waxId = randomUUID();
const vacuumId = randomUUID();
/** Each test's own day (JavaScript on, off), computed when the journeys run. */
const days: Record<"js" | "plain", string> = { js: "", plain: "" };
const SUV = "SUV / Crossover";

test.beforeAll(async () => {
  days.js = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  days.plain = new Date(Date.now() + 41 * 86_400_000).toISOString().slice(0, 10);
  // $40 and 45 minutes for the default class; $55 and 75 minutes for an SUV.
  await insertJourneyService(
    pool,
    { id: serviceId, name: serviceName, description: "A wash priced by the size of the car", priceCents: 4000, duration: 45 },
    Object.values(days).flatMap((date) => ["09", "10", "12"].map((hour) => ({ date, start: `${hour}:00`, end: `${hour}:45` }))),
  );
  const [{ id: suvId }] = (await pool.query(`SELECT id FROM "VehicleClass" WHERE name = $1`, [SUV])).rows;
  await pool.query(`INSERT INTO "ServicePrice" ("serviceId", "vehicleClassId", "priceCents", duration) VALUES ($1, $2, 5500, 75)`, [serviceId, suvId]);
  await pool.query(
    `INSERT INTO "AddOn" (id, name, description, "priceCents", minutes, "serviceIds", position, "updatedAt") VALUES
       ($1, 'Hand polish', 'A coat of polish by hand', 2000, 30, ARRAY[$3]::uuid[], 0, now()),
       ($2, 'Interior vacuum', 'Seats, mats and boot', 1000, 15, ARRAY[$3]::uuid[], 1, now())`,
    [waxId, vacuumId, serviceId],
  );
  await pool.query(`INSERT INTO "AddOnPrice" ("addOnId", "vehicleClassId", "priceCents") VALUES ($1, $2, 2500)`, [waxId, suvId]);

  // Every active bay busy from 11:00 to 12:00 on both days (a slot of another service, one car per bay): a booking that runs past 11:00 finds none.
  const bays = (await pool.query(`SELECT id FROM "Bay" WHERE active ORDER BY id`)).rows.map((row) => row.id as string);
  await insertJourneyService(
    pool,
    { id: blockerId, name: `Bay Blocker ${blockerId.slice(0, 6)}`, description: "Keeps every bay busy late in the morning", priceCents: 1000, duration: 60 },
    Object.values(days).map((date) => ({ date, start: "11:00", end: "12:00" })),
  );
  await pool.query(`UPDATE "Slot" SET capacity = $2, status = 'booked' WHERE "serviceId" = $1`, [blockerId, bays.length]);
  const blockers = bays.map((_, index) => `blocker.${index}.${blockerId.slice(0, 8)}@example.test`);
  emails.push(...blockers);
  const customers = (
    await pool.query(`INSERT INTO "User" (id, "firstName", "lastName", email, "passwordHash", "updatedAt") SELECT gen_random_uuid(), 'Bay', 'Blocker', email, '!', now() FROM unnest($1::text[]) AS email RETURNING id`, [blockers])
  ).rows.map((row) => row.id as string);
  await pool.query(
    `INSERT INTO "Booking" (id, "customerId", "serviceId", "slotId", "amountCents", payment, status, "bayId", "occupiedFrom", "occupiedUntil", "updatedAt")
     SELECT gen_random_uuid(), c.id, s."serviceId", s.id, 1000, 'paid', 'confirm', b.id, s."startsAt", s."endsAt", now()
     FROM "Slot" s, unnest($2::uuid[], $3::uuid[]) AS c(id, bay) JOIN "Bay" b ON b.id = c.bay
     WHERE s."serviceId" = $1`,
    [blockerId, customers, bays],
  );
});

test.afterAll(async () => {
  await removeJourneyServices(pool, [serviceId, blockerId]);
  await pool.query(`DELETE FROM "AddOn" WHERE id = ANY($1::uuid[])`, [[waxId, vacuumId]]);
  if (emails.length) await pool.query(`DELETE FROM "User" WHERE email = ANY($1::text[])`, [emails]);
  await pool.end();
});

async function newCustomer(page: Page, firstName: string): Promise<JourneyAccount> {
  const account = await registerThroughApi(page, firstName);
  emails.push(account.email);
  return account;
}

/** The times that can be chosen: their buttons are named "HH:MM to HH:MM" (the others say why first). */
const bookableTimes = (page: Page) => page.getByRole("button", { name: /^\d\d:\d\d to \d\d:\d\d/ });

const SUV_CAR = `Toyota RAV4 · White · DHA 1234 · ${SUV}`;

async function addSuv(page: Page) {
  const form = page.getByTestId("add-vehicle-form");
  await form.getByLabel("Vehicle size").selectOption({ label: SUV });
  await form.getByLabel("Make").fill("Toyota");
  await form.getByLabel("Model").fill("RAV4");
  await form.getByLabel("Colour (optional)").fill("White");
  await form.getByLabel("Plate (optional)").fill("dha  1234");
  await form.getByRole("button", { name: "Add vehicle" }).click();
}

/** My Bookings and the booking's page: the vehicle, the add-ons and the total. */
async function expectBookedForTheSuv(page: Page) {
  await page.goto("/dashboard/user/my-bookings");
  const card = page.getByTestId("booking-card").filter({ hasText: serviceName });
  await expect(card.getByTestId("booking-vehicle")).toContainText(`Toyota RAV4 · White · DHA 1234 · ${SUV}`);
  await expect(card.getByTestId("booking-vehicle")).toContainText("Add-ons: Hand polish, Interior vacuum");
  await expect(card.getByTestId("booking-vehicle")).toContainText("Total: $90");
  await card.getByRole("link", { name: `Details of ${serviceName}` }).click();
  await expect(page.getByText("Add-on: Hand polish")).toBeVisible();
  await expect(page.getByText("Add-on: Interior vacuum")).toBeVisible();
  await expect(page.getByTestId("booking-total")).toHaveText("$90");
}

test.describe("with JavaScript", () => {
  test("a customer saves an SUV, picks it with two add-ons, sees the total and fewer times, books and pays", async ({ page }) => {
    const day = days.js;
    const customer = await newCustomer(page, "Nusrat");

    // Signed out: a class and add-ons chosen, a time, Book: after signing in, the checkout has the same choice.
    await page.goto(`/service/${serviceId}?date=${day}`);
    await expect(bookableTimes(page)).toHaveCount(3);
    const choice = page.getByTestId("vehicle-choice");
    await choice.getByRole("radio", { name: new RegExp(`^${SUV.replace("/", "\\/")}`) }).check();
    await choice.getByRole("checkbox", { name: /Hand polish/ }).check();
    await choice.getByRole("checkbox", { name: /Interior vacuum/ }).check();
    await expect(page.getByTestId("choice-total")).toHaveText("$90 · 120 min");
    await expect(bookableTimes(page)).toHaveCount(2);
    await page.getByRole("button", { name: "12:00 to 14:00" }).click();
    await page.getByRole("button", { name: "Book This Service" }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprocced-booking/);
    await submitLogin(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/procced-booking\?service=.+&slot=.+&vehicleClass=.+&addOns=/);
    await expect(page.getByTestId("booking-total")).toHaveText("$90");

    // My vehicles: the domain's refusals beside their field, then the SUV saved.
    await page.goto("/dashboard/user/vehicles");
    await expect(page.getByRole("heading", { level: 1, name: "My vehicles" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Dashboard navigation" }).getByRole("link", { name: "My vehicles" })).toHaveAttribute("aria-current", "page");
    const form = page.getByTestId("add-vehicle-form");
    await form.getByLabel("Vehicle size").selectOption({ label: SUV });
    await form.getByLabel("Make").fill("Toyota");
    await form.getByLabel("Model").fill("RAV4");
    await form.getByLabel("Plate (optional)").fill("X".repeat(200));
    await form.getByRole("button", { name: "Add vehicle" }).click();
    await expect(form.getByLabel("Plate (optional)")).toHaveAccessibleDescription("A plate has 1 to 15 letters, digits, spaces or dashes");
    await expect(form.getByLabel("Plate (optional)")).toBeFocused();
    await page.reload();
    await addSuv(page);
    await expect(page).toHaveURL(/\/dashboard\/user\/vehicles\?done=added$/);
    await expect(page.getByTestId("vehicle-card").filter({ hasText: "Toyota RAV4" })).toContainText(`White · DHA 1234 · ${SUV}`);
    await addSuv(page);
    await expect(page.getByTestId("add-vehicle-form").getByLabel("Plate (optional)")).toHaveAccessibleDescription("You already have a vehicle with this plate");
    await screenshotAtWidths(page, "my-vehicles");

    // The service page: the hatchback's times, then the SUV with two add-ons.
    await page.goto(`/service/${serviceId}?date=${day}`);
    await expect(page.getByTestId("service-price")).toHaveText("$40");
    // Its prices vary by class: the JSON-LD offers them from the lowest to the highest.
    const jsonLd = (await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "null")))).find((data) => data?.name === serviceName);
    expect(jsonLd?.offers).toMatchObject({ "@type": "AggregateOffer", lowPrice: "40.00", highPrice: "55.00" });
    await expect(bookableTimes(page)).toHaveCount(3);
    await expect(page.getByRole("button", { name: "10:00 to 10:45" })).toBeVisible();
    await choice.getByLabel("One of your vehicles").selectOption({ label: SUV_CAR });
    await expect(choice.getByRole("radio", { name: new RegExp(`^${SUV.replace("/", "\\/")}`) })).toBeChecked();
    await expect(page.getByTestId("choice-total")).toHaveText("$55 · 75 min");
    await choice.getByRole("checkbox", { name: /Hand polish/ }).check();
    await choice.getByRole("checkbox", { name: /Interior vacuum/ }).check();
    await expect(page.getByTestId("choice-total")).toHaveText("$90 · 120 min");
    await expect(page.getByTestId("service-price")).toHaveText("$90");
    await expect(page.getByTestId("choice-summary")).toContainText("Hand polish$25");
    // 10:00 would run past 11:00, when every bay is busy: fewer times, each with its end.
    await expect(bookableTimes(page)).toHaveCount(2);
    await expect(page.getByRole("button", { name: "09:00 to 11:00" })).toBeVisible();
    await screenshotAtWidths(page, "service-vehicle-choice");

    await page.getByRole("button", { name: "12:00 to 14:00" }).click();
    await page.getByRole("button", { name: "Book This Service" }).click();
    await expect(page).toHaveURL(/\/procced-booking\?service=.+&slot=.+&vehicle=.+/);
    const booking = page.locator("[aria-labelledby=your-booking]");
    await expect(booking).toContainText(SUV_CAR);
    await expect(booking).toContainText("Add-on: Hand polish$25");
    await expect(booking).toContainText("Add-on: Interior vacuum$10");
    await expect(booking).toContainText("12:00 to 14:00");
    await expect(page.getByTestId("booking-total")).toHaveText("$90");
    await screenshotAtWidths(page, "checkout-vehicle");
    await page.getByRole("button", { name: "Pay Now" }).click();
    await expect(page).toHaveURL(/\/checkout\/test\/test_cs_/);
    await page.getByRole("button", { name: "Pay $90" }).click();
    await expect(page.getByRole("heading", { name: "Booking confirmed" })).toBeVisible();

    await expectBookedForTheSuv(page);
    await screenshotAtWidths(page, "booking-vehicle");

    // A vehicle that a booking still ahead names cannot be deleted: said under it.
    await page.goto("/dashboard/user/vehicles");
    const car = page.getByTestId("vehicle-card").filter({ hasText: "Toyota RAV4" });
    await car.getByRole("button", { name: "Delete Toyota RAV4" }).click();
    await expect(car.getByRole("alert")).toContainText("This vehicle has upcoming bookings; it cannot be deleted until they are over or cancelled");
    const [row] = (await pool.query(`SELECT b."amountCents", b."extraMinutes", v.plate FROM "Booking" b JOIN "Vehicle" v ON v.id = b."vehicleId" JOIN "User" u ON u.id = b."customerId" WHERE u.email = $1`, [customer.email])).rows;
    expect(row).toEqual({ amountCents: 9000, extraMinutes: 75, plate: "DHA 1234" });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a customer adds an SUV from the service page, picks two add-ons, books and pays", async ({ page }) => {
    const day = days.plain;
    const customer = await newCustomer(page, "Shirin");
    await page.goto("/login");
    await submitLogin(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/$/);

    await page.goto(`/service/${serviceId}?date=${day}`);
    await expect(bookableTimes(page)).toHaveCount(3);
    // Add a vehicle leads to My vehicles and, once it is saved, back here with it chosen.
    await page.getByRole("link", { name: "Add a vehicle" }).click();
    await expect(page).toHaveURL(/\/dashboard\/user\/vehicles\?returnTo=%2Fservice%2F/);
    await addSuv(page);
    await expect(page).toHaveURL(new RegExp(`/service/${serviceId}\\?date=${day}&vehicle=.+&vehicleClass=`));
    const choice = page.getByTestId("vehicle-choice");
    await expect(choice.getByLabel("One of your vehicles")).toHaveValue(/.+/);
    await expect(page.getByTestId("choice-total")).toHaveText("$55 · 75 min");

    // The add-ons are ticked and the form sent: the server renders the total and the times.
    await choice.getByRole("checkbox", { name: /Hand polish/ }).check();
    await choice.getByRole("checkbox", { name: /Interior vacuum/ }).check();
    await choice.getByRole("button", { name: "Update price and times" }).click();
    await expect(page).toHaveURL(/addOns=/);
    await expect(page.getByTestId("choice-total")).toHaveText("$90 · 120 min");
    await expect(bookableTimes(page)).toHaveCount(2);

    // A time (a GET form that keeps the choice), Book, Pay Now.
    await page.getByRole("button", { name: "09:00 to 11:00" }).click();
    await expect(page).toHaveURL(new RegExp(`date=${day}&slot=.+&vehicle=`));
    await page.getByRole("button", { name: "Book This Service" }).click();
    await expect(page).toHaveURL(/\/procced-booking\?service=.+&slot=.+&vehicle=.+&addOns=/);
    await expect(page.locator("[aria-labelledby=your-booking]")).toContainText("09:00 to 11:00");
    await expect(page.getByTestId("booking-total")).toHaveText("$90");
    await page.getByRole("button", { name: "Pay Now" }).click();
    await expect(page).toHaveURL(/\/checkout\/test\/test_cs_/);
    await page.getByRole("button", { name: "Pay $90" }).click();
    await expect(page.getByRole("heading", { name: "Booking confirmed" })).toBeVisible();

    await expectBookedForTheSuv(page);
  });
});
