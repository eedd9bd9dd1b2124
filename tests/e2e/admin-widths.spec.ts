import { expect, signedInTest as test, type Locator, type Page } from "./fixtures";

/**
 * Every admin page at a phone's, a tablet's and two laptops' widths, in the
 * light and the dark theme, as the demo admin: the page never scrolls
 * sideways (a table turns into cards, or scrolls inside its own region), and
 * its key controls (a row's action, its status, the form's button) are on
 * the screen and not under the sticky header or a sticky column. Each view's
 * screenshot is kept in the test's output folder for a person to look at.
 */

const WIDTHS = [390, 768, 1280, 1440];
const THEMES = ["light", "dark"] as const;

/** The first row's cell (0-based) of a list of rows. */
const cell = (row: Locator, index: number) => row.locator("td").nth(index);

/**
 * What must be on the screen on each page (`controls`), and what is checked
 * when the page has it (`ifAny`: rows that depend on the day, such as today's
 * customers at the counter or live holds).
 */
const PAGES: { path: string; controls: (page: Page) => Locator[]; ifAny?: (page: Page) => Locator[] }[] = [
  {
    path: "/dashboard/admin",
    controls: (page) => {
      const row = page.getByTestId("service-row").first();
      return [cell(row, 0), cell(row, 5).getByRole("button").or(cell(row, 5).getByRole("link")).last()];
    },
  },
  { path: "/dashboard/admin/overview", controls: (page) => [page.getByRole("heading", { level: 1 })] },
  {
    path: "/dashboard/admin/manage-slots",
    controls: (page) => {
      const row = page.getByTestId("slot-row").first();
      // Status, service and the row's action (Cancel or Make available; Booked when taken).
      return [cell(row, 3), cell(row, 5), cell(row, 6).locator("button, [data-slot=badge]").first()];
    },
  },
  {
    path: "/dashboard/admin/manage-bookings",
    controls: (page) => {
      const row = page.getByTestId("booking-row").first();
      return [cell(row, 3), cell(row, 4), row.getByRole("link", { name: /^Open/ })];
    },
  },
  { path: "/dashboard/admin/calendar", controls: (page) => [page.getByRole("link", { name: "Today" }), page.getByRole("link", { name: "Week" })] },
  {
    path: "/dashboard/admin/calendar?view=week",
    // The week's last day (Sunday) as much as its first.
    controls: (page) => [page.getByTestId("calendar-week").locator("h3 a").first(), page.getByTestId("calendar-week").locator("h3 a").last()],
  },
  {
    path: "/dashboard/admin/counter",
    controls: (page) => [page.getByRole("heading", { level: 2 }).first(), page.getByRole("heading", { level: 2 }).last()],
    ifAny: (page) => [page.getByTestId("today-row").first().locator("td").last(), page.getByTestId("to-settle-row").first().getByRole("button").last()],
  },
  { path: "/dashboard/admin/holds", controls: (page) => [page.getByRole("heading", { level: 1 })], ifAny: (page) => [page.getByTestId("hold-row").first().getByRole("button")] },
  { path: "/dashboard/admin/bays", controls: (page) => [page.getByRole("button", { name: /^Add a/ })] },
  { path: "/dashboard/admin/add-ons", controls: (page) => [page.getByRole("button", { name: "Add an add-on" })] },
  { path: "/dashboard/admin/manage-user", controls: (page) => [page.getByTestId("user-card").first().getByRole("combobox")] },
  {
    path: "/dashboard/admin/reviews",
    controls: (page) => {
      const row = page.getByTestId("review-row").first();
      return [cell(row, 4), row.getByRole("button").last()];
    },
  },
  { path: "/dashboard/admin/emails", controls: (page) => [page.getByRole("button", { name: "Show", exact: true })], ifAny: (page) => [page.getByTestId("email-delivery").first().getByRole("button")] },
  { path: "/dashboard/admin/texts", controls: (page) => [page.getByRole("button", { name: "Show", exact: true })], ifAny: (page) => [page.getByTestId("sms-delivery").getByRole("button").first()] },
  { path: "/dashboard/admin/webhooks", controls: (page) => [page.locator("main form").first().locator("button[type=submit]")] },
  {
    path: "/dashboard/admin/audit",
    controls: (page) => [page.locator("main form button[type=submit]").first()],
    ifAny: (page) => [cell(page.getByTestId("audit-row").first(), 2)],
  },
  { path: "/dashboard/admin/pages", controls: (page) => [page.locator("main form button[type=submit]").first()] },
  { path: "/dashboard/admin/settings", controls: (page) => [page.locator("main form button[type=submit]").last()] },
];

/**
 * Once the page is scrolled down (never sideways, the page's or a table's)
 * to bring `target` to the middle of the screen, the element at its centre
 * is `target` or inside it: it is on the screen and nothing covers it.
 */
async function expectUncovered(target: Locator, view: string) {
  await expect(target, view).toBeVisible();
  const onTop = await target.evaluate((element) => {
    const before = element.getBoundingClientRect();
    window.scrollBy(0, before.top + before.height / 2 - window.innerHeight / 2);
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const found = document.elementFromPoint(x, y);
    const inside = x >= 0 && x <= document.documentElement.clientWidth && y >= 0 && y <= window.innerHeight;
    return inside && found !== null && (found === element || element.contains(found));
  });
  expect(onTop, `${view}: ${target} is covered or off-screen`).toBe(true);
}

// Each page's tests may run beside each other, on both workers.
test.describe.configure({ mode: "parallel" });

/** Lets the page follow a new width or theme: two frames, for what reacts to a media query in script. */
const settle = (page: Page) => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

// One test per page: eight views each, and all of them together would outlast one test's time.
for (const { path, controls, ifAny = () => [] } of PAGES) {
  test(`the admin page ${path} fits 390, 768, 1280 and 1440 px, light and dark`, async ({ page }, testInfo) => {
    // Eight views, each measured and photographed whole: more than one view's time.
    test.setTimeout(180_000);
    // The page is loaded once, at a phone's width; the widths after it are the same page resized, as a
    // person turning a tablet or widening a window sees it.
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    await page.emulateMedia({ colorScheme: THEMES[0] });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      await expect(page.locator("html")).toHaveClass(new RegExp(theme));
      for (const width of WIDTHS) {
        const view = `${path} at ${width} px, ${theme}`;
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate(() => window.scrollTo(0, 0));
        await settle(page);
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
        expect(scrollWidth, `${view}: the page scrolls sideways`).toBeLessThanOrEqual(clientWidth);
        if (width < 1280) {
          // Where the room is a phone's (a tablet's content beside the sidebar is one), a table's rows are cards: nothing to scroll to.
          const tables = await page.locator("[data-slot=table-container]").evaluateAll((regions) => regions.map((region) => region.scrollWidth - region.clientWidth));
          expect(tables.filter((hidden) => hidden > 0), `${view}: a table scrolls sideways`).toEqual([]);
        }
        for (const control of controls(page)) await expectUncovered(control, view);
        for (const control of ifAny(page)) if ((await control.count()) > 0) await expectUncovered(control, view);
        const name = (path.replace(/^\/dashboard\/admin\/?/, "") || "services").replace(/[^a-z0-9]+/gi, "-");
        // From the top: a whole-page picture taken scrolled down shows the sticky header halfway down the page.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: testInfo.outputPath(`${name}-${width}-${theme}.png`), fullPage: true });
      }
    }
  });
}
