import { randomUUID } from "node:crypto";
import pg from "pg";
import { expect, test, type Page } from "./fixtures";
import { expectAccessible, submitLogin } from "./journey-support";

/**
 * For owners and integrators: an admin reads who changed what in the Audit
 * log (filtered with its form, by keyboard), downloads Booking Management's
 * range as CSV, finds an email that could not be sent in Email deliveries and
 * resends it (with and without JavaScript), and anyone finds the API's
 * documentation from the footer. Screenshots at phone and desktop widths go
 * to test-results/.
 */
const base = () => process.env.BASE_URL!;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });

test.afterAll(async () => {
  await pool.end();
});

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
  expect(text.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe("Booking ID,Made at,Slot date,Start,End,Time zone,Service,Customer,Name given,Email,Phone,Status,Payment,Amount,Currency,Paid at,Reference,Refund by hand owed,Refunded by hand,Refund method,Refund note,Refund recorded at,Vehicle class,Vehicle,Plate,Add-ons,Total");
  await shoot(page, "booking-management-csv");
});

test("anyone reaches the API documentation from the footer", async ({ page }) => {
  // The whole API reference on one page: two whole-page pictures and WCAG rules in two themes take
  // longer than one journey's usual minute on a busy machine.
  test.setTimeout(120_000);
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "API", exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/api$/);
  await expect(page.getByRole("heading", { name: "REST API", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "/api/openapi.json" })).toBeVisible();
  await expect(page.locator("#post-api-bookings")).toContainText("customers");
  await shoot(page, "api-docs");
  await expectAccessible(page, "/docs/api");
});

for (const javaScriptEnabled of [false, true]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";

  test.describe(mode, () => {
    test.use({ javaScriptEnabled });

    test(`an admin finds a failed email in Email deliveries and resends it (${mode})`, async ({ page }) => {
      test.setTimeout(120_000);
      const word = randomUUID().slice(0, 8);
      const error = `451 Greylisted ${word}: try again later`;
      // A password-reset email whose every try failed (the suite's mail server takes it when it is resent).
      const { rows } = await pool.query<{ id: string }>(
        `INSERT INTO "EmailDelivery" (key, kind, recipient, subject, body, state, attempts, "lastError", "lastAttemptAt", "updatedAt")
         VALUES ($1, 'message', $2, 'Reset your password', 'A link, never shown to admins.', 'failed', 15, $3, now(), now()) RETURNING id`,
        [`password-reset:${randomUUID()}`, `e2e-resend.${word}@example.test`, error],
      );
      const id = rows[0].id;
      try {
        await signInAsAdmin(page, "/dashboard/admin/emails?state=failed");
        await expect(page.getByRole("heading", { name: "Email deliveries", level: 1 })).toBeVisible();
        await expect(page.getByRole("navigation").getByRole("link", { name: "Email deliveries" }).first()).toBeVisible();
        const delivery = page.getByTestId("email-delivery").filter({ hasText: error });
        await expect(delivery).toContainText("Password reset");
        await expect(delivery).toContainText("Failed");
        await expect(delivery).toContainText("15 attempts");
        expect(await page.content()).not.toContain(`e2e-resend.${word}`);
        if (javaScriptEnabled) {
          await shoot(page, "email-deliveries");
          await expectAccessible(page, "/dashboard/admin/emails?state=failed");
        }

        await delivery.getByRole("button", { name: /^Resend: Password reset/ }).click();
        // Queued, then sent by the worker (the suite's mail server takes it).
        await expect.poll(async () => (await pool.query(`SELECT state, resends FROM "EmailDelivery" WHERE id = $1`, [id])).rows[0], { timeout: 60_000 }).toEqual({ state: "sent", resends: 1 });
        await page.goto("/dashboard/admin/emails?state=sent&limit=100");
        const sent = page.getByTestId("email-delivery").filter({ hasText: "resent once" }).filter({ hasText: "Password reset" });
        await expect(sent.first()).toContainText("Sent");
      } finally {
        await pool.query(`DELETE FROM "EmailDelivery" WHERE id = $1`, [id]);
      }
    });
  });
}
