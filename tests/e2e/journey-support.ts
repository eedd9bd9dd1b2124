import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import pg from "pg";

/** Customers a journey makes through the REST API; the spec removes them (by email) when it ends. */
export type JourneyAccount = { firstName: string; lastName: string; email: string; address: string; phone: string; password: string };

export const journeyEmail = (label: string) => `${label}.${randomUUID().slice(0, 8)}@example.test`;

/** Registers a customer through the API, from its own client address (registration is rate limited per address). */
export async function registerThroughApi(page: Page, firstName: string, email = journeyEmail(firstName.toLowerCase())): Promise<JourneyAccount> {
  const account = { firstName, lastName: "Akter", email, address: "Road 3, Dhaka", phone: "+8801812345678", password: "Journey#Pass1" };
  const address = `10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const response = await page.request.post("/api/auth/register/customer", { data: account, headers: { "x-forwarded-for": address } });
  expect(response.status()).toBe(201);
  return account;
}

/** Fills and sends the login form the page shows. */
export async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

/**
 * Takes fixture services out of the catalogue the way an admin does
 * (DELETE /api/services/{id}), so that the cached /services page is rendered
 * again at once; the rows themselves are then removed by the caller. (A row
 * deleted only in SQL would stay on the cached page for up to a minute.)
 */
export async function retireServices(ids: string[]) {
  const base = process.env.BASE_URL;
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `10.251.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    body: JSON.stringify({ email: "admin@spotless.test", password: "Admin#2026" }),
  });
  const { accessToken } = await login.json();
  const remove = (id: string) => fetch(`${base}/api/services/${id}`, { method: "DELETE", headers: { authorization: `Bearer ${accessToken}` } });
  for (const id of ids) {
    let answer = await remove(id);
    if (answer.status === 409) {
      // Bookings the journey left standing are in the way (a service with live bookings is not deleted): they go first.
      const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
      await pool.query(`UPDATE "Booking" SET status = 'cancel' WHERE "serviceId" = $1 AND status IN ('pending', 'confirm')`, [id]).finally(() => pool.end());
      answer = await remove(id);
    }
    // 404: already deleted in the journey itself.
    if (![200, 404].includes(answer.status)) throw new Error(`Could not retire service ${id}: ${answer.status}`);
  }
}

/**
 * Lets the page follow the system theme (the site's default), dropping a theme the visitor picked
 * earlier in the journey (a reload, only then): `page.emulateMedia({ colorScheme })` then turns it
 * light or dark in place.
 */
async function followSystemTheme(page: Page) {
  if (await page.evaluate(() => localStorage.getItem("theme") !== null)) {
    await page.evaluate(() => localStorage.removeItem("theme"));
    await page.reload();
  }
}

/** Each theme in turn, on the page as it is: the visitor's system theme, which the site follows. */
async function inEachTheme(page: Page, run: (theme: "light" | "dark") => Promise<void>) {
  await followSystemTheme(page);
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator("html")).toHaveClass(new RegExp(theme));
    await run(theme);
  }
  await page.emulateMedia({ colorScheme: "light" });
}

/** WCAG 2.x A and AA rules (axe), in the light and the dark theme, on one page (loaded once, turned dark in place). */
export async function expectAccessible(page: Page, path: string) {
  const { default: AxeBuilder } = await import("@axe-core/playwright");
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto(path);
  await inEachTheme(page, async (theme) => {
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(results.violations.map((violation) => `${theme} ${path}: ${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`)).toEqual([]);
  });
}

/**
 * Turns a service page's calendar to the month of `day` (YYYY-MM-DD) with its
 * month buttons. The page opens on the first day with free times, which may
 * be in a later month than today's, so a journey goes by what the calendar
 * shows, not by today's date.
 */
export async function showCalendarMonth(page: Page, day: string) {
  const month = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
  const wanted = month(day);
  for (let turns = 0; turns < 12; turns++) {
    const grid = page.getByTestId("slot-calendar").getByRole("grid");
    await expect(grid).toBeVisible();
    const shown = (await grid.getAttribute("aria-label")) ?? "";
    if (shown === wanted) return;
    const later = Date.parse(`1 ${shown}`) < Date.parse(`1 ${wanted}`);
    await page.getByRole("button", { name: later ? /next month/i : /previous month/i }).click();
    await expect(grid).not.toHaveAttribute("aria-label", shown);
  }
  throw new Error(`The calendar never showed ${wanted}`);
}

