import { DEMO_CUSTOMER, signedInTest, test } from "./fixtures";
import { expectAccessible } from "./journey-support";

/** WCAG 2.x A and AA rules, in light and dark themes, on the account, booking and admin pages (expectAccessible). */

// The pages' tests may run beside each other, on both workers.
test.describe.configure({ mode: "parallel" });

// One test per page: each checks two themes, and all of them together would outlast one test's time.
for (const path of ["/login", "/register", "/forgot-password", "/reset-password?token=unknown"]) {
  test(`the sign-in page ${path} meets WCAG A/AA`, async ({ page }) => {
    await expectAccessible(page, path);
  });
}

// Each admin and customer page as the demo admin or customer, signed in once per worker through the login form.
for (const path of ["/dashboard/admin", "/dashboard/admin/overview", "/dashboard/admin/manage-user", "/dashboard/admin/manage-slots", "/dashboard/admin/manage-bookings", "/dashboard/admin/reviews", "/dashboard/admin/calendar", "/dashboard/admin/calendar?view=week", "/dashboard/admin/bays", "/dashboard/admin/add-ons", "/dashboard/admin/audit", "/dashboard/admin/webhooks", "/dashboard/admin/texts"]) {
  signedInTest(`the admin page ${path} meets WCAG A/AA`, async ({ page }) => {
    await expectAccessible(page, path);
  });
}

signedInTest.describe("as the demo customer", () => {
  signedInTest.use({ account: DEMO_CUSTOMER });
  for (const path of ["/dashboard/user", "/dashboard/user/update-info", "/dashboard/user/my-bookings"]) {
    signedInTest(`the customer's page ${path} meets WCAG A/AA`, async ({ page }) => {
      await expectAccessible(page, path);
    });
  }
});
