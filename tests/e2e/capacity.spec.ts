import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Page } from "./fixtures";
import pg from "pg";
import { insertJourneyService, registerThroughApi, removeJourneyServices, submitLogin, type JourneyAccount } from "./journey-support";
import { waitForMail } from "../support/mailbox";

/**
 * A slot that takes two cars: an admin sets its places, two customers take
 * them, a third joins its waitlist from the service page; the first cancels,
 * the third is emailed, follows the link, claims and pays; the admin's day
 * view shows the booking in its bay.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
const emails: string[] = [];
const serviceId = randomUUID();
const serviceName = `Capacity Wash ${serviceId.slice(0, 6)}`;
/** A one-place slot for the journey without JavaScript. */
const plainServiceId = randomUUID();
const plainServiceName = `Waitlist Wash ${plainServiceId.slice(0, 6)}`;
/** A one-place slot held by a paying customer, and a free one after it (so that the service's page opens on that day). */
const heldServiceId = randomUUID();
let day: string;

test.beforeAll(async () => {
  day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  await insertJourneyService(pool, { id: serviceId, name: serviceName, description: "A wash for the capacity journey", priceCents: 4000, duration: 60 }, [{ date: day, start: "07:00", end: "08:00" }]);
  await insertJourneyService(pool, { id: plainServiceId, name: plainServiceName, description: "A wash for the waitlist without JavaScript", priceCents: 3000, duration: 60 }, [{ date: day, start: "08:00", end: "09:00" }]);
  await insertJourneyService(pool, { id: heldServiceId, name: `Held Wash ${heldServiceId.slice(0, 6)}`, description: "A wash whose first time is held", priceCents: 3000, duration: 60 }, [
    { date: day, start: "10:00", end: "11:00" },
    { date: day, start: "11:00", end: "12:00" },
  ]);
  await pool.query(`UPDATE "Slot" SET capacity = 1 WHERE "serviceId" = ANY($1::uuid[])`, [[plainServiceId, heldServiceId]]);
});

test.afterAll(async () => {
  await pool.query(`DELETE FROM "WaitlistEntry" WHERE "slotId" IN (SELECT id FROM "Slot" WHERE "serviceId" = ANY($1::uuid[]))`, [[serviceId, plainServiceId, heldServiceId]]);
  await removeJourneyServices(pool, [serviceId, plainServiceId, heldServiceId]);
  if (emails.length) await pool.query(`DELETE FROM "User" WHERE email = ANY($1::text[])`, [emails]);
  await pool.end();
});

