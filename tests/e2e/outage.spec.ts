import { serve, type Started } from "../api/processes";
import { freePort } from "../../scripts/net";
import { expect, test } from "./fixtures";

/**
 * A visitor meets an instance whose database cannot be reached: every page,
 * public or not, says the shop is briefly unavailable (rendered in the browser
 * by the page's error boundary, from the error's digest) instead of a generic
 * error, and offers to try again. The instance is started here, on a port no
 * database listens on.
 */
let server: Started & { url: string };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await serve({ DATABASE_URL: `postgresql://postgres:postgres@127.0.0.1:${await freePort()}/spotless`, JOB_WORKER: "off" }, "/icon.svg");
});

test.afterAll(async () => {
  await server?.stop();
});

for (const path of ["/services?searchTerm=wash", "/", "/login"]) {
  test(`${path} says the shop is briefly unavailable`, async ({ page }) => {
    await page.goto(`${server.url}${path}`);
    await expect(page.getByRole("heading", { name: "We'll be right back" })).toBeVisible();
    await expect(page.getByText("The shop is briefly unavailable. Please try again in a minute.")).toBeVisible();
    await expect(page.getByText(/Application error|Something went wrong/)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  });
}
