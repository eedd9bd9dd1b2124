import { expect, test, type Page } from "./fixtures";
import { showCalendarMonth } from "./journey-support";

/** The calendar labels each day like "23 November 2026, Monday" (the number first, as the button shows it). */
const dayLabel = (day: Date) => new RegExp(`^${day.getUTCDate()} ${day.toLocaleDateString("en-US", { month: "long", timeZone: "UTC" })} ${day.getUTCFullYear()},`);

/**
 * The cards' prices as the price range and the sort go by: the default vehicle class's (a card shows
 * "from $X", the lowest over the classes, when the price varies by class; docs/vehicles.md).
 */
const prices = async (page: Page) => (await page.getByTestId("service-price").evaluateAll((cards) => cards.map((card) => card.getAttribute("data-price")))).map(Number);

test("a visitor searches, filters by price, sorts and pages through the catalogue", async ({ page }) => {
  await page.goto("/services");
  await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible();
  await expect(page.getByText("14 services")).toBeVisible();
  await expect(page.getByTestId("service-card")).toHaveCount(10);

  // Search: typed, debounced, then in the URL and the results.
  await page.getByLabel("Search services").fill("cleaning");
  await expect(page).toHaveURL(/searchTerm=cleaning/);
  // Names and descriptions both count: Battery Check's mentions "terminal cleaning".
  await expect(page.getByText("3 services")).toBeVisible();
  const cleaningNames = await page.getByTestId("service-card").getByRole("heading").allTextContents();
  expect(cleaningNames.sort()).toEqual(["Battery Check", "Exterior Cleaning", "Interior Cleaning"]);
  // A price that varies by vehicle class is "from" its lowest (a motorbike's); one that does not, the price.
  const cardPrice = (name: string) => page.getByTestId("service-card").filter({ has: page.getByRole("heading", { name, exact: true }) }).getByTestId("service-price");
  await expect(cardPrice("Exterior Cleaning")).toHaveText("from $25");
  await expect(cardPrice("Battery Check")).toHaveText("$20");

  // A shared link opens the same search.
  const shared = page.url();
  await page.goto("/services");
  await page.goto(shared);
  await expect(page.getByLabel("Search services")).toHaveValue("cleaning");
  await expect(page.getByText("3 services")).toBeVisible();

  await page.getByRole("button", { name: "Clear Filters" }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByText("14 services")).toBeVisible();

  // A search nothing matches says so (not an outage), with a way back.
  await page.getByLabel("Search services").fill("zeppelin");
  await expect(page.getByText("No service matches your search")).toBeVisible();
  await expect(page.getByText("Please try again later")).toHaveCount(0);
  await page.getByRole("main").getByRole("link", { name: "Clear Filters" }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByText("14 services")).toBeVisible();

  // A maximum below the minimum is explained, and nothing changes.
  await page.getByLabel("Min").fill("80");
  await page.getByLabel("Max").fill("20");
  await page.getByRole("button", { name: "Apply price range" }).click();
  await expect(page.getByText("Max must be greater than or equal to Min")).toBeVisible();
  await expect(page.getByLabel("Max")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/services$/);

  // Price range: every price shown is inside it.
  await page.getByLabel("Min").fill("20");
  await page.getByLabel("Max").fill("60");
  await page.getByRole("button", { name: "Apply price range" }).click();
  await expect(page).toHaveURL(/min=20&max=60/);
  await expect(page.getByText("8 services")).toBeVisible();
  for (const price of await prices(page)) expect(price >= 20 && price <= 60).toBe(true);

  // Sort: highest price first.
  await page.getByRole("combobox", { name: "Sort by" }).click();
  await page.getByRole("option", { name: "Price: High to Low" }).click();
  await expect(page).toHaveURL(/sort=-price/);
  await expect.poll(() => prices(page)).toEqual([60, 50, 45, 40, 35, 30, 25, 20]);
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveText("Price: High to Low");
  await expect(page.getByLabel("Min")).toHaveValue("20");

  // Pages: page 2 of the whole catalogue holds the rest, cheapest last.
  await page.getByRole("button", { name: "Clear Filters" }).click();
  await page.getByRole("combobox", { name: "Sort by" }).click();
  await page.getByRole("option", { name: "Price: Low to High" }).click();
  await expect(page).toHaveURL(/sort=price/);
  await expect.poll(() => prices(page)).toHaveLength(10);
  const firstPage = await prices(page);
  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId("service-card")).toHaveCount(4);
  const secondPage = await prices(page);
  expect(Math.max(...firstPage)).toBeLessThanOrEqual(Math.min(...secondPage));
  await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
});

