import { expect, test } from "./fixtures";
import pg from "pg";
import { registerThroughApi, submitLogin } from "./journey-support";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
const created: string[] = [];

test.afterAll(async () => {
  if (created.length) await pool.query(`DELETE FROM "User" WHERE email = ANY($1::text[])`, [created]);
  await pool.end();
});

test("a customer signs out everywhere from the profile page, and is signed out on their other device", async ({ page, browser, baseURL }, testInfo) => {
  const account = await registerThroughApi(page, "Tahmina");
  created.push(account.email);
  const otherDevice = await browser.newContext({ baseURL });
  const phone = await otherDevice.newPage();
  for (const device of [page, phone]) {
    await device.goto("/login");
    await submitLogin(device, account.email, account.password);
    await expect(device.getByText("Successfully logged in")).toBeVisible();
    await device.goto("/dashboard/user");
    await expect(device.getByText("Tahmina Akter")).toBeVisible();
  }

  const section = page.getByRole("region", { name: "Signed-in devices" });
  await expect(section).toBeVisible();
  // How it looks, narrow and wide, light and dark (kept with the test's results).
  for (const [width, theme] of [[390, "light"], [1280, "light"], [390, "dark"], [1280, "dark"]] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate((value) => localStorage.setItem("theme", value), theme);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(new RegExp(theme));
    await expect(section.getByRole("button", { name: "Sign out everywhere" })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`profile-${width}-${theme}.png`), fullPage: true });
  }

  await section.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL(/\/login(\?redirect=|$)/);
  // The other device's session ended too: its next page needs a sign-in.
  await phone.goto("/dashboard/user");
  await expect(phone).toHaveURL(/\/login(\?redirect=|$)/);
  const { rows } = await pool.query(`SELECT count(*)::int AS n FROM "Session" s JOIN "User" u ON u.id = s."userId" WHERE u.email = $1`, [account.email]);
  expect(rows[0].n).toBe(0);
  await otherDevice.close();
});
