import { randomUUID } from "node:crypto";
import pg from "pg";
import { expect, test, type Locator, type Page } from "./fixtures";
import { expectAccessible, insertJourneyService, removeJourneyServices, screenshotAtWidths, submitLogin } from "./journey-support";

/**
 * An admin sets the shop up to sell by vehicle size (docs/vehicles.md), with
 * and without JavaScript: adds a vehicle class in Business settings (and is
 * told, in the page, why another cannot be the default), prices a service of
 * its own for SUVs through "Vary by vehicle size" (a bad price is refused on
 * its field and nothing is stored), and adds an add-on offered with that
 * service. A new class shows on every service's page, so this file is in the
 * shop-wide list (playwright.config.ts); what it adds goes when it ends.
 * Screenshots at phone and desktop widths, light and dark, go to test-results/.
 */
const base = () => process.env.BASE_URL!;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
const tag = randomUUID().slice(0, 6);
const services = { plain: randomUUID(), js: randomUUID() };

test.beforeAll(async () => {
  for (const [mode, id] of Object.entries(services)) {
    await insertJourneyService(pool, { id, name: `Sized wash ${mode} ${tag}`, description: "A wash priced by the size of the car.", priceCents: 4000, duration: 60 }, []);
  }
});

test.afterAll(async () => {
  // Through the API, as an admin would, so that the pages that show them are rendered again.
  const token = await adminToken();
  const remove = (path: string) => fetch(`${base()}${path}`, { method: "DELETE", headers: { authorization: `Bearer ${token}` } });
  for (const { id } of (await pool.query(`SELECT id FROM "AddOn" WHERE name LIKE $1 AND NOT "isDeleted"`, [`Roof box % ${tag}`])).rows) await remove(`/api/add-ons/${id}`);
  // The service the page without JavaScript adds: retired through the API first, as the ones above.
  for (const { id } of (await pool.query(`SELECT id FROM "Service" WHERE name = $1 AND NOT "isDeleted"`, [`Page-made wash ${tag}`])).rows) await remove(`/api/services/${id}`);
  await pool.query(`DELETE FROM "Service" WHERE name = $1`, [`Page-made wash ${tag}`]);
  await removeJourneyServices(pool, Object.values(services));
  for (const { id } of (await pool.query(`SELECT id FROM "VehicleClass" WHERE name LIKE $1`, [`Camper % ${tag}`])).rows) await remove(`/api/vehicle-classes/${id}`);
  await pool.end();
});

async function adminToken(): Promise<string> {
  const login = await fetch(`${base()}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `10.248.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    body: JSON.stringify({ email: "admin@spotless.test", password: "Admin#2026" }),
  });
  return (await login.json()).accessToken;
}

const suvPrices = async (serviceId: string) =>
  (await pool.query(`SELECT p."priceCents", p.duration FROM "ServicePrice" p JOIN "VehicleClass" c ON c.id = p."vehicleClassId" WHERE p."serviceId" = $1 AND c.name = 'SUV / Crossover'`, [serviceId])).rows;

