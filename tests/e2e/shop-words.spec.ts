import { expect, test, type Page } from "./fixtures";
import pg from "pg";
import { submitLogin } from "./journey-support";

/**
 * An admin writes the home page's hero in Business settings (with and
 * without JavaScript): the home page's heading, text and button say it.
 * Screenshots of the home page and the settings' home-page fields at phone
 * and desktop widths, light and dark, go to test-results/ to be looked at.
 * The words are put back afterwards.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });

test.afterAll(async () => {
  await pool.query(`UPDATE "BusinessSettings" SET "heroTitle" = '', "heroText" = '', "heroButtonLabel" = '' WHERE id = 1`);
  await pool.end();
});

async function signInAsAdmin(page: Page, path: string) {
  await page.goto(path);
  await submitLogin(page, "admin@spotless.test", "Admin#2026");
  // Signing in hashes a password: on a busy machine the first one takes a while.
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, "\\/")}$`), { timeout: 30_000 });
}

async function screenshots(page: Page, name: string, locate?: () => ReturnType<Page["locator"]>) {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const path = `test-results/words-${name}-${width}-${colorScheme}.png`;
      if (locate) await locate().screenshot({ path });
      else await page.screenshot({ path });
    }
  }
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("an admin writes the hero: the home page says it instead of the demo's words", async ({ page }) => {
      const title = `Banani shine ${javaScriptEnabled ? "with" : "without"} script`;
      await signInAsAdmin(page, "/dashboard/admin/settings");
      await page.getByLabel("Hero heading", { exact: true }).fill(title);
      await page.getByLabel("Hero text", { exact: true }).fill("Hand washes on Road 11, every day but Friday.");
      await page.getByLabel("Hero button label", { exact: true }).fill("Pick your time");
      await page.getByRole("button", { name: "Save settings" }).click();
      await expect(page.getByText("Settings saved").first()).toBeVisible();
      if (javaScriptEnabled) await screenshots(page, "settings-home-fields", () => page.locator("fieldset").filter({ hasText: "Hero heading" }));

      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByText("Hand washes on Road 11, every day but Friday.")).toBeVisible();
      // The label is every banner's booking button; the first banner is the one in view.
      await expect(page.getByRole("link", { name: "Pick your time" }).first()).toBeVisible();
      await expect(page.getByRole("heading", { name: "A spotless car, without the wait" })).toHaveCount(0);
      if (javaScriptEnabled) await screenshots(page, "home");
    });
  });
}
