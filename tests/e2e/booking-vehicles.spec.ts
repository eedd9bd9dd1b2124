import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "./fixtures";
import pg from "pg";
import { insertJourneyService, journeyEmail, registerThroughApi, removeJourneyServices, screenshotAtWidths, submitLogin } from "./journey-support";

/**
 * A customer books an SUV with an add-on (through the API, as the apps do) and pays on the test
 * checkout, which lists the lines; the admin finds the booking in Booking Management by its plate
 * however typed, sees its vehicle on the row, its add-on and total on its page, and in the calendar
 * its vehicle and its real length (the SUV's longer time and the add-on's minutes). Without
 * JavaScript, an admin books a phone customer's SUV with the add-on at the counter.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
const serviceId = randomUUID();
const word = randomUUID().slice(0, 6);
const serviceName = `Vehicle Detail ${word}`;
const addOnName = `Engine Bay ${word}`;
// A plate no other journey uses, kept by the vehicles' rules in capitals with single spaces.
const plate = `VX ${word.toUpperCase()} 7`;
const emails: string[] = [];
let day: string;
let suvId: string;
let addOnId: string;

/** The admin's access token, from a client address of its own (sign-ins are limited per address). */
async function adminToken(): Promise<string> {
  const login = await fetch(`${process.env.BASE_URL}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `10.251.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    body: JSON.stringify({ email: "admin@spotless.test", password: "Admin#2026" }),
  });
  return (await login.json()).accessToken;
}

test.beforeAll(async () => {
  day = new Date(Date.now() + 11 * 86_400_000).toISOString().slice(0, 10);
  await insertJourneyService(pool, { id: serviceId, name: serviceName, description: "A detail for the vehicle journey", priceCents: 5000, duration: 60 }, [
    { date: day, start: "13:00", end: "14:00" },
    { date: day, start: "16:00", end: "17:00" },
  ]);
  // The shop: the demo's SUV class at $70 and 75 minutes for this service, and a 30-minute add-on at $20.
  const admin = { "content-type": "application/json", authorization: `Bearer ${await adminToken()}` };
  const classes = (await (await fetch(`${process.env.BASE_URL}/api/vehicle-classes`)).json()).data as { _id: string; name: string }[];
  suvId = classes.find((one) => one.name === "SUV / Crossover")!._id;
  const priced = await fetch(`${process.env.BASE_URL}/api/services/${serviceId}`, { method: "PUT", headers: admin, body: JSON.stringify({ prices: [{ vehicleClass: suvId, price: 70, duration: 75 }] }) });
  expect(priced.status).toBe(200);
  const addOn = await fetch(`${process.env.BASE_URL}/api/add-ons`, { method: "POST", headers: admin, body: JSON.stringify({ name: addOnName, price: 20, minutes: 30, services: [serviceId] }) });
  expect(addOn.status).toBe(201);
  addOnId = (await addOn.json()).data._id;
});

test.afterAll(async () => {
  await removeJourneyServices(pool, [serviceId]);
  if (emails.length) await pool.query(`DELETE FROM "User" WHERE email = ANY($1::text[])`, [emails]);
  await pool.query(`DELETE FROM "AddOn" WHERE name = $1`, [addOnName]);
  await pool.end();
});

