import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "./fixtures";
import pg from "pg";
import { insertJourneyService, journeyEmail, registerThroughApi, removeJourneyServices, showCalendarMonth, submitLogin } from "./journey-support";

/**
 * The journeys where people type, with JavaScript turned off (the page as
 * the server renders it, or a page whose script has not loaded yet) and,
 * the same steps, with it on. Each keeps a log of every request the browser
 * made and checks that no password ever travelled in a URL.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
const emails: string[] = [];
const serviceId = randomUUID();
const serviceName = `Plain Wash ${serviceId.slice(0, 6)}`;
/** A service of its own for the journey at another name of the site (localhost for 127.0.0.1). */
const aliasServiceId = randomUUID();
// Computed when the journeys run, not when the file loads.
let firstDay: string;
let secondDay: string;

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** How the slot list names its day ("Wednesday, November 25, 2026"). */
const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
/** How the calendar names a day's button ("25 November 2026, Wednesday…"). */
const dayLabel = (iso: string) => {
  const day = new Date(`${iso}T00:00:00Z`);
  return new RegExp(`^${day.getUTCDate()} ${day.toLocaleDateString("en-US", { month: "long", timeZone: "UTC" })} ${day.getUTCFullYear()},`);
};

test.beforeAll(async () => {
  firstDay = isoDay(2);
  secondDay = isoDay(3);
  await insertJourneyService(
    pool,
    { id: serviceId, name: serviceName, description: "A wash for the journeys without JavaScript", priceCents: 4000, duration: 45 },
    [firstDay, secondDay].flatMap((date) => ["10", "11"].map((hour) => ({ date, start: `${hour}:00`, end: `${hour}:45` }))),
  );
  await insertJourneyService(
    pool,
    { id: aliasServiceId, name: `Alias Wash ${aliasServiceId.slice(0, 6)}`, description: "A wash booked at another name of the site", priceCents: 3500, duration: 45 },
    [{ date: firstDay, start: "12:00", end: "12:45" }],
  );
});

test.afterAll(async () => {
  await removeJourneyServices(pool, [serviceId, aliasServiceId]);
  if (emails.length) await pool.query(`DELETE FROM "User" WHERE email = ANY($1::text[])`, [emails]);
  await pool.end();
});

/**
 * Every request the page makes, from now on. A client address of its own
 * keeps the journey's sign-in and registration attempts out of the other
 * journeys' rate limits.
 */
async function watch(page: Page) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.252.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });
  const requests: { method: string; url: string; body: string }[] = [];
  page.on("request", (request) => requests.push({ method: request.method(), url: request.url(), body: request.postData() ?? "" }));
  return {
    requests,
    /** No URL carries the password (or any password field), and the password did travel, in a POST body. */
    expectPasswordOnlyInBodies(password: string) {
      const inUrl = requests.filter(({ url }) => {
        const decoded = decodeURIComponent(url);
        return decoded.includes(password) || /[?&](password|confirmPassword|currentPassword)=/i.test(decoded);
      });
      expect(inUrl.map(({ method, url }) => `${method} ${url}`)).toEqual([]);
      expect(requests.some(({ method, body }) => method === "POST" && body.includes(password))).toBe(true);
    },
  };
}

