import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./fixtures";
import pg from "pg";
import { registerThroughApi, submitLogin } from "./journey-support";

/**
 * The public pages: the home carousels, reviews, compare, the not-found
 * page, and an accessibility check of every public page in both themes.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
const emails: string[] = [];

test.afterAll(async () => {
  if (emails.length) {
    await pool.query(`DELETE FROM "Review" WHERE "userId" IN (SELECT id FROM "User" WHERE email = ANY($1::text[]))`, [emails]);
    await pool.query(`DELETE FROM "User" WHERE email = ANY($1::text[])`, [emails]);
  }
  await pool.end();
});

test.describe("the home carousels", () => {
  test("advance by themselves and stop once someone uses them", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    const hero = page.getByTestId("hero-carousel");
    const position = page.getByTestId("featured-position");
    await expect(hero).toHaveAttribute("data-slide", "0");
    await expect(position).toHaveText("1 of 6");

    // The featured list moves every 4 s, the hero every 6 s (time also passes by itself meanwhile).
    const shown = async () => Number((await position.textContent())!.split(" of ")[0]);
    await page.clock.runFor(4_500);
    await expect.poll(shown).toBeGreaterThanOrEqual(2);
    await page.clock.runFor(2_000);
    await expect(hero).toHaveAttribute("data-slide", "1");

    // Using them stops them: the buttons, and the keyboard. (Time passes by itself until the click,
    // so the slide the click leads to is read once it has moved, not computed beforehand.)
    const before = await shown();
    await page.getByTestId("featured-carousel").getByRole("button", { name: "Next slide" }).click();
    await expect.poll(shown).not.toBe(before);
    const used = await shown();
    await hero.getByRole("button", { name: "Show slide 3" }).click();
    await expect(hero).toHaveAttribute("data-slide", "2");
    await page.clock.runFor(13_000);
    await expect(position).toHaveText(`${used} of 6`);
    await expect(hero).toHaveAttribute("data-slide", "2");
    await page.getByTestId("featured-carousel").getByRole("button", { name: "Next slide" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(position).toHaveText(`${(used % 6) + 1} of 6`);
  });

  test("stay still for people who ask for less motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/");
    await page.clock.runFor(13_000);
    await expect(page.getByTestId("featured-position")).toHaveText("1 of 6");
    await expect(page.getByTestId("hero-carousel")).toHaveAttribute("data-slide", "0");
  });
});

test.describe("the home carousels' pictures", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const isHero = (n: number) => (url: string) => new RegExp(`/images/hero-${n}(-\\d+)?\\.webp$`).test(url);
  /** A service photo's stored name without its width (the browser picks the width). */
  const photoName = (src: string) => src.replace(/-\d+\.webp$/, "");

  test("on a phone, slides out of view fetch theirs only once the carousels run", async ({ page }) => {
    // The carousels' code loads when the browser is idle: the test decides when that is.
    await page.addInitScript(() => {
      const waiting: (() => void)[] = [];
      Object.assign(window, {
        requestIdleCallback: (callback: IdleRequestCallback) => waiting.push(() => callback({ didTimeout: false, timeRemaining: () => 50 })),
        cancelIdleCallback: () => undefined,
        becomeIdle: () => waiting.splice(0).forEach((run) => run()),
      });
    });
    const asked: string[] = [];
    page.on("request", (request) => void (request.resourceType() === "image" && asked.push(new URL(request.url()).pathname)));
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const hero = page.getByTestId("hero-carousel");
    const featured = page.getByTestId("featured-carousel");
    const [first, second] = [photoName((await featured.locator("img").nth(0).getAttribute("src"))!), photoName((await featured.locator("img").nth(1).getAttribute("src"))!)];

    await expect(hero).not.toHaveAttribute("data-ready");
    expect(asked.filter(isHero(1))).toHaveLength(1);
    expect(asked.filter((url) => isHero(2)(url) || isHero(3)(url))).toEqual([]);
    expect(asked.filter((url) => url.startsWith(first))).toHaveLength(1);
    expect(asked.filter((url) => url.startsWith(second))).toEqual([]);

    await page.evaluate(() => (window as unknown as { becomeIdle(): void }).becomeIdle());
    await expect(hero).toHaveAttribute("data-ready", "");
    const loaded = (img: ReturnType<typeof hero.locator>) => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);
    await expect.poll(() => loaded(hero.getByRole("group").nth(1).locator("img"))).toBe(true);
    await expect.poll(() => loaded(featured.getByRole("group").nth(1).locator("img"))).toBe(true);
    expect(asked.filter(isHero(2))).toHaveLength(1);
  });
});