async function customer(page: Page, firstName: string): Promise<JourneyAccount & { token: string }> {
  const account = await registerThroughApi(page, firstName);
  emails.push(account.email);
  const login = await page.request.post("/api/auth/login", { data: { email: account.email, password: account.password }, headers: { "x-forwarded-for": `10.252.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });
  return { ...account, token: (await login.json()).accessToken };
}

async function freshPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

test("an admin sets two places, a third customer waits, is offered the freed place by email and claims it; the day view shows it", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const slotId = (await pool.query(`SELECT id FROM "Slot" WHERE "serviceId" = $1`, [serviceId])).rows[0].id as string;

  // The admin gives the slot two places in Slot Management.
  await page.goto("/login");
  await submitLogin(page, "admin@spotless.test", "Admin#2026");
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  await page.goto(`/dashboard/admin/manage-slots?service=${serviceId}`);
  const places = page.getByLabel(/Places of the slot at/);
  await places.fill("2");
  await page.getByRole("row").filter({ has: places }).getByRole("button", { name: "Save" }).click();
  await expect.poll(async () => (await pool.query(`SELECT capacity FROM "Slot" WHERE id = $1`, [slotId])).rows[0].capacity).toBe(2);

  // Two customers take both places (through the API: holds awaiting payment).
  const [amina, bilal] = [await customer(page, "Amina"), await customer(page, "Bilal")];
  const holds: string[] = [];
  for (const who of [amina, bilal]) {
    const answer = await page.request.post("/api/bookings", { data: { service: serviceId, slot: slotId }, headers: { authorization: `Bearer ${who.token}` } });
    expect(answer.status()).toBe(201);
    holds.push((await answer.json()).data._id);
  }

  // The third finds the time full and joins its waitlist from the service page.
  const chandra = await customer(page, "Chandra");
  const third = await freshPage(browser, baseURL);
  await third.goto("/login");
  await submitLogin(third, chandra.email, chandra.password);
  await third.waitForURL((url) => !url.pathname.startsWith("/login"));
  await third.goto(`/service/${serviceId}?date=${day}`);
  const full = third.getByTestId("full-slots");
  await expect(full).toContainText("07:00");
  await full.getByRole("button", { name: "Join the waitlist for 07:00" }).click();
  await expect(third.getByText("You are on the waitlist. We will email you if a place frees up.").first()).toBeVisible();
  await third.goto("/dashboard/user/my-bookings");
  await expect(third.getByTestId("waitlist-entry")).toContainText(serviceName);
  await expect(third.getByTestId("waitlist-entry")).toContainText("First in line");

  // The first customer lets their place go; the third is emailed a claim link.
  const since = Date.now();
  const cancelled = await page.request.post(`/api/my-bookings/${holds[0]}/cancel`, { headers: { authorization: `Bearer ${amina.token}` } });
  expect(cancelled.status()).toBe(200);
  const mail = await waitForMail(chandra.email, since, 30_000);
  expect(mail.subject).toContain("A place freed up");
  const link = mail.text.match(/https?:\/\/\S+\/procced-booking\?\S+/)?.[0];
  expect(link).toBeTruthy();

  // The link leads to the checkout of the held place: claimed and paid.
  await third.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(third.locator("[aria-labelledby=your-booking]")).toContainText(serviceName);
  await third.getByRole("button", { name: "Pay Now" }).click();
  await expect(third).toHaveURL(/\/checkout\/test\/test_cs_/);
  await third.getByRole("button", { name: /^Pay \$40/ }).click();
  await expect(third.getByRole("heading", { name: "Booking confirmed" })).toBeVisible();

  // The admin's day view shows it in its bay, and it opens the booking.
  await page.goto(`/dashboard/admin/calendar?date=${day}&view=day`);
  const booking = page.getByTestId("calendar-booking").filter({ hasText: "Chandra" });
  await expect(booking).toContainText("07:00");
  await expect(booking).toContainText("Confirmed");
  await booking.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard\/admin\/manage-bookings\/[0-9a-f-]+$/);
  await page.screenshot({ path: "test-results/capacity-booking.png" });
  await page.goto(`/dashboard/admin/calendar?date=${day}&view=day`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/calendar-day-phone.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: "test-results/calendar-day-desktop.png", fullPage: true });
  await page.goto(`/dashboard/admin/calendar?date=${day}&view=week`);
  await expect(page.getByTestId("calendar-week").getByTestId("calendar-booking").filter({ hasText: "Chandra" })).toBeVisible();
  await page.screenshot({ path: "test-results/calendar-week-desktop.png", fullPage: true });
});

test("without JavaScript, a visitor is sent to sign in to join a full slot's waitlist, joins it, sees so on the service page and leaves it there or from My Bookings", async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const slotId = (await pool.query(`SELECT id FROM "Slot" WHERE "serviceId" = $1`, [plainServiceId])).rows[0].id as string;
  // Someone else holds the slot's only place.
  const holder = await customer(page, "Dara");
  const held = await page.request.post("/api/bookings", { data: { service: plainServiceId, slot: slotId }, headers: { authorization: `Bearer ${holder.token}` } });
  expect(held.status()).toBe(201);
  const waiting = await customer(page, "Emeka");

  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.setExtraHTTPHeaders({ "x-forwarded-for": `10.251.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });
  const servicePage = `/service/${plainServiceId}?date=${day}`;
  await plain.goto(servicePage);
  // Signed out: the form leads to sign in, and back to the service page.
  await plain.getByTestId("full-slots").getByRole("button", { name: "Join the waitlist for 08:00" }).click();
  await expect(plain).toHaveURL((url) => url.pathname === "/login" && url.searchParams.get("redirect") === servicePage);
  await submitLogin(plain, waiting.email, waiting.password);
  await expect(plain).toHaveURL((url) => url.pathname === `/service/${plainServiceId}` && url.searchParams.get("date") === day);
  await plain.getByTestId("full-slots").getByRole("button", { name: "Join the waitlist for 08:00" }).click();
  await expect(plain.getByRole("status").filter({ hasText: "You are on the waitlist. We will email you if a place frees up." })).toBeVisible();
  const entries = async () => (await pool.query(`SELECT w.state FROM "WaitlistEntry" w JOIN "User" u ON u.id = w."customerId" WHERE w."slotId" = $1 AND u.email = $2`, [slotId, waiting.email])).rows;
  await expect.poll(async () => (await entries()).filter((entry) => entry.state === "waiting").length).toBe(1);
  // The slot now says so, with a way off it instead of on (and so it does when the page is opened again).
  const full = plain.getByTestId("full-slots");
  await expect(full).toContainText("On the waitlist");
  await expect(full.getByRole("button", { name: "Join the waitlist for 08:00" })).toHaveCount(0);
  await plain.goto(servicePage);
  await expect(full).toContainText("On the waitlist");
  // Leaving there stays there, and offers to join again.
  await full.getByRole("button", { name: "Leave the waitlist for 08:00" }).click();
  await expect(plain.getByRole("status").filter({ hasText: "You left the waitlist" })).toBeVisible();
  await expect(full).not.toContainText("On the waitlist");
  expect((await entries()).filter((entry) => entry.state === "waiting")).toEqual([]);
  await full.getByRole("button", { name: "Join the waitlist for 08:00" }).click();
  await expect(full).toContainText("On the waitlist");

  await plain.goto("/dashboard/user/my-bookings");
  const entry = plain.getByTestId("waitlist-entry");
  await expect(entry).toContainText(plainServiceName);
  await expect(entry).toContainText("First in line");
  await entry.getByRole("button", { name: /^Leave the waitlist/ }).click();
  await expect(plain).toHaveURL(/\/dashboard\/user\/my-bookings\?done=waitlist-left$/);
  await expect(plain.getByRole("status").filter({ hasText: "You left the waitlist" })).toBeVisible();
  await expect(plain.getByTestId("waitlist-entry")).toHaveCount(0);
  await context.close();
});

