import { expect, test, type Page } from "./fixtures";
import { expectAccessible } from "./journey-support";

/** WCAG 2.x A and AA rules, in light and dark themes, on the account, booking and admin pages (expectAccessible). */

// One test per page: each checks two themes, and all of them together would outlast one test's time.
for (const path of ["/login", "/register", "/forgot-password", "/reset-password?token=unknown"]) {
  test(`the sign-in page ${path} meets WCAG A/AA`, async ({ page }) => {
    await page.goto("/");
    await expectAccessible(page, path);
  });
}

/** Signs in from /login, which leads an admin to the admin dashboard and a customer home. */
async function signInAs(page: Page, email: string, password: string, landing: RegExp) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(landing);
}

// One test per admin page: each checks two themes, and together they would outlast one test's time.
for (const path of ["/dashboard/admin", "/dashboard/admin/overview", "/dashboard/admin/manage-user", "/dashboard/admin/manage-slots", "/dashboard/admin/manage-bookings", "/dashboard/admin/reviews", "/dashboard/admin/calendar", "/dashboard/admin/calendar?view=week", "/dashboard/admin/bays", "/dashboard/admin/add-ons", "/dashboard/admin/audit", "/dashboard/admin/webhooks"]) {
  test(`the admin page ${path} meets WCAG A/AA`, async ({ page }) => {
    await signInAs(page, "admin@spotless.test", "Admin#2026", /\/dashboard\/admin$/);
    await expectAccessible(page, path);
  });
}

for (const path of ["/dashboard/user", "/dashboard/user/update-info", "/dashboard/user/my-bookings"]) {
  test(`the customer's page ${path} meets WCAG A/AA`, async ({ page }) => {
    await signInAs(page, "customer@spotless.test", "Customer#2026", /\/$/);
    await expectAccessible(page, path);
  });
}
