import { randomUUID } from "node:crypto";
import { expect, test } from "./fixtures";
import pg from "pg";
import { insertJourneyService, removeJourneyServices, showCalendarMonth } from "./journey-support";

/**
 * A service page's calendar offers only days with something to book: it opens
 * on the first of them, marks them in every month shown, and a service with
 * no schedule yet says so instead of offering empty days. With JavaScript
 * and without it.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
const scheduled = randomUUID();
const unscheduled = randomUUID();
// Computed when the journeys run, not when the file loads.
let openDays: string[] = [];

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const nextIso = (iso: string, step: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + step * 86_400_000).toISOString().slice(0, 10);
/** How the calendar names a day's button: "25 November 2026, Wednesday" and what it adds ("…, free times"). */
const dayButton = (iso: string) => {
  const day = new Date(`${iso}T00:00:00Z`);
  return new RegExp(`^${day.getUTCDate()} ${day.toLocaleDateString("en-US", { month: "long", timeZone: "UTC" })} ${day.getUTCFullYear()},`);
};
const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

test.beforeAll(async () => {
  // Free times three and six days ahead, and one a month and more away (another month of the calendar).
  openDays = [isoDay(3), isoDay(6), isoDay(38)];
  await insertJourneyService(
    pool,
    { id: scheduled, name: `Calendar Wash ${scheduled.slice(0, 6)}`, description: "A wash for the calendar journeys", priceCents: 3000, duration: 30 },
    openDays.map((date) => ({ date, start: "10:00", end: "10:30" })),
  );
  await insertJourneyService(pool, { id: unscheduled, name: `New Wash ${unscheduled.slice(0, 6)}`, description: "A wash with no schedule yet", priceCents: 3000, duration: 30 }, []);
});

test.afterAll(async () => {
  await removeJourneyServices(pool, [scheduled, unscheduled]);
  await pool.end();
});

for (const javaScriptEnabled of [false, true]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("the calendar opens on the first day with free times and offers only such days, month after month", async ({ page }) => {
      const [first, second, later] = openDays;
      await page.goto(`/service/${scheduled}`);
      await expect(page.getByTestId("slots-date")).toHaveText(longDate(first));
      await expect(page.getByRole("button", { name: "10:00 to 10:30" })).toBeVisible();

      for (const open of [first, second]) {
        await showCalendarMonth(page, open);
        await expect(page.getByRole("button", { name: dayButton(open) })).toHaveAccessibleName(/, free times/);
        await expect(page.getByRole("button", { name: dayButton(open) })).toBeEnabled();
      }
      // The days between them (each in its own month's view) have nothing to book: shown, not offered.
      for (let day = nextIso(first, 1); day < second; day = nextIso(day, 1)) {
        await showCalendarMonth(page, day);
        await expect(page.getByRole("button", { name: dayButton(day) })).toBeDisabled();
        await expect(page.getByRole("button", { name: dayButton(day) })).not.toHaveAccessibleName(/free times/);
      }

      // A later month: its open day is marked once the calendar turns to it, and choosing it lists its times.
      await showCalendarMonth(page, later);
      const neighbour = nextIso(later, later.endsWith("-01") ? 1 : -1);
      await expect(page.getByRole("button", { name: dayButton(later) })).toHaveAccessibleName(/, free times/);
      await expect(page.getByRole("button", { name: dayButton(neighbour) })).toBeDisabled();
      await page.getByRole("button", { name: dayButton(later) }).click();
      await expect(page).toHaveURL(new RegExp(`date=${later}`));
      await expect(page.getByTestId("slots-date")).toHaveText(longDate(later));
      await expect(page.getByRole("button", { name: "10:00 to 10:30" })).toBeVisible();
    });

    test("a service with no schedule yet says so plainly instead of offering empty days", async ({ page }) => {
      await page.goto(`/service/${unscheduled}`);
      await expect(page.getByRole("heading", { name: "No dates open yet" })).toBeVisible();
      await expect(page.getByText("This service has no times to book yet.")).toBeVisible();
      await expect(page.getByRole("grid")).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Book This Service" })).toHaveCount(0);
    });
  });
}

test("in a browser far from the shop's time zone, the calendar marks the shop's today, and the page hydrates without an error", async ({ browser, baseURL, request }) => {
  // A browser whose own date is another day than the shop's now (one of the two ends of the world always is).
  const { timeZone } = (await (await request.get("/api/settings")).json()).data as { timeZone: string };
  const dayIn = (zone: string) => new Date().toLocaleDateString("en-CA", { timeZone: zone });
  const shopToday = dayIn(timeZone);
  const zone = ["Etc/GMT+12", "Etc/GMT-14"].find((candidate) => dayIn(candidate) !== shopToday)!;
  const context = await browser.newContext({ baseURL, timezoneId: zone });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  const browserToday = await page.evaluate(() => new Date().toLocaleDateString("en-CA"));
  expect(browserToday).not.toBe(shopToday);

  await page.goto(`/service/${scheduled}`);
  await expect(page.getByRole("button", { name: "10:00 to 10:30" })).toBeVisible();
  // Turning the calendar (the browser draws the months it turns to) to today's month, and back again.
  for (const month of [isoDay(40), shopToday]) {
    await showCalendarMonth(page, month);
  }
  const today = page.getByRole("button", { name: /, today/ });
  await expect(today).toHaveCount(1);
  await expect(today).toHaveAccessibleName(dayButton(shopToday));
  // Hydrating the server's page threw nothing (React reports a mismatch as a console error).
  expect(errors.filter((text) => /hydrat|Minified React error #(418|423|425)/i.test(text))).toEqual([]);
  await context.close();
});