test("a customer sees on the service page which full slots they wait for, and why a slot is taken, and leaves a waitlist from there", async ({ page, browser, baseURL }) => {
  const slotId = (await pool.query(`SELECT id FROM "Slot" WHERE "serviceId" = $1 AND "startTime" = '10:00'`, [heldServiceId])).rows[0].id as string;
  // Someone is paying for the 10:00 slot's only place.
  const holder = await customer(page, "Farhan");
  const held = await page.request.post("/api/bookings", { data: { service: heldServiceId, slot: slotId }, headers: { authorization: `Bearer ${holder.token}` } });
  expect(held.status()).toBe(201);

  const waiting = await customer(page, "Gulshan");
  const own = await freshPage(browser, baseURL);
  await own.goto("/login");
  await submitLogin(own, waiting.email, waiting.password);
  await own.waitForURL((url) => !url.pathname.startsWith("/login"));
  // The page as the catalogue links to it (no day in the address): it opens on the day of both times.
  await own.goto(`/service/${heldServiceId}`);
  const taken = own.getByRole("button", { name: "10:00 Held by someone paying: may free up (10:00 to 11:00)" });
  await expect(taken).toHaveAttribute("aria-disabled", "true");
  const full = own.getByTestId("full-slots");
  await full.getByRole("button", { name: "Join the waitlist for 10:00" }).click();
  await expect(own.getByText("You are on the waitlist. We will email you if a place frees up.").first()).toBeVisible();
  await expect(full).toContainText("On the waitlist");
  await expect(full.getByRole("button", { name: "Join the waitlist for 10:00" })).toHaveCount(0);

  // Opened again, the page says so from the start.
  await own.goto(`/service/${heldServiceId}`);
  await expect(full).toContainText("On the waitlist");
  await full.getByRole("button", { name: "Leave the waitlist for 10:00" }).click();
  await expect(own.getByText("You left the waitlist").first()).toBeVisible();
  await expect(full.getByRole("button", { name: "Join the waitlist for 10:00" })).toBeVisible();
  await expect(own).toHaveURL(new RegExp(`/service/${heldServiceId}$`));
  const states = (await pool.query(`SELECT w.state FROM "WaitlistEntry" w JOIN "User" u ON u.id = w."customerId" WHERE w."slotId" = $1 AND u.email = $2`, [slotId, waiting.email])).rows;
  expect(states.filter((entry) => entry.state === "waiting")).toEqual([]);

  // A visitor who is not signed in gets the page everyone gets: Join, for anyone.
  const visitor = await freshPage(browser, baseURL);
  await visitor.goto(`/service/${heldServiceId}`);
  await expect(visitor.getByTestId("full-slots").getByRole("button", { name: "Join the waitlist for 10:00" })).toBeVisible();
  await own.context().close();
  await visitor.context().close();
});
