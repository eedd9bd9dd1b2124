import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./scripts/chromium";

/**
 * End-to-end journeys in Chromium against the server that scripts/test.ts
 * starts (BASE_URL). CHROMIUM_PATH overrides the browser (default: Debian's).
 */
export default defineConfig({
  testDir: "tests/e2e",
  // A focused journey (test.only) fails the run instead of skipping the others.
  forbidOnly: true,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: "test-results",
  use: {
    baseURL: process.env.BASE_URL ?? "http://localhost:3000",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: chromiumPath,
          args: chromiumFlags,
        },
      },
    },
  ],
});
