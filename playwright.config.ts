import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, journeyChromiumPath } from "./scripts/chromium";

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: journeyChromiumPath,
    args: chromiumFlags,
  },
};

/**
 * Journeys that change what every page shows (the shop's settings: hours, currency, time zone, words,
 * phone, hero) or count what every visitor sees (the whole catalogue): they run one file at a time, so
 * that no other journey sees the shop changed under it, nor adds a service to the catalogue they count.
 * On one server they run after the others (a project dependency). `npm test` gives them a shop of their
 * own instead (a database and a server), where they run beside the others (scripts/test.ts). (A
 * dependency runs in full whatever the file filter: `npm test -- e2e <pattern>` runs only the matching
 * files, without it, one at a time.)
 */
const SHOP_WIDE = ["admin-money", "admin", "catalogue", "deposits", "operators", "settings", "shop-words", "sslcommerz", "aamarpay", "staff-booking", "vehicle-setup"].map((name) => `**/${name}.spec.ts`);

/**
 * End-to-end journeys in Chromium against the server that scripts/test.ts
 * starts (BASE_URL), in Debian's Chromium headless shell (scripts/chromium.ts); CHROMIUM_PATH overrides the browser.
 */
export default defineConfig({
  testDir: "tests/e2e",
  // A focused journey (test.only) fails the run instead of skipping the others.
  forbidOnly: true,
  // Two files at a time (each file's tests in order, in one worker): the journeys mostly wait on the
  // server and the browser, and each makes its own customers, services and slots. Two, not one a core:
  // the server and PostgreSQL need the machine too.
  fullyParallel: false,
  workers: 2,
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
    { name: "chromium", testIgnore: SHOP_WIDE, use: chromium },
    { name: "chromium-shop-wide", testMatch: SHOP_WIDE, dependencies: ["chromium"], workers: 1, use: chromium },
  ],
});