/** The service's form: the dialog once the page's script runs, else the page the Edit link leads to. */
async function openServiceForm(page: Page, name: string, javaScriptEnabled: boolean): Promise<Locator> {
  await page.goto(`/dashboard/admin?searchTerm=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  if (javaScriptEnabled) return page.getByRole("dialog");
  await expect(page).toHaveURL(/\/dashboard\/admin\/services\/[^/]+\/edit$/);
  return page.getByTestId("service-page-form");
}

for (const javaScriptEnabled of [false, true]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";
  const key = javaScriptEnabled ? "js" : "plain";

  test.describe(mode, () => {
    test.use({ javaScriptEnabled });

    test(`an admin adds a vehicle class, prices a service for SUVs and adds an add-on (${mode})`, async ({ page }) => {
      test.setTimeout(150_000);
      if (javaScriptEnabled) page.on("dialog", (dialog) => void dialog.accept());
      const camper = `Camper ${key} ${tag}`;
      const serviceName = `Sized wash ${key} ${tag}`;
      const addOnName = `Roof box ${key} ${tag}`;

      await page.goto("/dashboard/admin/settings");
      await submitLogin(page, "admin@spotless.test", "Admin#2026");
      await expect(page).toHaveURL(/\/dashboard\/admin\/settings$/);

      // A class: added at the end of the list, then moved up one place.
      const classes = page.getByRole("list", { name: "Vehicle classes, in order" }).getByTestId("vehicle-class");
      const defaultClass = classes.filter({ has: page.locator("[data-slot=badge]") });
      await expect(defaultClass).toHaveCount(1);
      const newClass = page.getByTestId("new-vehicle-class-form");
      await newClass.getByRole("button", { name: "Add a vehicle class" }).click();
      await expect(newClass.getByText("Please enter the vehicle class's name")).toBeVisible();
      await newClass.getByLabel("Name").fill(camper);
      await newClass.getByLabel("Description").fill("Campervans and motorhomes.");
      await newClass.getByRole("button", { name: "Add a vehicle class" }).click();
      await expect(classes.last()).toContainText(camper);
      await expect(newClass.getByLabel("Name")).toHaveValue("");
      await page.getByRole("button", { name: `Move ${camper} up` }).click();
      await expect(classes.nth(-2)).toContainText(camper);
      await expect(page.getByRole("button", { name: `Move ${camper} down` })).toBeEnabled();

      // A class some services do not offer cannot be the default: the domain's word, under that class.
      const motorbike = classes.filter({ hasText: "Motorbike" });
      await motorbike.getByRole("button", { name: "Make default: Motorbike" }).click();
      await expect(motorbike.getByRole("alert")).toContainText("do not offer this vehicle class");
      await expect(defaultClass).toContainText("Hatchback / Sedan");

      // Prices by vehicle size: a bad SUV price is refused on its field, and nothing is stored.
      const serviceId = services[key as keyof typeof services];
      let form = await openServiceForm(page, serviceName, javaScriptEnabled);
      await form.getByLabel("Vary by vehicle size").check();
      const suv = form.getByRole("group", { name: "SUV / Crossover" });
      await expect(form.getByRole("group", { name: camper })).toBeVisible();
      await suv.getByLabel(/^Price/).fill("-5");
      await suv.getByLabel(/^Duration/).fill("90");
      await form.getByRole("button", { name: "Save Service" }).click();
      await expect(suv.getByText("Price must be a positive number")).toBeVisible();
      await expect(suv.getByLabel(/^Price/)).toHaveValue("-5");
      expect(await suvPrices(serviceId)).toEqual([]);
      await suv.getByLabel(/^Price/).fill("65");
      await form.getByRole("button", { name: "Save Service" }).click();
      await expect(page).toHaveURL(/\/dashboard\/admin(\?.*)?$/);
      if (javaScriptEnabled) await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect.poll(() => suvPrices(serviceId)).toEqual([{ priceCents: 6500, duration: 90 }]);
      // Opened again, the table shows it; the camper class, left empty, costs what the default does.
      form = await openServiceForm(page, serviceName, javaScriptEnabled);
      await expect(form.getByLabel("Vary by vehicle size")).toBeChecked();
      await expect(form.getByRole("group", { name: "SUV / Crossover" }).getByLabel(/^Price/)).toHaveValue("65");
      await expect(form.getByRole("group", { name: camper }).getByLabel(/^Price/)).toHaveValue("");
      if (javaScriptEnabled) await page.keyboard.press("Escape");

      // An add-on offered with that service, with its own price for SUVs.
      await page.goto("/dashboard/admin/add-ons");
      await expect(page.getByRole("heading", { name: "Add-ons", level: 1 })).toBeVisible();
      const newAddOn = page.getByTestId("new-add-on-form");
      await newAddOn.getByLabel("Name").fill(addOnName);
      await newAddOn.getByLabel(/^Price \(/).fill("12");
      await newAddOn.getByLabel("Minutes").fill("abc");
      await newAddOn.getByRole("checkbox", { name: serviceName }).check();
      await newAddOn.getByLabel(/^Price for SUV \/ Crossover/).fill("15");
      await newAddOn.getByRole("button", { name: "Add an add-on" }).click();
      await expect(newAddOn.getByText("The minutes must be a whole number from 0 to 480")).toBeVisible();
      await expect(newAddOn.getByRole("checkbox", { name: serviceName })).toBeChecked();
      await newAddOn.getByLabel("Minutes").fill("20");
      await newAddOn.getByRole("button", { name: "Add an add-on" }).click();
      const card = page.getByTestId("add-on").filter({ hasText: addOnName });
      await expect(card).toContainText(`Offered with: ${serviceName}`);
      await expect(card).toContainText("$12");
      await expect(card).toContainText("20 min");
      const [stored] = (await pool.query(`SELECT a."priceCents", a.minutes, a."serviceIds", p."priceCents" AS "suvCents" FROM "AddOn" a JOIN "AddOnPrice" p ON p."addOnId" = a.id WHERE a.name = $1`, [addOnName])).rows;
      expect(stored).toEqual({ priceCents: 1200, minutes: 20, serviceIds: [serviceId], suvCents: 1500 });

      if (javaScriptEnabled) {
        await screenshotAtWidths(page, "add-ons");
        await expectAccessible(page, "/dashboard/admin/add-ons");
        await expectAccessible(page, "/dashboard/admin/settings");
        await page.goto("/dashboard/admin/settings#vehicle-classes");
        await screenshotAtWidths(page, "vehicle-classes");
        form = await openServiceForm(page, serviceName, true);
        await form.getByLabel("Vary by vehicle size").check();
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await page.screenshot({ path: test.info().outputPath(`service-dialog-${width}.png`), fullPage: true });
        }
        await page.keyboard.press("Escape");
        await page.goto(`/dashboard/admin/services/${serviceId}/edit`);
        await screenshotAtWidths(page, "service-page");
        await expectAccessible(page, `/dashboard/admin/services/${serviceId}/edit`);
      }

      // Deleted, the add-on and the class leave their lists.
      await page.goto("/dashboard/admin/add-ons");
      await card.getByRole("button", { name: `Delete ${addOnName}` }).click();
      await expect(card).toHaveCount(0);
      await page.goto("/dashboard/admin/settings");
      await page.getByRole("button", { name: `Delete ${camper}` }).click();
      await expect(classes.filter({ hasText: camper })).toHaveCount(0);
    });
  });
}

test.describe("without JavaScript, a new service", () => {
  test.use({ javaScriptEnabled: false });

  test("an admin adds a service from its own page: a bad price is said beside it and nothing is stored, then it is saved and listed", async ({ page }) => {
    const name = `Page-made wash ${tag}`;
    const stored = async () => (await pool.query(`SELECT "priceCents", duration FROM "Service" WHERE name = $1`, [name])).rows;
    await page.goto("/dashboard/admin");
    await submitLogin(page, "admin@spotless.test", "Admin#2026");
    await expect(page).toHaveURL(/\/dashboard\/admin$/);

    await page.getByRole("link", { name: "Add Service" }).click();
    await expect(page).toHaveURL(/\/dashboard\/admin\/services\/new$/);
    const form = page.getByTestId("service-page-form");
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Description").fill("Added without the page's script.");
    // The service's own duration and price come first; each vehicle size's rows, after them, carry the same labels in their group.
    const duration = form.getByLabel("Duration (minutes)", { exact: true }).first();
    const price = form.getByLabel("Price ($)", { exact: true }).first();
    await duration.fill("40");
    await price.fill("-3");
    await form.getByRole("button", { name: "Save Service" }).click();
    await expect(form.getByText("Price must be a positive number")).toBeVisible();
    // What was typed is kept.
    await expect(form.getByLabel("Name")).toHaveValue(name);
    expect(await stored()).toEqual([]);

    await price.fill("25");
    await form.getByRole("button", { name: "Save Service" }).click();
    await expect(page).toHaveURL(/\/dashboard\/admin(\?.*)?$/);
    expect(await stored()).toEqual([{ priceCents: 2500, duration: 40 }]);
    await page.goto(`/dashboard/admin?searchTerm=${encodeURIComponent(name)}`);
    await expect(page.getByTestId("service-row").filter({ hasText: name })).toContainText("$25");
  });
});