/** Approves a review as the demo admin does, through the API (from a client address of its own). */
async function approveAsShop(reviewId: string): Promise<number> {
  const base = process.env.BASE_URL;
  const client = { "x-forwarded-for": `10.253.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
  const login = await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json", ...client }, body: JSON.stringify({ email: "admin@spotless.test", password: "Admin#2026" }) });
  const { accessToken } = await login.json();
  const answer = await fetch(`${base}/api/review/${reviewId}`, { method: "PUT", headers: { "content-type": "application/json", authorization: `Bearer ${accessToken}`, ...client }, body: JSON.stringify({ approved: true }) });
  return answer.status;
}

test.describe("reviews", () => {
  test("a signed-out visitor who submits a review is sent to sign in", async ({ page }) => {
    await page.goto("/#review");
    await page.locator('label[for="rating-5"]').click();
    await page.getByLabel("Feedback").fill("A really good wash, would come back.");
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });

  test("a customer writes a review; once the shop approves it, the average changes", async ({ page }) => {
    const account = await registerThroughApi(page, "Lima");
    emails.push(account.email);
    await page.goto("/login");
    await submitLogin(page, account.email, account.password);
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/#review");
    const average = page.getByTestId("average-rating");
    const before = Number(await average.textContent());
    await expect(page.getByText(/Based on \d+ reviews/)).toBeVisible();
    const countBefore = Number((await page.getByText(/Based on \d+ reviews/).textContent())!.match(/\d+/)![0]);

    // Under 15 characters: the spec's message, and nothing is sent.
    await page.getByLabel("Feedback").fill("Too short");
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expect(page.getByText("review should be atleast 15 character")).toBeVisible();
    // The first field with a message takes the focus: the stars, none chosen yet.
    await expect(page.getByRole("radio", { name: "1 star" })).toBeFocused();

    // No star is chosen at first: sent untouched, the form asks for a rating instead of sending one star.
    const stars = page.getByRole("radiogroup", { name: "Your rating" });
    for (const name of ["1 star", "2 stars", "3 stars", "4 stars", "5 stars"]) await expect(stars.getByRole("radio", { name })).not.toBeChecked();
    await page.getByLabel("Feedback").fill("Friendly staff but the wait was long.");
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expect(page.getByText("Choose a rating from 1 to 5 stars")).toBeVisible();
    await expect(page.getByText(`Based on ${countBefore} reviews`)).toBeVisible();

    // One star, chosen with the keyboard: Space on the first, then 1 → 2 → 1.
    await stars.getByRole("radio", { name: "1 star" }).focus();
    await page.keyboard.press("Space");
    await expect(stars.getByRole("radio", { name: "1 star" })).toHaveAttribute("aria-checked", "true");
    await page.keyboard.press("ArrowRight");
    await expect(stars.getByRole("radio", { name: "2 stars" })).toHaveAttribute("aria-checked", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(stars.getByRole("radio", { name: "1 star" })).toBeChecked();
    await expect(page.getByText("Choose a rating from 1 to 5 stars")).toBeHidden();
    await page.getByRole("button", { name: "Submit Review" }).click();
    // A new account has no completed visit: the review waits for the shop's approval, and changes nothing yet.
    await expect(page.getByText("Review received")).toBeVisible();
    await expect(page.getByText("It will show once the shop has approved it.")).toBeVisible();
    await page.reload();
    await expect(page.getByText(`Based on ${countBefore} reviews`)).toBeVisible();
    await expect(page.getByTestId("review-card").first()).not.toContainText("Friendly staff but the wait was long.");

    // The shop approves it: the cached home page shows it at once.
    const { rows } = await pool.query(`SELECT r.id FROM "Review" r JOIN "User" u ON u.id = r."userId" WHERE u.email = $1`, [account.email]);
    expect(await approveAsShop(rows[0].id)).toBe(200);
    await page.reload();
    await expect(page.getByText(`Based on ${countBefore + 1} reviews`)).toBeVisible();
    const after = Number(await average.textContent());
    expect(after).toBeLessThan(before);
    await expect(page.getByTestId("breakdown-1")).toBeVisible();
    await expect(page.getByTestId("review-card").first()).toContainText("Friendly staff but the wait was long.");

    await page.getByRole("link", { name: "Read all reviews" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Testimonials From Our Clients" })).toBeVisible();
    await expect(page.getByTestId("review-card").first()).toContainText("Lima");
    await expect(page.getByTestId("review-card")).toHaveCount(10);
  });
});

test("services picked for comparison on the home page and /services stay picked after a reload", async ({ page }) => {
  await page.goto("/");
  const featured = page.getByTestId("featured-carousel");
  const firstName = (await featured.getByTestId("service-card").first().getByRole("heading").textContent())!;
  await featured.getByRole("button", { name: `Add to Compare: ${firstName}` }).click();
  await expect(featured.getByRole("button", { name: `Remove from Compare: ${firstName}` })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("compare-button")).toHaveAccessibleName("Compare services (1 selected)");

  await page.goto("/services?sort=price");
  await expect(page.getByRole("button", { name: `Remove from Compare: ${firstName}` })).toBeVisible();
  const cheapest = (await page.getByTestId("service-card").first().getByRole("heading").textContent())!;
  await page.getByRole("button", { name: `Add to Compare: ${cheapest}` }).click();
  await page.reload();

  await page.getByTestId("compare-button").click();
  const dialog = page.getByRole("dialog", { name: "Compare your selected services" });
  await expect(dialog).toContainText("Make a better decision for your car in best budget.");
  await expect(dialog.getByRole("listitem")).toHaveCount(2);
  await expect(dialog).toContainText(firstName);
  await expect(dialog).toContainText(cheapest);
  await expect(dialog).toContainText(/\d+ Min/);
  // Each service shows its description and leads to its own page.
  const description = (await page.getByTestId("service-card").first().locator('[data-slot="card-description"]').textContent())!;
  await expect(dialog.getByRole("listitem").filter({ hasText: cheapest })).toContainText(description.slice(0, 30));
  await expect(dialog.getByRole("link", { name: `Go to service: ${cheapest}` })).toHaveAttribute("href", /^\/service\/[0-9a-f-]{36}$/);
  await dialog.getByRole("button", { name: `Remove: ${firstName}` }).click();
  await expect(dialog.getByRole("listitem")).toHaveCount(1);
  await dialog.getByRole("button", { name: `Remove: ${cheapest}` }).click();
  await expect(dialog).toContainText("Please select a service to compare");
  await expect(dialog.getByRole("link", { name: "Browse all services" })).toHaveAttribute("href", "/services");
  await page.keyboard.press("Escape");

  await page.goto("/");
  await expect(page.getByTestId("featured-carousel").getByRole("button", { name: `Add to Compare: ${firstName}` })).toBeVisible();
});

test("an unknown page says so and leads home", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Oops, page not found!")).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
  await page.getByRole("link", { name: "Go to Homepage" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the header has a menu on small screens", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/services");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  // A details/summary disclosure: its links are in the "Menu" navigation.
  await page.locator("header summary").click();
  await page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "Testimonials" }).click();
  await expect(page).toHaveURL(/\/testimonials$/);
});

async function seriousViolations(page: Page, path: string, theme: string) {
  await page.evaluate((value) => localStorage.setItem("theme", value), theme);
  await page.goto(path);
  await expect(page.locator("html")).toHaveClass(new RegExp(theme));
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${theme} ${path}: ${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
}

// One test per page: each checks two themes, and all of them together would outlast one test's time.
for (const path of ["/", "/services", "a service's page", "/testimonials", "/login", "/register"]) {
  test(`the public page ${path} has no serious accessibility violations, in light and dark`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    // A page of the site first: the theme is chosen in its local storage.
    await page.goto("/services");
    const target = path.startsWith("/") ? path : (await page.getByRole("link", { name: /^Book Now: / }).first().getAttribute("href"))!;
    const found: string[] = [];
    for (const theme of ["light", "dark"]) found.push(...(await seriousViolations(page, target, theme)));
    expect(found).toEqual([]);
  });
}
