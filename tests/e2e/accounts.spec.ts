import { expect, test, type Page } from "./fixtures";
import pg from "pg";
import { resetTokenFrom, waitForMail } from "../support/mailbox";
import { journeyEmail, registerThroughApi, submitLogin } from "./journey-support";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
const created: string[] = [];

test.afterAll(async () => {
  if (created.length) await pool.query(`DELETE FROM "User" WHERE email = ANY($1::text[])`, [created]);
  await pool.end();
});

const newEmail = (label: string) => {
  const email = journeyEmail(label);
  created.push(email);
  return email;
};

/** A customer made through the REST API, to start a journey from. */
const apiCustomer = (page: Page, firstName = "Farzana") => registerThroughApi(page, firstName, newEmail(firstName.toLowerCase()));

async function signIn(page: Page, email: string, password: string) {
  await submitLogin(page, email, password);
  await expect(page.getByText("Successfully logged in")).toBeVisible();
}

test("a visitor registers with a Bangladeshi phone number, logs out and logs in again", async ({ page }) => {
  const email = newEmail("rina");
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" }).click();
  await page.getByRole("link", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/register$/);

  // The spec's messages appear inline, and nothing is sent.
  await page.getByRole("button", { name: "Submit & Register" }).click();
  await expect(page.getByText("* First name is required")).toBeVisible();
  await expect(page.getByText("Contact number is required")).toBeVisible();

  await page.getByLabel("First Name").fill("Rina");
  await page.getByLabel("Last Name").fill("Begum");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Address").fill("House 7, Road 4, Gulshan, Dhaka");
  const phone = page.getByLabel("Phone");
  await expect(phone).toHaveValue("+880");
  await phone.fill("+880 171");
  // Strength shows as the password is typed; a common one is refused by the server when sent.
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("password1");
  await expect(page.getByTestId("password-strength")).toContainText("Password strength: Too common");
  await page.getByLabel("Confirm Password").fill("password1");
  await phone.fill("+880 1712 345678");
  await page.getByRole("button", { name: "Submit & Register" }).click();
  await expect(page.getByText(/This password is one of the most common/)).toBeVisible();
  expect((await pool.query(`SELECT 1 FROM "User" WHERE email = $1`, [email])).rowCount).toBe(0);

  await password.fill("Rina#Secret2026");
  await expect(page.getByTestId("password-strength")).toContainText(/Password strength: (Good|Strong)/);
  await page.getByLabel("Confirm Password").fill("Rina#Secret2026");
  await phone.fill("+880 171");
  await page.getByRole("button", { name: "Submit & Register" }).click();
  await expect(page.getByText("Invalid phone number")).toBeVisible();

  await phone.fill("+880 1712 345678");
  await page.getByRole("button", { name: "Submit & Register" }).click();
  await expect(page.getByText("Successfully registered")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const { rows } = await pool.query(`SELECT phone, role FROM "User" WHERE email = $1`, [email]);
  expect(rows[0]).toEqual({ phone: "+8801712345678", role: "user" });

  // Signed in: the header offers the dashboard.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard\/user$/);
  await expect(page.getByText("Rina Begum")).toBeVisible();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" })).toBeVisible();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("refreshToken");

  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Not#TheRightOne1");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Email or password is incorrect")).toBeVisible();
  await signIn(page, email, "Rina#Secret2026");
  await expect(page).toHaveURL(/\/$/);
  const refresh = (await page.context().cookies()).find((cookie) => cookie.name === "refreshToken");
  expect(refresh?.httpOnly).toBe(true);
});

test("a signed-out visit to the dashboard goes to /login and comes back after sign-in", async ({ page, baseURL }) => {
  await page.goto("/dashboard/user");
  // The way back is in the address, and (for a page the person opened) in the redirect cookie.
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fuser$/);
  const saved = (await page.context().cookies()).find((cookie) => cookie.name === "redirect");
  expect(decodeURIComponent(saved?.value ?? "")).toBe("/dashboard/user");
  await signIn(page, "customer@spotless.test", "Customer#2026");
  await expect(page).toHaveURL(/\/dashboard\/user$/);
  await expect(page.getByRole("heading", { name: "Profile" })).toBeVisible();
  // The saved path is used once.
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("redirect");
  // A customer is not an admin.
  await page.goto("/dashboard/admin/manage-user");
  await expect(page).toHaveURL(/\/$/);

  // A deeper path, with its query, comes back whole.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
  // Already at / (the admin page sent us there): wait for the dashboard, then for the logout itself.
  await expect(page).toHaveURL(/\/dashboard\/user$/);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByText("You are logged out")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/dashboard/user/update-info?from=mail");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fuser%2Fupdate-info%3Ffrom%3Dmail$/);
  await signIn(page, "customer@spotless.test", "Customer#2026");
  await expect(page).toHaveURL(/\/dashboard\/user\/update-info\?from=mail$/);
  await expect(page.getByRole("heading", { name: "Update Information" })).toBeVisible();
  // The sign-in form also takes ?redirect= (the admin form variant), but only to a path on this site.
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/login?redirect=https://evil.example/");
  await signIn(page, "customer@spotless.test", "Customer#2026");
  await expect(page).toHaveURL(new URL("/", baseURL).toString());
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard\/user$/);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByText("You are logged out")).toBeVisible();
  await page.goto("/login?redirect=%2Fdashboard%2Fuser%2Fupdate-info");
  await signIn(page, "customer@spotless.test", "Customer#2026");
  await expect(page).toHaveURL(/\/dashboard\/user\/update-info$/);
});