for (const javaScriptEnabled of [false, true]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";

  test.describe(mode, () => {
    test.use({ javaScriptEnabled });

    test(`a visitor registers (${mode})`, async ({ page }) => {
      const log = await watch(page);
      const email = journeyEmail("plain");
      emails.push(email);
      const password = `Plain#${randomUUID().slice(0, 8)}`;
      await page.goto("/register");

      // Nothing filled in: each field says what it needs.
      await page.getByRole("button", { name: "Submit & Register" }).click();
      await expect(page.getByText("* First name is required")).toBeVisible();
      await expect(page.getByText("Contact number is required")).toBeVisible();

      await page.getByLabel("First Name").fill("Shirin");
      await page.getByLabel("Last Name").fill("Akhter");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Address").fill("House 9, Road 1, Banani, Dhaka");
      await page.getByLabel("Phone").fill("+8801712345678");
      await page.getByLabel("Password", { exact: true }).fill(password);
      await page.getByLabel("Confirm Password").fill(`${password}x`);
      await page.getByRole("button", { name: "Submit & Register" }).click();
      await expect(page.getByText("* Passwords must match")).toBeVisible();
      // What was typed is still there (the server sent it back when there is no script); passwords are not sent back.
      await expect(page.getByLabel("First Name")).toHaveValue("Shirin");
      await expect(page.getByLabel("Email")).toHaveValue(email);
      if (!javaScriptEnabled) await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
      const { rows: none } = await pool.query(`SELECT id FROM "User" WHERE email = $1`, [email]);
      expect(none).toEqual([]);

      await page.getByLabel("Password", { exact: true }).fill(password);
      await page.getByLabel("Confirm Password").fill(password);
      await page.getByRole("button", { name: "Submit & Register" }).click();
      await expect(page).toHaveURL(/\/$/);
      const { rows } = await pool.query(`SELECT phone, role FROM "User" WHERE email = $1`, [email]);
      expect(rows).toEqual([{ phone: "+8801712345678", role: "user" }]);
      // Registering signed them in.
      await page.goto("/dashboard/user");
      await expect(page.getByText("Shirin Akhter")).toBeVisible();
      log.expectPasswordOnlyInBodies(password);
    });

    test(`registering with an email already in use says so on the field, with a way to sign in that keeps where the visit was going (${mode})`, async ({ page }) => {
      await watch(page);
      const account = await registerThroughApi(page, "Taslima");
      emails.push(account.email);
      await page.goto("/register?redirect=%2Fdashboard%2Fuser%2Fmy-bookings");
      await page.getByLabel("First Name").fill("Taslima");
      await page.getByLabel("Last Name").fill("Haque");
      await page.getByLabel("Email").fill(account.email);
      await page.getByLabel("Address").fill("House 2, Road 8, Uttara, Dhaka");
      await page.getByLabel("Phone").fill("+8801712345679");
      await page.getByLabel("Password", { exact: true }).fill("Taslima#Second1");
      await page.getByLabel("Confirm Password").fill("Taslima#Second1");
      await page.getByRole("button", { name: "Submit & Register" }).click();

      // The email field itself says so (and is named as the field's description), and offers to sign in instead.
      const email = page.getByLabel("Email");
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(email).toHaveAccessibleDescription(/An account with this email already exists/);
      const signInInstead = page.getByRole("link", { name: "Sign in instead" });
      await expect(signInInstead).toHaveAttribute("href", "/login?redirect=%2Fdashboard%2Fuser%2Fmy-bookings");
      await expect(email).toHaveValue(account.email);
      await signInInstead.click();
      await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fuser%2Fmy-bookings$/);
      await submitLogin(page, account.email, account.password);
      await expect(page).toHaveURL(/\/dashboard\/user\/my-bookings$/);
    });

    test(`a customer signs in, and a wrong password says so in the form (${mode})`, async ({ page }) => {
      const log = await watch(page);
      const account = await registerThroughApi(page, "Parveen");
      emails.push(account.email);
      await page.goto("/login?redirect=%2Fdashboard%2Fuser");

      await page.getByLabel("Email").fill(account.email);
      await page.getByLabel("Password", { exact: true }).fill("Not#ThePassword9");
      await page.getByRole("button", { name: "Login" }).click();
      await expect(page.getByText("Email or password is incorrect")).toBeVisible();
      await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fuser$/);
      await expect(page.getByLabel("Email")).toHaveValue(account.email);

      await page.getByLabel("Password", { exact: true }).fill(account.password);
      await page.getByRole("button", { name: "Login" }).click();
      await expect(page).toHaveURL(/\/dashboard\/user$/);
      await expect(page.getByRole("heading", { name: "Profile" })).toBeVisible();
      log.expectPasswordOnlyInBodies("Not#ThePassword9");
      log.expectPasswordOnlyInBodies(account.password);
    });

    test(`a customer changes their phone, address and password on the profile page, and their other devices are signed out (${mode})`, async ({ page, browser, baseURL }) => {
      // Two browsers and six form posts: more than one test's usual time.
      test.setTimeout(90_000);
      const log = await watch(page);
      const account = await registerThroughApi(page, "Roksana");
      emails.push(account.email);
      // Signed in on another device as well.
      const elsewhere = await (await browser.newContext({ baseURL })).newPage();
      await watch(elsewhere);
      await elsewhere.goto("/login");
      await submitLogin(elsewhere, account.email, account.password);
      await expect(elsewhere).toHaveURL(/\/$/);

      await page.goto("/login?redirect=%2Fdashboard%2Fuser");
      await submitLogin(page, account.email, account.password);
      await expect(page).toHaveURL(/\/dashboard\/user$/);
      const stored = async () => (await pool.query(`SELECT phone, address FROM "User" WHERE email = $1`, [account.email])).rows[0];

      // Contact details: the registration's phone rules, said on the field; then saved.
      const contact = page.getByRole("region", { name: "Contact details" });
      await contact.getByLabel("Phone").fill("+880 171");
      await contact.getByRole("button", { name: "Save contact details" }).click();
      await expect(contact.getByText("Invalid phone number")).toBeVisible();
      expect(await stored()).toEqual({ phone: "+8801812345678", address: "Road 3, Dhaka" });
      await contact.getByLabel("Phone").fill("+8801911223344");
      await contact.getByLabel("Address").fill("House 5, Road 11, Dhanmondi, Dhaka");
      await contact.getByRole("button", { name: "Save contact details" }).click();
      await expect(page.getByText("Contact details updated").first()).toBeVisible();
      await expect.poll(stored).toEqual({ phone: "+8801911223344", address: "House 5, Road 11, Dhanmondi, Dhaka" });

      // The password: the current one first, and the new one typed twice.
      const fresh = `Fresh#${randomUUID().slice(0, 8)}`;
      const passwords = page.getByRole("region", { name: "Password" });
      await passwords.getByLabel("Current Password").fill("Not#TheCurrent1");
      await passwords.getByLabel("New Password", { exact: true }).fill(fresh);
      await passwords.getByLabel("Confirm New Password").fill(`${fresh}x`);
      await passwords.getByRole("button", { name: "Change password" }).click();
      await expect(passwords.getByText("* Passwords must match")).toBeVisible();
      await passwords.getByLabel("Current Password").fill("Not#TheCurrent1");
      await passwords.getByLabel("New Password", { exact: true }).fill(fresh);
      await passwords.getByLabel("Confirm New Password").fill(fresh);
      await passwords.getByRole("button", { name: "Change password" }).click();
      await expect(passwords.getByLabel("Current Password")).toHaveAccessibleDescription("* Current password is incorrect");
      await passwords.getByLabel("Current Password").fill(account.password);
      await passwords.getByLabel("New Password", { exact: true }).fill(fresh);
      await passwords.getByLabel("Confirm New Password").fill(fresh);
      await passwords.getByRole("button", { name: "Change password" }).click();
      await expect(page).toHaveURL(/\/dashboard\/user\?done=password-changed$/);
      await expect(page.getByRole("status").filter({ hasText: "Password changed" })).toContainText("You are still signed in here; every other device was signed out.");
      await expect(passwords.getByLabel("New Password", { exact: true })).toHaveValue("");

      // Still signed in here; signed out on the other device, where only the new password signs in.
      await page.goto("/dashboard/user");
      await expect(page).toHaveURL(/\/dashboard\/user$/);
      await expect(page.getByText("Roksana Akter")).toBeVisible();
      await elsewhere.goto("/dashboard/user");
      await expect(elsewhere).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fuser$/);
      await submitLogin(elsewhere, account.email, account.password);
      await expect(elsewhere.getByText("Email or password is incorrect").first()).toBeVisible();
      await submitLogin(elsewhere, account.email, fresh);
      await expect(elsewhere).toHaveURL(/\/dashboard\/user$/);
      await elsewhere.context().close();
      log.expectPasswordOnlyInBodies(fresh);
      log.expectPasswordOnlyInBodies(account.password);
    });

    test(`a customer writes a review, and one too short says so in the form (${mode})`, async ({ page }) => {
      await watch(page);
      const account = await registerThroughApi(page, "Nasrin");
      emails.push(account.email);
      await page.goto("/login?redirect=%2F%23review");
      await page.getByLabel("Email").fill(account.email);
      await page.getByLabel("Password", { exact: true }).fill(account.password);
      await page.getByRole("button", { name: "Login" }).click();
      await expect(page).toHaveURL(/\/(#review)?$/);

      const stars = page.getByRole("radiogroup", { name: "Your rating" });
      await page.locator('label[for="rating-4"]').click();
      await page.getByLabel("Feedback").fill("Too short");
      await page.getByRole("button", { name: "Submit Review" }).click();
      await expect(page.getByText("review should be atleast 15 character")).toBeVisible();
      // What was chosen and typed is still there, and nothing was written.
      await expect(stars.getByRole("radio", { name: "4 stars" })).toBeChecked();
      await expect(page.getByLabel("Feedback")).toHaveValue("Too short");
      const written = async () => (await pool.query(`SELECT r.rating, r.comment FROM "Review" r JOIN "User" u ON u.id = r."userId" WHERE u.email = $1`, [account.email])).rows;
      expect(await written()).toEqual([]);

      await page.getByLabel("Feedback").fill("Spotless inside and out, thank you.");
      await page.getByRole("button", { name: "Submit Review" }).click();
      // A new account has no completed visit: the review waits for the shop, and the form says so.
      await expect(page.getByText("Review received")).toBeVisible();
      await expect(page.getByText("It will show once the shop has approved it.")).toBeVisible();
      expect(await written()).toEqual([{ rating: 4, comment: "Spotless inside and out, thank you." }]);
      // The form starts again, empty.
      await expect(page.getByLabel("Feedback")).toHaveValue("");
      await expect(stars.getByRole("radio", { name: "4 stars" })).not.toBeChecked();

      // An admin approves it on the Reviews page, where it comes first, and then hides it: plain forms, both.
      await page.context().clearCookies();
      await page.goto("/login?redirect=%2Fdashboard%2Fadmin%2Freviews");
      await page.getByLabel("Email").fill("admin@spotless.test");
      await page.getByLabel("Password", { exact: true }).fill("Admin#2026");
      await page.getByRole("button", { name: "Login" }).click();
      await expect(page).toHaveURL(/\/dashboard\/admin\/reviews$/);
      const first = page.getByTestId("review-row").first();
      await expect(first).toContainText("Spotless inside and out, thank you.");
      await expect(first).toContainText("Awaiting approval");
      await first.getByRole("button", { name: "Approve the review by Nasrin Akter" }).click();
      const state = async () => (await pool.query(`SELECT r."approvedAt" IS NOT NULL AS approved, r.hidden FROM "Review" r JOIN "User" u ON u.id = r."userId" WHERE u.email = $1`, [account.email])).rows[0];
      await expect.poll(state).toEqual({ approved: true, hidden: false });
      const approved = page.getByTestId("review-row").filter({ hasText: "Spotless inside and out, thank you." }).filter({ has: page.getByRole("button", { name: "Hide the review by Nasrin Akter" }) }).first();
      await expect(approved).toContainText("Shown");
      await approved.getByRole("button", { name: "Hide the review by Nasrin Akter" }).click();
      await expect.poll(state).toEqual({ approved: true, hidden: true });
    });

    test(`a visitor picks a date and a free slot, signs in and reaches the payment page (${mode})`, async ({ page }) => {
      const log = await watch(page);
      const account = await registerThroughApi(page, "Rokeya");
      emails.push(account.email);
      const start = javaScriptEnabled ? "11:00" : "10:00";

      // The page opens on the first day with free times; then a day of the calendar (its month first,
      // if it is a later one), the previous day's link and the next day's.
      await page.goto(`/service/${serviceId}`);
      await expect(page.getByRole("button", { name: `${start} to ${start.slice(0, 2)}:45` })).toBeVisible();
      await expect(page.getByTestId("slots-date")).toHaveText(longDate(firstDay));
      await showCalendarMonth(page, secondDay);
      await page.getByRole("button", { name: dayLabel(secondDay) }).click();
      await expect(page).toHaveURL(new RegExp(`date=${secondDay}`));
      await expect(page.getByTestId("slots-date")).toHaveText(longDate(secondDay));
      await page.getByRole("link", { name: "Previous day" }).click();
      await expect(page).toHaveURL(new RegExp(`date=${firstDay}`));
      await expect(page.getByRole("button", { name: `${start} to ${start.slice(0, 2)}:45` })).toBeVisible();
      await page.getByRole("link", { name: "Next day" }).click();
      await expect(page).toHaveURL(new RegExp(`date=${secondDay}`));

      // A free slot: chosen, and in the address.
      const slot = page.getByRole("button", { name: `${start} to ${start.slice(0, 2)}:45` });
      await slot.click();
      await expect(slot).toHaveAttribute("aria-pressed", "true");
      await expect(page).toHaveURL(new RegExp(`date=${secondDay}&slot=`));

      // Booking asks to sign in first, and comes back to the checkout.
      await page.getByRole("button", { name: "Book This Service" }).click();
      await expect(page).toHaveURL(/\/login\?redirect=%2Fprocced-booking/);
      await page.getByLabel("Email").fill(account.email);
      await page.getByLabel("Password", { exact: true }).fill(account.password);
      await page.getByRole("button", { name: "Login" }).click();
      await expect(page).toHaveURL(new RegExp(`/procced-booking\\?service=${serviceId}&slot=`));
      await expect(page.locator("[aria-labelledby=your-booking]")).toContainText(`${start} to ${start.slice(0, 2)}:45`);

      await page.getByRole("button", { name: "Pay Now" }).click();
      await expect(page).toHaveURL(/\/checkout\/test\/test_cs_/);
      await expect(page.getByText("This is a test checkout: no card is needed and no money moves.")).toBeVisible();
      const booking = async () =>
        (await pool.query(`SELECT b.id, b.status, b."customerName" FROM "Booking" b JOIN "User" u ON u.id = b."customerId" WHERE u.email = $1`, [account.email])).rows;
      const [held] = await booking();
      expect(held).toMatchObject({ status: "pending", customerName: "Rokeya Akter" });

      // Leaving the payment page (Stripe's cancel link) opens a page; only its form cancels.
      await page.goto(`/booking/cancel?booking=${held.id}`);
      await expect(page.getByRole("heading", { name: "You left the payment page" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Return to payment" })).toHaveAttribute("href", /\/checkout\/test\/test_cs_/);
      expect((await booking())[0].status).toBe("pending");
      await page.getByRole("button", { name: "Cancel booking" }).click();
      await expect(page).toHaveURL(new RegExp(`/service/${serviceId}\\?date=${secondDay}`));
      expect((await booking())[0].status).toBe("cancel");
      await expect(page.getByRole("button", { name: `${start} to ${start.slice(0, 2)}:45`, exact: true })).not.toHaveAttribute("aria-disabled", "true");
      log.expectPasswordOnlyInBodies(account.password);
    });
  });
}

test("without JavaScript, a customer who opened the site by another of its names pays and comes back on that name", async ({ browser, baseURL }) => {
  // The suite's server is at 127.0.0.1 (its APP_URL); localhost is the same server by another name.
  const alias = new URL(baseURL!);
  expect(alias.hostname).toBe("127.0.0.1");
  alias.hostname = "localhost";
  const context = await browser.newContext({ baseURL: alias.origin, javaScriptEnabled: false });
  const page = await context.newPage();
  await watch(page);
  const account = await registerThroughApi(page, "Sharmin");
  emails.push(account.email);
  await page.goto("/login");
  await submitLogin(page, account.email, account.password);
  await expect(page).toHaveURL(`${alias.origin}/`);

  await page.goto(`/service/${aliasServiceId}`);
  await page.getByRole("button", { name: "12:00 to 12:45" }).click();
  await page.getByRole("button", { name: "Book This Service" }).click();
  await expect(page).toHaveURL(new RegExp(`^${alias.origin}/procced-booking\\?`));
  // Pay Now's answer leads to the test checkout on this same name (a form may only lead to the site itself).
  await page.getByRole("button", { name: "Pay Now" }).click();
  await expect(page).toHaveURL(new RegExp(`^${alias.origin}/checkout/test/test_cs_`));
  await page.getByRole("button", { name: /^Pay \$35/ }).click();
  await expect(page).toHaveURL(new RegExp(`^${alias.origin}/booking/success`));
  await expect(page.getByRole("heading", { name: "Booking confirmed" })).toBeVisible();
  const { rows } = await pool.query(`SELECT b."paymentUrl" FROM "Booking" b JOIN "User" u ON u.id = b."customerId" WHERE u.email = $1`, [account.email]);
  expect(rows[0].paymentUrl).toMatch(new RegExp(`^${alias.origin}/checkout/test/`));
  await context.close();
});
