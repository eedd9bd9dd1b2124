import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

/** WCAG 2.x A and AA rules, in light and dark themes, on the account, booking and admin pages. */
async function expectNoViolations(page: Page, path: string) {
  for (const theme of ["light", "dark"]) {
    await page.evaluate((value) => localStorage.setItem("theme", value), theme);
    await page.goto(path);
    await expect(page.locator("html")).toHaveClass(new RegExp(theme));
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(results.violations.map((violation) => `${theme} ${path}: ${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`)).toEqual([]);
  }
}

test("the sign-in pages meet WCAG A/AA", async ({ page }) => {
  await page.goto("/");
  for (const path of ["/login", "/register", "/forgot-password", "/reset-password?token=unknown"]) await expectNoViolations(page, path);
});

test("the dashboards meet WCAG A/AA", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("admin@spotless.test");
  await page.getByLabel("Password", { exact: true }).fill("Admin#2026");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/$/);
  for (const path of ["/dashboard/admin", "/dashboard/admin/overview", "/dashboard/admin/manage-user", "/dashboard/admin/manage-slots", "/dashboard/admin/manage-bookings"]) {
    await expectNoViolations(page, path);
  }

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/login");
  await page.getByLabel("Email").fill("customer@spotless.test");
  await page.getByLabel("Password", { exact: true }).fill("Customer#2026");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/$/);
  for (const path of ["/dashboard/user", "/dashboard/user/update-info", "/dashboard/user/my-bookings"]) await expectNoViolations(page, path);
});
