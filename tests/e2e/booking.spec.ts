import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Page } from "./fixtures";
import pg from "pg";
import { insertJourneyService, journeyEmail, registerThroughApi, removeJourneyServices, submitLogin } from "./journey-support";

/**
 * A customer books and pays on the built-in test checkout (the suite's
 * server has no Stripe key); another cancels on it. The fixture service and
 * its slots are made here and removed afterwards, so the catalogue's demo
 * data stays as the other journeys expect it.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
const emails: string[] = [];
const serviceId = randomUUID();
const serviceName = `Journey Wash ${serviceId.slice(0, 6)}`;
// The fixture's day, computed when the journeys run (not when the file loads).
let day: string;
let displayDay: string;

test.beforeAll(async () => {
  day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  displayDay = new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "2-digit", year: "numeric", timeZone: "UTC" }).replace(",", "");
  await insertJourneyService(
    pool,
    { id: serviceId, name: serviceName, description: "A wash for the booking journeys", priceCents: 5550, duration: 45 },
    ["10", "11", "12"].map((hour) => ({ date: day, start: `${hour}:00`, end: `${hour}:45` })),
  );
});

test.afterAll(async () => {
  await removeJourneyServices(pool, [serviceId]);
  if (emails.length) await pool.query(`DELETE FROM "User" WHERE email = ANY($1::text[])`, [emails]);
  await pool.end();
});

async function newCustomer(page: Page, firstName: string) {
  const account = await registerThroughApi(page, firstName);
  emails.push(account.email);
  return account;
}

const signIn = submitLogin;

const slotButton = (page: Page, range: string) => page.getByRole("button", { name: new RegExp(`^${range}`) });

async function freshPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

test("a customer picks a slot, signs in, pays on the test checkout and follows the booking", async ({ page, browser, baseURL }) => {
  const customer = await newCustomer(page, "Farzana");

  // Signed out: choosing and booking leads to /login, and back afterwards.
  await page.goto(`/service/${serviceId}?date=${day}`);
  await slotButton(page, "10:00 to 10:45").click();
  await page.getByRole("button", { name: "Book This Service" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/procced-booking\?service=.+&slot=.+/);

  // The booking under review, at the service's real price.
  const booking = page.locator("[aria-labelledby=your-booking]");
  await expect(booking).toContainText(serviceName);
  await expect(booking).toContainText("45 minutes");
  await expect(booking).toContainText(displayDay);
  await expect(booking).toContainText("10:00 to 10:45");
  await expect(page.getByTestId("booking-total")).toHaveText("$55.50");
  await expect(page.getByLabel("Email")).toHaveValue(customer.email);
  await expect(page.getByLabel("Email")).toHaveAttribute("readonly", "");
  await expect(page.getByLabel("Time")).toHaveValue(/at 10:00$/);

  // The name is checked before anything is sent.
  await page.getByLabel("Name").fill("F");
  await page.getByRole("button", { name: "Pay Now" }).click();
  await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
  await page.getByLabel("Name").fill("Farzana Akter");
  await page.getByRole("button", { name: "Pay Now" }).click();

  // The test checkout says what it is, and takes the payment.
  await expect(page).toHaveURL(/\/checkout\/test\/test_cs_/);
  await expect(page.getByText("This is a test checkout: no card is needed and no money moves.")).toBeVisible();
  await page.getByRole("button", { name: "Pay $55.50" }).click();
  await expect(page).toHaveURL(/\/booking\/success\?session_id=test_cs_/);
  await expect(page.getByRole("heading", { name: "Booking confirmed" })).toBeVisible();

  // My Bookings: the card, its status and a countdown that runs.
  await page.getByRole("link", { name: "View My Bookings" }).click();
  await expect(page).toHaveURL(/\/dashboard\/user\/my-bookings$/);
  const card = page.getByTestId("booking-card").filter({ hasText: serviceName });
  await expect(card).toContainText(displayDay);
  await expect(card).toContainText("10:00");
  await expect(card.getByText("Confirmed", { exact: true })).toBeVisible();
  await expect(card.getByText("Paid", { exact: true })).toBeVisible();
  const countdown = card.locator("time");
  await expect(countdown).toHaveText(/^\d+d \d+h \d+m \d+s$/);
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first!, { timeout: 3000 });

  // The header counts down to the next paid slot.
  await page.goto("/services");
  await expect(page.getByTestId("next-slot").first()).toHaveText(/Next Slot: Starts in \d+d \d+h \d+m \d+s/);

  // Another customer cannot pick that slot any more.
  const otherPage = await freshPage(browser, baseURL);
  const other = await newCustomer(otherPage, "Tanvir");
  await otherPage.goto("/login");
  await signIn(otherPage, other.email, other.password);
  await expect(otherPage).toHaveURL(/\/$/);
  await otherPage.goto(`/service/${serviceId}?date=${day}`);
  const full = otherPage.getByRole("button", { name: "10:00 Full: every place is taken (10:00 to 10:45)", exact: true });
  await expect(full).toBeVisible();
  await expect(full).toHaveAttribute("aria-disabled", "true");
  await otherPage.context().close();
});

test("a cancelled payment leaves the slot free again", async ({ page }) => {
  const customer = await newCustomer(page, "Sadia");
  await page.goto("/login");
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/$/);

  await page.goto(`/service/${serviceId}?date=${day}`);
  await slotButton(page, "11:00 to 11:45").click();
  await page.getByRole("button", { name: "Book This Service" }).click();
  await expect(page).toHaveURL(/\/procced-booking/);
  await page.getByRole("button", { name: "Pay Now" }).click();
  await expect(page).toHaveURL(/\/checkout\/test\//);

  // While paying, the slot is held: nobody else is offered it.
  const held = await page.request.get(`/api/slots/availability?service=${serviceId}&date=${day}`);
  expect((await held.json()).data.find((s: { startTime: string }) => s.startTime === "11:00")).toMatchObject({ isBooked: "booked", bookable: false });

  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(new RegExp(`/service/${serviceId}`));
  await expect(page.getByText("Payment cancelled")).toBeVisible();
  await expect(page).not.toHaveURL(/payment=cancelled/);
  await expect(slotButton(page, "11:00 to 11:45$")).toBeEnabled();
  await expect(slotButton(page, "11:00 to 11:45$")).not.toHaveAttribute("aria-disabled", "true");

  const { rows } = await pool.query(`SELECT b.status FROM "Booking" b JOIN "User" u ON u.id = b."customerId" WHERE u.email = $1`, [customer.email]);
  expect(rows).toEqual([{ status: "cancel" }]);
});

test("a visitor who picks a slot and creates an account on the way lands on the checkout with that slot", async ({ page }) => {
  // Registration is rate limited per client address: this journey has its own.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.253.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });
  const email = journeyEmail("nadia");
  emails.push(email);

  await page.goto(`/service/${serviceId}?date=${day}`);
  await slotButton(page, "12:00 to 12:45").click();
  await page.getByRole("button", { name: "Book This Service" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByRole("link", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/register\?redirect=%2Fprocced-booking/);

  await page.getByLabel("First Name").fill("Nadia");
  await page.getByLabel("Last Name").fill("Islam");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Address").fill("Flat 2B, Road 11, Dhanmondi, Dhaka");
  await page.getByLabel("Phone").fill("+8801912345678");
  await page.getByLabel("Password", { exact: true }).fill("Nadia#Books2026");
  await page.getByLabel("Confirm Password").fill("Nadia#Books2026");
  await page.getByRole("button", { name: "Submit & Register" }).click();

  // Signed in by registering (and told so), and back on the booking that was under way.
  await expect(page.getByText("Successfully registered")).toBeVisible();
  await expect(page.getByText("You are signed in.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/procced-booking\\?service=${serviceId}&slot=`));
  await expect(page.locator("[aria-labelledby=your-booking]")).toContainText("12:00 to 12:45");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByRole("button", { name: "Pay Now" })).toBeEnabled();
});
