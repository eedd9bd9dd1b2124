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
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByText("You are logged out")).toBeVisible();
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("menuitem", { name: "Login" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Logout" })).toHaveCount(0);
});