/** A customer's access token (from a client address of its own). */
async function tokenOf(page: Page, email: string, password: string): Promise<string> {
  const login = await page.request.post("/api/auth/login", { data: { email, password }, headers: { "x-forwarded-for": `10.251.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });
  expect(login.status()).toBe(200);
  return (await login.json()).accessToken;
}

test("an admin finds an SUV's booking by its plate, sees its vehicle and add-ons in Booking Management and its real length in the calendar", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const slotId = (await pool.query(`SELECT id FROM "Slot" WHERE "serviceId" = $1 AND "startTime" = '13:00'`, [serviceId])).rows[0].id as string;

  // The customer's SUV, booked with the add-on.
  const account = await registerThroughApi(page, "Farhan", journeyEmail("farhan"));
  emails.push(account.email);
  const customer = { authorization: `Bearer ${await tokenOf(page, account.email, account.password)}` };
  const vehicle = await page.request.post("/api/my-vehicles", { data: { vehicleClass: suvId, make: "Toyota", model: "RAV4", colour: "Silver", plate: plate.toLowerCase() }, headers: customer });
  expect(vehicle.status()).toBe(201);
  const booked = await page.request.post("/api/bookings", { data: { service: serviceId, slot: slotId, vehicle: (await vehicle.json()).data._id, addOns: [addOnId] }, headers: customer });
  expect(booked.status()).toBe(201);
  const { _id: bookingId, payment_url: paymentUrl } = (await booked.json()).data as { _id: string; payment_url: string };

  // The test checkout lists one line per item, as Stripe Checkout does, and the total.
  const payer = await (await browser.newContext({ baseURL })).newPage();
  await payer.goto(new URL(paymentUrl).pathname);
  const lines = payer.getByTestId("checkout-lines");
  await expect(lines.getByRole("row")).toHaveText([/Item\s*Price/, `${serviceName} (SUV / Crossover)$70`, `Add-on: ${addOnName}$20`, "Total$90"]);
  await payer.getByRole("button", { name: /^Pay \$90/ }).click();
  await expect.poll(async () => (await pool.query(`SELECT payment FROM "Booking" WHERE id = $1`, [bookingId])).rows[0].payment).toBe("paid");
  await payer.context().close();

  // Booking Management: the plate typed in lower case without its spaces finds it, its row shows the class and plate.
  await page.goto("/dashboard/admin/manage-bookings");
  await submitLogin(page, "admin@spotless.test", "Admin#2026");
  await expect(page).toHaveURL(/\/dashboard\/admin\/manage-bookings$/);
  const search = page.getByRole("searchbox", { name: "Customer" });
  await expect(search).toHaveAttribute("placeholder", "Name, email, phone, reference or plate");
  await search.fill(plate.replace(/ /g, "").toLowerCase());
  await search.press("Enter");
  await expect(page).toHaveURL(/searchTerm=/);
  const rows = page.getByTestId("booking-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.getByTestId("booking-vehicle")).toHaveText(`Vehicle: SUV / Crossover · ${plate}`);

  // Its page: the vehicle, then the lines and the total.
  await rows.getByRole("link", { name: /Open/ }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/admin/manage-bookings/${bookingId}$`));
  const facts = page.getByTestId("booking-vehicle-facts");
  await expect(facts).toContainText("SUV / Crossover");
  await expect(facts).toContainText("Toyota RAV4, Silver");
  await expect(facts).toContainText(plate);
  await expect(facts).toContainText("With vehicle and add-ons13:00 – 14:45 (1 hour 45 minutes)");
  await expect(facts.getByRole("row")).toHaveText([/Item\s*Price/, `${serviceName}$70`, `Add-on: ${addOnName}$20`, "Total$90"]);
  await screenshotAtWidths(page, "booking-vehicle-detail");

  // The calendar: the booking shows its class and plate, from 13:00 for 60 + 15 (SUV) + 30 (add-on) minutes.
  await page.goto(`/dashboard/admin/calendar?date=${day}&view=day`);
  const card = page.locator(`[data-testid=calendar-booking][href$="${bookingId}"]`);
  await expect(card).toContainText("13:00–14:45");
  await expect(card.getByTestId("calendar-vehicle")).toContainText(`SUV / Crossover · ${plate}`);
  await expect(card).toHaveAccessibleName(new RegExp(`SUV / Crossover · ${plate}\\s*, .*: open the booking$`));
  // It is drawn as long as it lasts: an hour and three quarters, against the hour of the slot it was booked in.
  const box = (await card.boundingBox())!;
  expect(box.height).toBeGreaterThan(64 * 1.5);
  await screenshotAtWidths(page, "booking-vehicle-calendar-day");
  await page.goto(`/dashboard/admin/calendar?date=${day}&view=week`);
  await expect(page.getByTestId("calendar-week").locator(`[data-testid=calendar-booking][href$="${bookingId}"]`).getByTestId("calendar-vehicle")).toContainText(`SUV / Crossover · ${plate}`);
  await page.goto(`/dashboard/admin/manage-bookings?searchTerm=${encodeURIComponent(plate)}`);
  await screenshotAtWidths(page, "booking-vehicle-list");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an admin books a phone customer's SUV with an add-on at the counter", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`/dashboard/admin/counter/new?service=${serviceId}&date=${day}`);
    await submitLogin(page, "admin@spotless.test", "Admin#2026");
    await expect(page).toHaveURL(/\/dashboard\/admin\/counter\/new\?/);
    // The default class is chosen first; the SUV says what it costs and how long it takes.
    await expect(page.getByRole("group", { name: "Vehicle class" }).getByRole("radio", { checked: true })).toHaveCount(1);
    await page.getByRole("radio", { name: "SUV / Crossover: $70, 1 hour 15 minutes" }).check();
    await page.getByRole("checkbox", { name: `${addOnName}: +$20, +30 minutes` }).check();
    await page.getByLabel("Full name", { exact: true }).fill(`Rumana Suv${word}`);
    await page.getByLabel("Phone", { exact: true }).fill("01711-998877");
    await page.getByRole("radio", { name: "16:00–17:00" }).check();
    await page.getByRole("radio", { name: "Paid at the counter: cash" }).check();
    await page.getByRole("button", { name: "Book", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/admin\/counter\/new\/done\?booking=/);
    const bookingId = new URL(page.url()).searchParams.get("booking");
    const { rows } = await pool.query(`SELECT "amountCents", "extraMinutes", "vehicleClassId", u.phone FROM "Booking" k JOIN "User" u ON u.id = k."customerId" WHERE k.id = $1`, [bookingId]);
    expect(rows).toEqual([{ amountCents: 9000, extraMinutes: 45, vehicleClassId: suvId, phone: "+8801711998877" }]);
    await pool.query(`DELETE FROM "Booking" WHERE id = $1`, [bookingId]);
    await pool.query(`DELETE FROM "User" WHERE phone = '+8801711998877'`);
  });
});