export type JourneySlot = { date: string; start: string; end: string };

/**
 * A service of a journey's own, with its slots (a date and HH:MM times; the
 * suite's shop keeps UTC time), made in SQL so that the demo data stays as
 * the other journeys expect it. `removeJourneyService` takes it away again.
 */
export async function insertJourneyService(
  pool: pg.Pool,
  service: { id: string; name: string; description: string; priceCents: number; duration: number },
  slots: JourneySlot[],
) {
  await pool.query(`INSERT INTO "Service" (id, name, description, "priceCents", duration, "updatedAt") VALUES ($1, $2, $3, $4, $5, now())`, [
    service.id,
    service.name,
    service.description,
    service.priceCents,
    service.duration,
  ]);
  for (const slot of slots) {
    await pool.query(
      `INSERT INTO "Slot" (id, "serviceId", date, "startTime", "endTime", "startsAt", "endsAt", "updatedAt")
       VALUES ($1, $2, $3::date, $4::text, $5::text, ($3::text || ' ' || $4::text || '+00')::timestamptz, ($3::text || ' ' || $5::text || '+00')::timestamptz, now())`,
      [randomUUID(), service.id, slot.date, slot.start, slot.end],
    );
  }
}

/** Takes journey services out of the catalogue (as an admin does), then removes them with their slots and bookings. */
export async function removeJourneyServices(pool: pg.Pool, ids: string[]) {
  await retireServices(ids);
  await pool.query(`DELETE FROM "Booking" WHERE "serviceId" = ANY($1::uuid[])`, [ids]);
  await pool.query(`DELETE FROM "Slot" WHERE "serviceId" = ANY($1::uuid[])`, [ids]);
  await pool.query(`DELETE FROM "Service" WHERE id = ANY($1::uuid[])`, [ids]);
}

/**
 * Screenshots of the page as it is, at a phone's and a desktop's width, light and dark, kept with the
 * test's results for a person to look at (`<name>-<width>-<theme>.png`); the page is left light, at
 * 1280 px. Needs JavaScript (the theme is the stored choice next-themes applies).
 */
export async function screenshotAtWidths(page: Page, name: string) {
  await inEachTheme(page, async (theme) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      // From the top (a whole-page picture taken scrolled down shows the sticky header halfway down), two
      // frames later: what reacts to the width in script has followed it.
      await page.evaluate(() => new Promise<void>((done) => {
        window.scrollTo(0, 0);
        requestAnimationFrame(() => requestAnimationFrame(() => done()));
      }));
      await page.screenshot({ path: test.info().outputPath(`${name}-${width}-${theme}.png`), fullPage: true });
    }
  });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * The demo admin changes Business settings through the API (`PUT /api/settings`, the fields given), from a client
 * address of its own (sign-in limits count per client), for a journey that needs the shop set up another way.
 */
export async function changeShopSettings(fields: Record<string, unknown>) {
  const base = process.env.BASE_URL;
  const headers = { "content-type": "application/json", "x-forwarded-for": `10.249.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
  const login = await fetch(`${base}/api/auth/login`, { method: "POST", headers, body: JSON.stringify({ email: "admin@spotless.test", password: "Admin#2026" }) });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const saved = await fetch(`${base}/api/settings`, { method: "PUT", headers: { ...headers, authorization: `Bearer ${accessToken}` }, body: JSON.stringify(fields) });
  expect(saved.status).toBe(200);
}

/** `account` signs in on the login page, which leads on to the checkout of the service's slot starting at `start`. */
export async function signInToCheckout(page: Page, pool: pg.Pool, account: JourneyAccount, serviceId: string, start: string) {
  const { rows } = await pool.query(`SELECT id FROM "Slot" WHERE "serviceId" = $1 AND "startTime" = $2`, [serviceId, start]);
  const checkout = `/procced-booking?service=${serviceId}&slot=${rows[0].id}`;
  await page.goto(`/login?redirect=${encodeURIComponent(checkout)}`);
  await submitLogin(page, account.email, account.password);
  await expect(page).toHaveURL(new RegExp(`/procced-booking\\?service=${serviceId}`));
}
