import { expect, test } from "./fixtures";
import pg from "pg";
import { registerThroughApi, submitLogin } from "./journey-support";

/** Signing out from the header's account area, on a wide screen and from the phone menu. */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
const emails: string[] = [];

test.afterAll(async () => {
  if (emails.length) await pool.query(`DELETE FROM "User" WHERE email = ANY($1::text[])`, [emails]);
  await pool.end();
});

test("a signed-in customer signs out from the header, on a wide screen and on a phone", async ({ page }) => {
  const account = await registerThroughApi(page, "Sadia");
  emails.push(account.email);
  const main = page.getByRole("navigation", { name: "Main" });

  await page.goto("/login");
  await submitLogin(page, account.email, account.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(main.getByRole("link", { name: "Dashboard" })).toBeVisible();
  await main.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByText("You are logged out")).toBeVisible();
  await expect(main.getByRole("link", { name: "Login" })).toBeVisible();
  await expect(main.getByRole("button", { name: "Logout" })).toHaveCount(0);
  // The session really ended: the dashboard asks to sign in.
  await page.goto("/dashboard/user");
  await expect(page).toHaveURL(/\/login/);

  await submitLogin(page, account.email, account.password);
  // Signed in again (and back on the dashboard it asked for) before the next page is opened.
  await expect(page).toHaveURL(/\/dashboard\/user$/);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/services");
  const phoneMenu = page.getByRole("navigation", { name: "Menu" });
  await page.locator("header summary").click();
  await phoneMenu.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByText("You are logged out")).toBeVisible();
  await expect(phoneMenu).toBeHidden();
  await page.locator("header summary").click();
  await expect(phoneMenu.getByRole("link", { name: "Login" })).toBeVisible();
  await expect(phoneMenu.getByRole("button", { name: "Logout" })).toHaveCount(0);
});

test("the phone menu opens without JavaScript and from the keyboard, and closes when a page is chosen", async ({ browser, baseURL }) => {
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ baseURL, javaScriptEnabled, viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    await page.goto("/");
    const button = page.locator("header summary");
    const menu = page.getByRole("navigation", { name: "Menu" });
    await expect(button).toHaveText("Menu");
    await expect(menu).toBeHidden();
    await button.click();
    await expect(menu.getByRole("link", { name: "Services" })).toBeVisible();
    await menu.getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible();
    // A new page (with JavaScript, the same header in place): the menu is closed.
    await expect(menu).toBeHidden();
    // From the keyboard: its button opens and closes it, Tab reaches its links, Enter follows one.
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Space");
    await expect(menu).toBeHidden();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Home" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(menu).toBeHidden();
    await context.close();
  }
});

test("on a phone, toasts appear below the header and the next-slot bar it hangs under itself", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The demo customer has paid slots coming up: the bar counts down to the next.
  await page.goto("/login");
  await submitLogin(page, "customer@spotless.test", "Customer#2026");
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Successfully logged in" });
  const bar = page.locator("header").getByTestId("next-slot").last();
  await expect(toast).toBeVisible();
  await expect(bar).toBeVisible();
  const [toastBox, barBox, headerBox] = [await toast.boundingBox(), await bar.boundingBox(), await page.locator("header").first().boundingBox()];
  expect(toastBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
  expect(toastBox!.y).toBeGreaterThanOrEqual(barBox!.y + barBox!.height);
});
