import { randomBytes } from "node:crypto";
import { expect, test } from "./fixtures";
import pg from "pg";
import { screenshotAtWidths, submitLogin } from "./journey-support";

/**
 * The admin's Texts page: a delivered text shows with its kind, state, segments and the number's last
 * three digits only, this month's count at the top, and the state filter finds it; a failed one
 * is sent again (a plain form: without JavaScript too) and shows queued.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
const word = randomBytes(4).toString("hex");
const phone = `+88019${String(randomBytes(4).readUInt32BE() % 1e8).padStart(8, "0")}`;

test.afterAll(async () => {
  await pool.query(`DELETE FROM "SmsDelivery" WHERE key LIKE $1`, [`sms:code:texts-${word}:%`]);
  await pool.end();
});

async function insertText(state: string, label: string, lastError: string | null = null) {
  const { rows } = await pool.query(
    `INSERT INTO "SmsDelivery" (key, kind, recipient, state, attempts, "lastError", segments, "sentAt", "deliveredAt", "lastAttemptAt", "updatedAt")
     VALUES ($1, 'code', $2, $3, 1, $4, 2, CASE WHEN $3 = 'delivered' THEN now() END, CASE WHEN $3 = 'delivered' THEN now() END, now(), now()) RETURNING id`,
    [`sms:code:texts-${word}:${label}`, phone, state, lastError],
  );
  return rows[0].id as string;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("an admin sees a delivered text, masked, and sends a failed one again", async ({ page }) => {
      const label = javaScriptEnabled ? "js" : "html";
      await insertText("delivered", `${label}-delivered`);
      const failed = await insertText("failed", `${label}-failed`, "Gateway answered 503");
      await page.goto("/dashboard/admin/texts");
      await submitLogin(page, "admin@spotless.test", "Admin#2026");
      await expect(page.getByRole("heading", { level: 1, name: "Texts" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Texts", exact: true }).first()).toBeVisible();
      await expect(page.getByTestId("texts-month-delivered")).toBeVisible();

      await page.getByLabel("State", { exact: true }).selectOption("delivered");
      await page.getByRole("button", { name: "Show", exact: true }).click();
      await expect(page).toHaveURL(/state=delivered/);
      const delivered = page.getByTestId("sms-delivery").filter({ hasText: `•${phone.slice(-3)}` }).first();
      await expect(delivered).toContainText("Delivered");
      await expect(delivered).toContainText("2 segments");
      await expect(page.getByRole("main")).not.toContainText(phone.slice(1));
      if (javaScriptEnabled) await screenshotAtWidths(page, "admin-texts");

      await page.goto("/dashboard/admin/texts?state=failed&limit=100");
      const row = page.getByTestId("sms-delivery").filter({ hasText: "Gateway answered 503" }).filter({ hasText: `•${phone.slice(-3)}` }).first();
      await row.getByRole("button", { name: /^Send again/ }).click();
      await expect.poll(async () => (await pool.query(`SELECT resends FROM "SmsDelivery" WHERE id = $1`, [failed])).rows[0].resends).toBe(1);
    });
  });
}
