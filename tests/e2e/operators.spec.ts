import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "./fixtures";
import { expectAccessible, submitLogin } from "./journey-support";

/**
 * For owners and integrators: an admin reads who changed what in the Audit
 * log (filtered with its form, by keyboard), downloads Booking Management's
 * range as CSV, and anyone finds the API's documentation from the footer.
 * Screenshots at phone and desktop widths go to test-results/.
 */
const base = () => process.env.BASE_URL!;

async function adminToken(): Promise<string> {
  const login = await fetch(`${base()}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `10.252.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    body: JSON.stringify({ email: "admin@spotless.test", password: "Admin#2026" }),
  });
  return (await login.json()).accessToken;
}

const putSettings = async (token: string, body: unknown) =>
  fetch(`${base()}/api/settings`, { method: "PUT", headers: { "content-type": "application/json", authorization: `Bearer ${token}`, "x-forwarded-for": "203.0.113.77" }, body: JSON.stringify(body) });

async function signInAsAdmin(page: Page, path: string) {
  await page.goto(path);
  await submitLogin(page, "admin@spotless.test", "Admin#2026");
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, "\\$&")}$`));
}

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test("an admin finds a settings change in the Audit log, filtered by keyboard", async ({ page }) => {
  const token = await adminToken();
  const before = (await (await fetch(`${base()}/api/settings`)).json()).data.tagline as string;
  const tagline = `Audited ${randomUUID().slice(0, 8)}`;
  expect((await putSettings(token, { tagline })).status).toBe(200);
  try {
    await signInAsAdmin(page, "/dashboard/admin/audit");
    await expect(page.getByRole("heading", { name: "Audit log", level: 1 })).toBeVisible();
    await page.getByLabel("Action").fill("settings");
    await page.getByLabel("Action").press("Enter");
    await expect(page).toHaveURL(/action=settings/);
    const row = page.getByTestId("audit-row").filter({ hasText: tagline }).first();
    await expect(row).toContainText("settings.updated");
    await expect(row).toContainText("admin@spotless.test");
    await expect(row).toContainText("203.0.113.77");
    await shoot(page, "audit-log");
    await expectAccessible(page, "/dashboard/admin/audit?action=settings");
  } finally {
    await putSettings(token, { tagline: before });
  }
});

test("Booking Management downloads the chosen days as CSV", async ({ page }) => {
  await signInAsAdmin(page, "/dashboard/admin/manage-bookings");
  await page.getByRole("link", { name: "Today", exact: true }).click();
  const link = page.getByRole("link", { name: "Download CSV" });
  await expect(link).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const file = await download.path();
  const text = (await import("node:fs")).readFileSync(file, "utf8");
  expect(text.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe("Booking ID,Made at,Slot date,Start,End,Time zone,Service,Customer,Name given,Email,Phone,Status,Payment,Amount,Currency,Paid at");
  await shoot(page, "booking-management-csv");
});

test("anyone reaches the API documentation from the footer", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "API", exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/api$/);
  await expect(page.getByRole("heading", { name: "REST API", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "/api/openapi.json" })).toBeVisible();
  await expect(page.locator("#post-api-bookings")).toContainText("customers");
  await shoot(page, "api-docs");
  await expectAccessible(page, "/docs/api");
});