test("a customer who forgot the password sets a new one through the emailed link", async ({ page, browser, baseURL }) => {
  const account = await apiCustomer(page, "Sadia");
  // Signed in elsewhere (another device), before the reset.
  const elsewhere = await browser.newPage({ baseURL });
  await elsewhere.goto("/login");
  await signIn(elsewhere, account.email, account.password);
  await elsewhere.goto("/dashboard/user");
  await expect(elsewhere.getByText("Sadia Akter")).toBeVisible();

  await page.goto("/login");
  await page.getByRole("link", { name: "forgot password" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  const since = Date.now();
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Check your email")).toBeVisible();

  const mail = await waitForMail(account.email, since);
  const link = mail.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)![0];
  expect(resetTokenFrom(link)).toBeTruthy();
  await page.goto(link);
  await page.getByLabel("New Password").fill("Sadia#Fresh2026");
  await page.getByLabel("Confirm Password").fill("Sadia#Fresh2026");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("Password changed")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, account.email, "Sadia#Fresh2026");

  // The link works once.
  await page.goto(link);
  await expect(page.getByText("This link is invalid or has expired. Ask for a new one.")).toBeVisible();

  // The other device's session ended with the old password; it can sign in again with the new one.
  await elsewhere.goto("/dashboard/user");
  await expect(elsewhere).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fuser$/);
  await signIn(elsewhere, account.email, "Sadia#Fresh2026");
  await elsewhere.close();
});

// A 1x1 PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

test("a customer changes their name and avatar", async ({ page }) => {
  const account = await apiCustomer(page, "Tania");
  await page.goto("/login");
  await signIn(page, account.email, account.password);
  await page.goto("/dashboard/user");
  await expect(page.getByRole("img", { name: "Tania Akter" })).toHaveAttribute("src", "/images/default-avatar.svg");
  await page.getByRole("link", { name: "Account setting" }).first().click();
  await expect(page).toHaveURL(/\/update-info$/);
  await expect(page.getByLabel("Email")).toHaveAttribute("readonly", "");

  // Not an image: refused in the form.
  await page.locator("#avatar").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(page.getByText("Invalid file type. Please select an image.")).toBeVisible();

  await page.locator("#avatar").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByRole("img", { name: "Tania Akter" })).toHaveAttribute("src", /^data:image\/png/);
  await page.getByLabel("First Name *").fill("");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("* First Name is required")).toBeVisible();
  await page.getByLabel("First Name *").fill("Tanjila");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Profile updated")).toBeVisible();

  await page.getByRole("link", { name: "Profile", exact: true }).first().click();
  await expect(page.getByText("Tanjila Akter")).toBeVisible();
  const avatar = page.getByRole("img", { name: "Tanjila Akter" });
  // Stored as the server re-encoded it.
  await expect(avatar).toHaveAttribute("src", /^\/uploads\/avatars\/.+\.webp$/);
  expect(await avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test("an admin makes a customer an admin, who becomes one without signing in again", async ({ page, browser, baseURL }) => {
  const account = await apiCustomer(page, "Mitu");
  const mitu = await browser.newPage({ baseURL });
  await mitu.goto("/login");
  await signIn(mitu, account.email, account.password);
  await mitu.goto("/dashboard/admin/manage-user");
  await expect(mitu).toHaveURL(/\/$/);

  // Signing in with nothing to go back to leads an admin to the admin dashboard.
  await page.goto("/login");
  await signIn(page, "admin@spotless.test", "Admin#2026");
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await expect(page.getByRole("heading", { name: "Service Management" })).toBeVisible();
  await page.getByRole("navigation", { name: "Admin navigation" }).getByRole("link", { name: "Manage Users" }).click();
  await expect(page.getByRole("heading", { name: "User Management" })).toBeVisible();

  // Page 1 without a search: the admin's own card leads, and its role cannot be changed.
  const firstCard = page.getByTestId("user-card").first();
  await expect(firstCard).toContainText("admin@spotless.test");
  await expect(firstCard.getByRole("combobox")).toBeDisabled();

  await page.getByLabel("Search users").fill(account.email);
  await page.getByLabel("Search users").blur();
  await expect(page).toHaveURL(/searchTerm=/);
  await expect(page.getByTestId("user-card")).toHaveCount(1);
  const card = page.getByTestId("user-card").first();
  await expect(card).toContainText("Mitu Akter");
  await card.getByRole("combobox", { name: "Role: Mitu Akter" }).click();
  await page.getByRole("option", { name: "Admin" }).click();
  // Handing someone the whole shop is confirmed first; backing out changes nothing.
  const confirm = page.getByRole("alertdialog", { name: "Make Mitu Akter an admin?" });
  await confirm.getByRole("button", { name: "Keep as user" }).click();
  await expect(confirm).toBeHidden();
  expect((await pool.query(`SELECT role FROM "User" WHERE email = $1`, [account.email])).rows[0].role).toBe("user");
  await expect(card.getByRole("combobox", { name: "Role: Mitu Akter" })).toHaveText("User");
  await card.getByRole("combobox", { name: "Role: Mitu Akter" }).click();
  await page.getByRole("option", { name: "Admin" }).click();
  await confirm.getByRole("button", { name: "Make admin" }).click();
  await expect(page.getByText("Successfully updated user role to Admin")).toBeVisible();
  const { rows } = await pool.query(`SELECT role FROM "User" WHERE email = $1`, [account.email]);
  expect(rows[0].role).toBe("admin");
  await mitu.goto("/dashboard/admin/manage-user");
  await expect(mitu.getByRole("heading", { name: "User Management" })).toBeVisible();
  await mitu.close();

  await page.getByLabel("Search users").fill(`zz-nobody-${Date.now()}`);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No Data found")).toBeVisible();
});
