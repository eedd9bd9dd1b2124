import { randomUUID } from "node:crypto";
import { expect, test } from "./fixtures";
import pg from "pg";
import sharp from "sharp";
import { retireServices, submitLogin } from "./journey-support";

/**
 * An admin uploads a photo of a service with its alt text; it becomes the
 * service's cover, shown on its card in the catalogue and on its page (and
 * as the page's og:image). The service is removed afterwards.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
const name = `Foam Bath ${randomUUID().slice(0, 6)}`;
let serviceId: string;

test.beforeAll(async () => {
  const { rows } = await pool.query(
    `INSERT INTO "Service" (id, name, description, "priceCents", duration, "updatedAt") VALUES (gen_random_uuid(), $1, 'A foam bath for the whole car, photographed.', 4200, 40, now()) RETURNING id`,
    [name],
  );
  serviceId = rows[0].id;
});

test.afterAll(async () => {
  await retireServices([serviceId]);
  await pool.query(`DELETE FROM "Service" WHERE id = $1`, [serviceId]);
  await pool.end();
});

test("an admin uploads a photo, which then shows on the service's card and page", async ({ page }) => {
  const photo = await sharp({ create: { width: 1400, height: 1050, channels: 3, background: { r: 220, g: 38, b: 38 } } }).jpeg().toBuffer();
  const path = `/dashboard/admin/services/${serviceId}/photos`;
  await page.goto(path);
  await submitLogin(page, "admin@spotless.test", "Admin#2026");
  await expect(page).toHaveURL(path);
  await expect(page.getByRole("heading", { level: 1, name: `Photos of ${name}` })).toBeVisible();
  await expect(page.getByText("No photos yet.")).toBeVisible();

  await page.getByLabel("Photo", { exact: true }).setInputFiles({ name: "foam.jpg", mimeType: "image/jpeg", buffer: photo });
  await page.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.getByText("Describe the photo (alt text)").first()).toBeVisible();
  await page.getByLabel("Photo", { exact: true }).setInputFiles({ name: "foam.jpg", mimeType: "image/jpeg", buffer: photo });
  await page.getByLabel("Description (alt text)").fill("A red car covered in white foam");
  await page.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.getByTestId("admin-photos").getByRole("img", { name: "A red car covered in white foam" })).toBeVisible();
  await expect(page.getByTestId("admin-photos").getByText("Cover", { exact: true })).toBeVisible();

  await page.goto(`/services?searchTerm=${encodeURIComponent(name)}`);
  const card = page.getByTestId("service-card").filter({ hasText: name });
  const image = card.getByRole("img", { name: "A red car covered in white foam" });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await image.getAttribute("sizes")).toContain("vw");
  expect(await image.getAttribute("srcset")).toMatch(/\/uploads\/services\/[0-9a-f-]+\.webp \d+w/);

  await card.getByRole("link", { name: `Book Now: ${name}` }).click();
  await expect(page.getByTestId("service-gallery").getByRole("img", { name: "A red car covered in white foam" })).toBeVisible();
  expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toMatch(/\/uploads\/services\/[0-9a-f-]+\.webp$/);
});