test("typing a search at a phone's pace is never interrupted by the results it asks for", async ({ page }) => {
  await page.goto("/services");
  await expect(page.getByText("14 services")).toBeVisible();
  const box = page.getByLabel("Search services");
  await box.click();
  // 350 ms a key: each pause is longer than the search's debounce, so results arrive while typing goes on.
  await box.pressSequentially("engine", { delay: 350 });
  await expect(box).toBeFocused();
  await expect(box).toHaveValue("engine");
  await expect(page).toHaveURL(/searchTerm=engine$/);
  await expect(page.getByText("2 services")).toBeVisible();
  const names = await page.getByTestId("service-card").getByRole("heading").allTextContents();
  expect(names.sort()).toEqual(["Engine Service", "Oil Change"]);
  // Still the same box: more typing goes on from where it was.
  await page.keyboard.press("Backspace");
  await expect(box).toHaveValue("engin");
  await expect(page).toHaveURL(/searchTerm=engin$/);
  await expect(box).toBeFocused();
});

test("what is typed into the search box before the page's script has run is kept, and searched for", async ({ page }) => {
  // The page's scripts are held back until the words are typed (a phone on a slow network, a quick typist).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // (Scripts only: a style sheet held back would hold the page's parsing too.)
  await page.route(
    (url) => url.pathname.startsWith("/_next/static/chunks/") && url.pathname.endsWith(".js"),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.goto("/services", { waitUntil: "domcontentloaded" });
  const box = page.getByLabel("Search services");
  await box.pressSequentially("foam wash");
  release();
  await expect(page).toHaveURL(/searchTerm=foam(\+|%20)wash/);
  await expect(box).toHaveValue("foam wash");
  // Every word, in the name or the description: "Foam pre-wash, hand wash" is Exterior Cleaning's.
  await expect(page.getByText("1 service", { exact: true })).toBeVisible();
  await expect(page.getByTestId("service-card").getByRole("heading")).toHaveText(["Exterior Cleaning"]);
});

test("a visitor opens a service, changes the date, and cannot pick a booked slot", async ({ page, request }) => {
  // Find a service and a day ahead whose slots include a booked one and free ones.
  const services = (await (await request.get("/api/services?limit=100")).json()).data as { _id: string; name: string }[];
  let found: { service: { _id: string; name: string }; date: string; booked: string; free: string[] } | undefined;
  for (const service of services) {
    for (let day = 1; day < 14 && !found; day++) {
      const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
      const slots = (await (await request.get(`/api/slots/availability?service=${service._id}&date=${date}`)).json()).data as { startTime: string; endTime: string; isBooked: string; heldUntil: string | null; bookable: boolean }[];
      const booked = slots.find((s) => s.isBooked === "booked" && !s.heldUntil);
      const free = slots.filter((s) => s.bookable).map((s) => `${s.startTime} to ${s.endTime}`);
      if (booked && free.length) found = { service, date, booked: `${booked.startTime} Full: every place is taken (${booked.startTime} to ${booked.endTime})`, free };
    }
    if (found) break;
  }
  expect(found, "the demo data has a day with booked and free slots").toBeDefined();
  const { service, date, booked, free } = found!;

  await page.goto(`/services?searchTerm=${encodeURIComponent(service.name)}`);
  await page.getByRole("link", { name: `Book Now: ${service.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/service/${service._id}$`));
  await expect(page.getByRole("heading", { level: 1, name: service.name })).toBeVisible();
  await expect(page.getByText("Available Time Slots")).toBeVisible();
  const book = page.getByRole("button", { name: "Book This Service" });
  await expect(book).toBeDisabled();

  // Yesterday cannot be chosen.
  const yesterday = new Date(Date.now() - 86_400_000);
  if (yesterday.getUTCMonth() === new Date().getUTCMonth()) {
    await showCalendarMonth(page, yesterday.toISOString().slice(0, 10));
    await expect(page.getByRole("button", { name: dayLabel(yesterday) })).toBeDisabled();
  }

  // Choose the target day (turning to its month when needed).
  const target = new Date(`${date}T00:00:00.000Z`);
  await showCalendarMonth(page, date);
  await page.getByRole("button", { name: dayLabel(target) }).click();
  // (The page may have opened on that day already, as the first with free times: then the address keeps no date.)
  await expect(page.getByTestId("slots-date")).toHaveText(target.toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }));

  // A booked slot is shown, dimmed, and clicking it selects nothing.
  const bookedButton = page.getByRole("button", { name: booked });
  await expect(bookedButton).toHaveAttribute("aria-disabled", "true");
  // Playwright will not click what says it is disabled unless forced: force it,
  // as a person clicking anyway would, and try the keyboard too.
  await bookedButton.click({ force: true });
  await bookedButton.press("Enter");
  await expect(bookedButton).not.toHaveAttribute("aria-pressed", "true");
  await expect(book).toBeDisabled();
  await bookedButton.hover();
  await expect(page.getByRole("tooltip")).toHaveText("Full: every place is taken");
  // Escape dismisses the tip (WCAG 1.4.13), as a person would before going on: it opens above the slot and covers the
  // free slot above it, and a click Playwright retries around it scrolls the page first.
  await page.keyboard.press("Escape");
  await expect(page.getByRole("tooltip")).toHaveCount(0);

  // A free one can be chosen; then booking asks a signed-out visitor to sign in (proxy.ts puts the way back in the address).
  await page.getByRole("button", { name: free[0], exact: true }).click();
  await expect(page.getByRole("button", { name: free[0], exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(book).toBeEnabled();
  await book.click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  const wayBack = new URL(page.url()).searchParams.get("redirect");
  expect(wayBack).toMatch(new RegExp(`^/procced-booking\\?service=${service._id}&slot=`));
  // The router fetched the guarded page, no person opened it: the redirect cookie is left alone.
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("redirect");
});

test("unknown pages and unknown services show the not-found page", async ({ page }) => {
  for (const path of ["/no-such-page", "/service/6a1f0c3e-2b4d-4c8e-9f1a-0b2c3d4e5f60", "/service/not-an-id"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops, page not found!" })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
    // One header and one footer, whether the public layout or the not-found page itself draws them.
    await expect(page.getByTestId("site-footer")).toHaveCount(1);
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(1);
  }
  await page.getByRole("link", { name: "Go to Homepage" }).click();
  await expect(page).toHaveURL(/\/$/);
});

// Here, not with the other journeys without JavaScript: it counts the whole catalogue, as the journeys above do.
test("without JavaScript, the catalogue's search, price range and sort are a form the browser sends", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  const prices = async () => (await page.getByTestId("service-price").evaluateAll((cards) => cards.map((card) => card.getAttribute("data-price")))).map(Number);
  await page.goto("/services");
  const search = page.getByLabel("Search services");

  // A search, sent with Enter (or the Search button, which only pages without JavaScript show).
  await search.fill("cleaning");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/services\?searchTerm=cleaning(&|$)/);
  await expect(page.getByText("3 services")).toBeVisible();
  await expect(search).toHaveValue("cleaning");
  await search.fill("engine");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("2 services")).toBeVisible();

  // A price range and a sort, sent with the search still in the form.
  await search.fill("");
  await page.getByLabel("Min").fill("20");
  await page.getByLabel("Max").fill("60");
  await page.getByRole("combobox", { name: "Sort by" }).selectOption("-price");
  await page.getByRole("button", { name: "Sort", exact: true }).click();
  await expect(page).toHaveURL(/min=20&max=60&sort=-price/);
  const shown = await prices();
  expect(shown.length).toBeGreaterThan(1);
  expect(shown).toEqual([...shown].sort((a, b) => b - a));
  for (const price of shown) expect(price >= 20 && price <= 60).toBe(true);
  await expect(page.getByLabel("Min")).toHaveValue("20");
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("-price");

  // A maximum below the minimum is explained.
  await page.getByLabel("Min").fill("80");
  await page.getByRole("button", { name: "Apply price range" }).click();
  await expect(page.getByText("Max must be greater than or equal to Min")).toBeVisible();

  await page.getByRole("link", { name: "Clear Filters" }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(search).toHaveValue("");
  await context.close();
});
