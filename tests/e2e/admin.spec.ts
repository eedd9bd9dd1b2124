import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "./fixtures";
import pg from "pg";
import { retireServices, submitLogin } from "./journey-support";

/**
 * The admin area: services, a generated schedule, slot toggling, what a
 * customer then sees, the sidebar at three widths, and the saved theme.
 * Services made here are removed afterwards, so the catalogue journeys see
 * the demo data as it was.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
const tag = randomUUID().slice(0, 6);
const serviceName = `Steam Clean ${tag}`;
const doomedName = `Old Offer ${tag}`;

test.afterAll(async () => {
  const ids = (await pool.query(`SELECT id FROM "Service" WHERE name LIKE $1`, [`%${tag}`])).rows.map((row) => row.id);
  await retireServices(ids);
  await pool.query(`DELETE FROM "Booking" WHERE "serviceId" = ANY($1::uuid[])`, [ids]);
  await pool.query(`DELETE FROM "Slot" WHERE "serviceId" = ANY($1::uuid[])`, [ids]);
  await pool.query(`DELETE FROM "Service" WHERE id = ANY($1::uuid[])`, [ids]);
  await pool.end();
});

async function signInAsAdmin(page: Page, path = "/dashboard/admin") {
  await page.goto(path);
  await expect(page).toHaveURL(`/login?${new URLSearchParams({ redirect: path })}`);
  await submitLogin(page, "admin@spotless.test", "Admin#2026");
  // Signing in (argon2) and then the page (the overview's charts read a month of bookings) took over the
  // default 10 s once on a machine running several builds at once.
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, "\\/")}$`), { timeout: 30_000 });
}

/** Next Monday (at least a day ahead), as YYYY-MM-DD. */
function nextMonday(): string {
  const today = new Date();
  const ahead = ((8 - today.getUTCDay()) % 7) || 7;
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + ahead)).toISOString().slice(0, 10);
}
const plusDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function addService(page: Page, name: string, price: string) {
  await page.getByRole("link", { name: "Add Service" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Service" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Description").fill("Steam cleaning of seats, carpets and mats.");
  await dialog.getByRole("spinbutton", { name: "Duration (minutes)" }).fill("60");
  await dialog.getByRole("spinbutton", { name: "Price ($)" }).fill(price);
  await dialog.getByRole("button", { name: "Save Service" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Successfully created service").last()).toBeVisible();
}

test("an admin manages services and a week of slots, and a customer sees exactly the free ones", async ({ page, browser, baseURL }) => {
  await signInAsAdmin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Service Management" })).toBeVisible();

  // The spec's messages, and the dialog stays open.
  await page.getByRole("link", { name: "Add Service" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Service" });
  await dialog.getByRole("button", { name: "Save Service" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await expect(dialog.getByText("Description is required")).toBeVisible();
  await expect(dialog.getByText("Duration is required")).toBeVisible();
  await expect(dialog.getByText("Price is required")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await addService(page, serviceName, "49.99");
  await addService(page, doomedName, "10");
  await page.getByLabel("Search services").fill(tag);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`searchTerm=${tag}`));
  await expect(page.getByTestId("service-row")).toHaveCount(2);
  const row = page.getByTestId("service-row").filter({ hasText: serviceName });
  await expect(row).toContainText("$49.99");
  await expect(row).toContainText("Steam cleaning of seats, carpe…");
  // A new service has no slots yet: Service Management says so, and leads to where slots are made.
  await expect(page.getByRole("status").filter({ hasText: /live services? (has|have) no slot customers can book/ })).toBeVisible();
  await expect(row.getByRole("link", { name: `No open slots: ${serviceName} has no slot customers can book; add slots` })).toHaveAttribute("href", /\/dashboard\/admin\/manage-slots\?service=/);

  // Edit: the dialog comes prefilled.
  await row.getByRole("link", { name: `Edit ${serviceName}` }).click();
  const edit = page.getByRole("dialog", { name: "Update Service Details" });
  await expect(edit.getByLabel("Name")).toHaveValue(serviceName);
  await edit.getByRole("spinbutton", { name: "Price ($)" }).fill("55");
  await edit.getByRole("button", { name: "Save Service" }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText("$55");

  // Delete, after the confirmation.
  const doomed = page.getByTestId("service-row").filter({ hasText: doomedName });
  await doomed.getByRole("button", { name: `Delete ${doomedName}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Are you sure?" });
  await expect(confirm).toContainText("This action cannot be undone. This will permanently delete the selected item.");
  await confirm.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Product deleted successfully")).toBeVisible();
  await expect(page.getByTestId("service-row")).toHaveCount(1);

  // A week of slots, Monday to Friday, 09:00 to 12:00.
  const monday = nextMonday();
  await page.getByRole("navigation", { name: "Admin navigation" }).getByRole("link", { name: "Manage Slots" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Slot Management" })).toBeVisible();
  await page.getByRole("button", { name: "Generate schedule" }).click();
  const generate = page.getByRole("dialog", { name: "Generate a schedule" });
  await generate.getByLabel("Service").click();
  await page.getByRole("option", { name: serviceName }).click();
  await generate.getByLabel("From").fill(monday);
  await generate.getByLabel("To").fill(plusDays(monday, 6));
  // A row per weekday, from the shop's opening hours: Monday to Saturday chosen, Sunday closed. Monday to Friday, 09:00 to 12:00.
  await generate.getByRole("checkbox", { name: "Saturday" }).click();
  for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]) {
    await generate.getByLabel(`${day} opens`).fill("09:00");
    await generate.getByLabel(`${day} closes`).fill("12:00");
  }
  await generate.getByRole("button", { name: "Generate" }).click();
  await expect(page.getByText("15 slots created, 0 skipped")).toBeVisible();
  await page.goto(`/dashboard/admin?searchTerm=${tag}`);
  await expect(page.getByTestId("service-row").filter({ hasText: serviceName })).not.toContainText("No open slots");
  await page.goto("/dashboard/admin/manage-slots");

  // Only this service's slots, soonest first.
  await page.locator("#slots-service").click();
  await page.getByRole("option", { name: serviceName }).click();
  await expect(page).toHaveURL(/service=/);
  const rows = page.getByTestId("slot-row");
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText("09:00");

  // Cancel one and make it available again; cancel another and leave it.
  const first = rows.first();
  await first.getByRole("button", { name: /^Cancel: / }).click();
  await expect(first.getByRole("button", { name: /^Make Available: / })).toBeVisible();
  await first.getByRole("button", { name: /^Make Available: / }).click();
  await expect(first.getByRole("button", { name: /^Cancel: / })).toBeVisible();
  const second = rows.nth(1);
  await expect(second).toContainText("10:00");
  await second.getByRole("button", { name: /^Cancel: / }).click();
  await expect(second.getByRole("button", { name: /^Make Available: / })).toBeVisible();

  // A visitor sees Monday's three slots, the cancelled one not available; the deleted service is gone.
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  const serviceId = (await pool.query(`SELECT id FROM "Service" WHERE name = $1`, [serviceName])).rows[0].id;
  await visitor.goto(`/service/${serviceId}?date=${monday}`);
  await expect(visitor.getByRole("heading", { level: 1, name: serviceName })).toBeVisible();
  const slots = visitor.getByRole("list").filter({ has: visitor.getByRole("button", { name: /^09:00 to 10:00/ }) }).getByRole("button");
  await expect(slots).toHaveCount(3);
  // Free ones may say how many places are left (other services' bookings hold some of the shop's bays at those hours).
  await expect(visitor.getByRole("button", { name: /^09:00 to 10:00(, \d+ left)?$/ })).toBeVisible();
  await expect(visitor.getByRole("button", { name: "10:00 Cancelled by the shop (10:00 to 11:00)" })).toBeVisible();
  await expect(visitor.getByRole("button", { name: /^11:00 to 12:00(, \d+ left)?$/ })).toBeVisible();
  await visitor.goto(`/services?searchTerm=${tag}`);
  await expect(visitor.getByTestId("service-card")).toHaveCount(1);
  await visitor.context().close();
});

/** Picks a day in a date picker's calendar (turning to its month first). */
async function pickDay(page: Page, iso: string) {
  const day = new Date(`${iso}T00:00:00Z`);
  const label = `${day.getUTCDate()} ${day.toLocaleDateString("en-US", { month: "long", timeZone: "UTC" })} ${day.getUTCFullYear()}, ${day.toLocaleDateString("en-US", { weekday: "long", timeZone: "UTC" })}`;
  const button = page.getByRole("button", { name: new RegExp(`^${label}`) });
  if (!(await button.isVisible())) await page.getByRole("button", { name: /next month/i }).click();
  await button.click();
}

test("an owner's week: each day's own hours, a slot until midnight, none in the past, and two days of slots cancelled after a look at what that touches", async ({ page }) => {
  // Four dialogs and two settings saves: longer than one journey's usual minute.
  test.setTimeout(180_000);
  const name = `Own Hours ${tag}`;
  const serviceId = randomUUID();
  await pool.query(`INSERT INTO "Service" (id, name, description, "priceCents", duration, "updatedAt") VALUES ($1, $2, 'A service of the owner journey', 3000, 60, now())`, [serviceId, name]);
  const monday = nextMonday();
  const slotsOn = async (date: string) =>
    (await pool.query(`SELECT "startTime", "endTime", status FROM "Slot" WHERE "serviceId" = $1 AND date = $2::date ORDER BY "startTime"`, [serviceId, date])).rows;

  // Saturday closes at 14:00 (Business Settings).
  await signInAsAdmin(page, "/dashboard/admin/settings");
  await page.getByLabel("Saturday: Closes").fill("14:00");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved").first()).toBeVisible();
  try {
    await page.goto("/dashboard/admin/manage-slots");
    await page.getByRole("button", { name: "Generate schedule" }).click();
    const generate = page.getByRole("dialog", { name: "Generate a schedule" });
    await expect(generate.getByLabel("Saturday opens")).toHaveValue("09:00");
    await expect(generate.getByLabel("Saturday closes")).toHaveValue("14:00");
    await expect(generate.getByLabel("Monday closes")).toHaveValue("17:00");
    await expect(generate.getByRole("checkbox", { name: "Sunday" })).not.toBeChecked();
    await expect(generate.getByRole("group", { name: "Sunday" })).toContainText("Closed");
    await generate.getByLabel("Service").click();
    await page.getByRole("option", { name }).click();
    await generate.getByLabel("From").fill(monday);
    await generate.getByLabel("To").fill(plusDays(monday, 6));
    await generate.getByRole("button", { name: "Generate" }).click();
    // Monday to Friday 09:00 to 17:00, Saturday until 14:00, no Sunday.
    await expect(page.getByText("45 slots created, 0 skipped")).toBeVisible();
    expect((await slotsOn(plusDays(monday, 5))).map((slot) => slot.endTime).at(-1)).toBe("14:00");
    expect(await slotsOn(plusDays(monday, 6))).toEqual([]);

    // Create New Slot: today at 00:00 has passed, and the dialog says so beside the start time.
    await page.getByRole("button", { name: "Create New Slot" }).click();
    const create = page.getByRole("dialog", { name: "Create New Slot" });
    await create.getByLabel("Service").click();
    await page.getByRole("option", { name }).click();
    await create.getByLabel("Date").click();
    await page.getByRole("button", { name: /, today/ }).click();
    await create.getByLabel("Start time").fill("00:00");
    await create.getByLabel("End time").fill("00:05");
    await create.getByRole("button", { name: "Save" }).click();
    await expect(create.locator("#slot-start-error")).toHaveText("A slot cannot start in the past");
    await expect(page.getByText(/something went wrong/i)).toHaveCount(0);
    // A slot from 22:35 until midnight on Sunday.
    await create.getByLabel("Date").click();
    await pickDay(page, plusDays(monday, 6));
    await create.getByLabel("Start time").fill("22:35");
    await create.getByLabel("End time").fill("00:00");
    await create.getByRole("button", { name: "Save" }).click();
    await expect(create).toBeHidden();
    expect(await slotsOn(plusDays(monday, 6))).toEqual([{ startTime: "22:35", endTime: "24:00", status: "available" }]);

    // Monday and Tuesday cancelled: first what it touches, then done.
    await page.getByRole("button", { name: "Cancel or delete slots" }).click();
    const range = page.getByRole("dialog", { name: "Cancel or delete slots" });
    await range.getByLabel("Service").click();
    await page.getByRole("option", { name }).click();
    await range.getByLabel("From", { exact: true }).fill(monday);
    await range.getByLabel("To", { exact: true }).fill(plusDays(monday, 1));
    await range.getByRole("button", { name: "Review" }).click();
    await expect(range.getByTestId("range-impact")).toHaveText("This cancels 16 slots, with no live booking in them. Confirm to go ahead.");
    expect((await slotsOn(monday)).every((slot) => slot.status === "available")).toBe(true);
    await range.getByRole("button", { name: "Cancel these slots" }).click();
    await expect(page.getByText("16 slots cancelled")).toBeVisible();
    expect((await slotsOn(plusDays(monday, 1))).map((slot) => slot.status)).toEqual(Array(8).fill("cancel"));
    // Wednesday's deleted.
    await page.getByRole("button", { name: "Cancel or delete slots" }).click();
    await range.getByLabel("Service").click();
    await page.getByRole("option", { name }).click();
    await range.getByLabel("From", { exact: true }).fill(plusDays(monday, 2));
    await range.getByLabel("To", { exact: true }).fill(plusDays(monday, 2));
    await range.getByLabel(/^Delete them/).check();
    await range.getByRole("button", { name: "Review" }).click();
    await expect(range.getByTestId("range-impact")).toContainText("This deletes 8 slots");
    await range.getByRole("button", { name: "Delete these slots" }).click();
    await expect(page.getByText("8 slots deleted")).toBeVisible();
    expect(await slotsOn(plusDays(monday, 2))).toEqual([]);
  } finally {
    await page.goto("/dashboard/admin/settings");
    await page.getByLabel("Saturday: Closes").fill("17:00");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Settings saved").first()).toBeVisible();
  }
});

test.describe("the admin sidebar", () => {
  const sidebar = (page: Page) => page.getByTestId("admin-sidebar");
  const width = async (page: Page) => (await sidebar(page).boundingBox())?.width ?? 0;

  test("at 1280 px: open beside the content, closed and opened by its handle, not by clicks elsewhere", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAsAdmin(page);
    await expect(sidebar(page)).toHaveAttribute("data-state", "open");
    expect(await width(page)).toBe(287);
    await page.getByRole("heading", { level: 1 }).click();
    await expect(sidebar(page)).toHaveAttribute("data-state", "open");
    await page.getByRole("button", { name: "Close sidebar" }).click();
    await expect(sidebar(page)).toHaveAttribute("data-state", "closed");
    await expect.poll(() => width(page)).toBe(0);
    await page.getByRole("button", { name: "Open sidebar" }).click();
    await expect.poll(() => width(page)).toBe(287);
  });

  test("at 1000 px: open by default, closed by a click outside it", async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await signInAsAdmin(page);
    await expect(sidebar(page)).toHaveAttribute("data-state", "open");
    await page.getByRole("heading", { level: 1 }).click();
    await expect(sidebar(page)).toHaveAttribute("data-state", "closed");
    await expect.poll(() => width(page)).toBe(0);
    // A link click keeps it open at this width.
    await page.getByRole("button", { name: "Open sidebar" }).click();
    await page.getByRole("navigation", { name: "Admin navigation" }).getByRole("link", { name: "Manage Bookings" }).click();
    await expect(page).toHaveURL(/manage-bookings$/);
    await expect(sidebar(page)).toHaveAttribute("data-state", "open");
  });

  test("at 600 px: a 300 px drawer behind the menu button, closed after a link", async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 800 });
    await signInAsAdmin(page);
    await expect(sidebar(page)).toHaveAttribute("data-state", "closed");
    await expect(page.getByRole("button", { name: "Close sidebar" })).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Admin navigation" }).getByRole("link", { name: "Manage Slots" })).not.toBeInViewport();
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(sidebar(page)).toHaveAttribute("data-state", "open");
    expect(await width(page)).toBe(300);
    await page.getByRole("navigation", { name: "Admin navigation" }).getByRole("link", { name: "Manage Slots" }).click();
    await expect(page).toHaveURL(/manage-slots$/);
    await expect(sidebar(page)).toHaveAttribute("data-state", "closed");
  });
});

test("the theme switch is remembered across reloads", async ({ page }) => {
  await signInAsAdmin(page, "/dashboard/admin/overview");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByTestId("overview-figure")).toHaveCount(4);
  await page.getByRole("button", { name: "Toggle theme" }).click();
  await page.getByRole("menuitemradio", { name: "Dark" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.getByRole("button", { name: "Toggle theme" }).click();
  await page.getByRole("menuitemradio", { name: "Light" }).click();
  await page.reload();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
});

test("every admin list pages to its second page", async ({ page }) => {
  // Enough accounts for two pages of User Management, whatever ran before.
  const { rows } = await pool.query(`SELECT count(*)::int AS n FROM "User"`);
  for (let i = rows[0].n; i <= 10; i++) {
    await pool.query(
      `INSERT INTO "User" (id, "firstName", "lastName", email, "passwordHash", "updatedAt") VALUES (gen_random_uuid(), 'Paging', $1, $2, 'not-a-hash', now())`,
      [`User ${i}`, `paging.${i}.${tag}@example.test`],
    );
  }
  try {
    await signInAsAdmin(page);
    const lists = [
      { path: "/dashboard/admin", heading: "Service Management" },
      { path: "/dashboard/admin/manage-slots", heading: "Slot Management" },
      { path: "/dashboard/admin/manage-user", heading: "User Management" },
      // All dates (the page opens on today onward, which may fit on one page).
      { path: "/dashboard/admin/manage-bookings", query: "?sort=-createdAt", heading: "Booking Management" },
    ];
    for (const list of lists) {
      await page.goto(`${list.path}${"query" in list ? list.query : ""}`);
      await expect(page.getByRole("heading", { level: 1, name: list.heading })).toBeVisible();
      const main = page.getByRole("main");
      const firstPage = await main.innerText();
      const pageTwo = page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2" });
      // A real address on this list, not an error text.
      await expect(pageTwo).toHaveAttribute("href", new RegExp(`^${list.path.replace(/\//g, "\\/")}\\?(.+&)?page=2`));
      await pageTwo.click();
      await expect(page).toHaveURL(/[?&]page=2/);
      await expect(page.getByRole("heading", { level: 1, name: list.heading })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
      expect(await main.innerText()).not.toEqual(firstPage);
    }
  } finally {
    await pool.query(`DELETE FROM "User" WHERE email LIKE $1`, [`paging.%.${tag}@example.test`]);
  }
});
