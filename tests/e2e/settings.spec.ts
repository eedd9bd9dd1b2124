import { expect, test, type Page } from "./fixtures";
import pg from "pg";
import sharp from "sharp";
import { submitLogin } from "./journey-support";

/**
 * An admin makes the site the shop's own: a new phone number shows in the
 * footer and the business's JSON-LD at once; the FAQ, edited in Markdown,
 * shows its questions (and FAQPage JSON-LD), with a <script> shown as text.
 * The settings and pages are put back afterwards.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
let saved: { phone: string; faq: string };

test.beforeAll(async () => {
  const [settings, faq] = await Promise.all([pool.query(`SELECT phone FROM "BusinessSettings" WHERE id = 1`), pool.query(`SELECT markdown FROM "ContentPage" WHERE slug = 'faq'`)]);
  saved = { phone: settings.rows[0]?.phone ?? "", faq: faq.rows[0]?.markdown ?? "" };
});

test.afterAll(async () => {
  await pool.query(`UPDATE "BusinessSettings" SET phone = $1 WHERE id = 1`, [saved.phone]);
  await pool.query(`UPDATE "ContentPage" SET markdown = $1 WHERE slug = 'faq'`, [saved.faq]);
  await pool.end();
});

async function signInAsAdmin(page: Page, path: string) {
  await page.goto(path);
  await submitLogin(page, "admin@spotless.test", "Admin#2026");
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, "\\/")}$`));
}

const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("an admin changes the phone number: the footer and the JSON-LD show it", async ({ page }) => {
      const phone = `+880 2-5505-${javaScriptEnabled ? "4242" : "4343"}`;
      await signInAsAdmin(page, "/dashboard/admin/settings");
      await expect(page.getByRole("heading", { level: 1, name: "Business Settings" })).toBeVisible();
      await page.getByLabel("Phone").fill(phone);
      await page.getByRole("button", { name: "Save settings" }).click();
      await expect(page.getByText("Settings saved").first()).toBeVisible();

      await page.goto("/");
      await expect(page.getByTestId("footer-phone")).toHaveText(phone);
      const business = (await jsonLd(page)).find((data) => data["@type"] === "AutoWash");
      expect(business?.telephone).toBe(phone);
      expect(business?.openingHoursSpecification).toEqual(expect.arrayContaining([expect.objectContaining({ dayOfWeek: "https://schema.org/Monday", opens: "09:00", closes: "17:00" })]));
      await expect(page.getByTestId("site-footer")).toContainText(`© ${new Date().getUTCFullYear()} Spotless Car Care`);
    });

    test("an admin uploads a logo: the header shows it; removing it brings back the site's mark", async ({ page }) => {
      await signInAsAdmin(page, "/dashboard/admin/settings");
      await expect(page.getByText("No logo yet")).toBeVisible();
      const png = await sharp({ create: { width: 240, height: 240, channels: 4, background: { r: 20, g: 120, b: 220, alpha: 1 } } }).png().toBuffer();
      await page.getByLabel("Logo image").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
      await page.getByRole("button", { name: "Upload logo" }).click();
      await expect(page.getByRole("img", { name: "Your logo" })).toBeVisible();

      await page.goto("/services");
      const headerLogo = page.getByRole("banner").locator('img[src^="/uploads/logos/"]');
      await expect(headerLogo).toBeVisible();
      expect(await headerLogo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(240);

      await page.goto("/dashboard/admin/settings");
      await page.getByRole("button", { name: "Remove logo" }).click();
      await expect(page.getByText("No logo yet")).toBeVisible();
      await page.goto("/services");
      await expect(page.getByRole("banner").locator('img[src^="/uploads/logos/"]')).toHaveCount(0);
    });

    test("an admin calls the bays 'Staff': the admin menu, the page and its forms say so, and 'Bays' puts it back", async ({ page }) => {
      await signInAsAdmin(page, "/dashboard/admin/settings");
      const label = page.getByLabel("What you call the places cars are served");
      await expect(label).toHaveValue("bays");
      await label.selectOption("staff");
      await page.getByRole("button", { name: "Save settings" }).click();
      await expect(page.getByText("Settings saved").first()).toBeVisible();
      try {
        await page.goto("/dashboard/admin/bays");
        await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
        await expect(page.getByRole("link", { name: "Staff", exact: true }).first()).toBeVisible();
        await expect(page.getByRole("heading", { level: 2, name: "Add a staff member" })).toBeVisible();
        await expect(page.getByRole("button", { name: "Add a staff member" })).toBeVisible();
        await expect(page.getByRole("link", { name: "Bays", exact: true })).toHaveCount(0);
      } finally {
        await page.goto("/dashboard/admin/settings");
        await page.getByLabel("What you call the places cars are served").selectOption("bays");
        await page.getByRole("button", { name: "Save settings" }).click();
        await expect(page.getByText("Settings saved").first()).toBeVisible();
      }
      await page.goto("/dashboard/admin/bays");
      await expect(page.getByRole("heading", { level: 1, name: "Bays" })).toBeVisible();
    });

    test("an admin turns off texts of cancellations and gives text reminders their own times: both saved, the other switches kept", async ({ page }) => {
      const textSettings = async () => (await pool.query(`SELECT "smsTexts", "smsReminderOffsetsMinutes" FROM "BusinessSettings" WHERE id = 1`)).rows[0];
      await signInAsAdmin(page, "/dashboard/admin/settings");
      const cancelled = page.getByRole("checkbox", { name: "Booking cancelled" });
      const times = page.getByLabel("Text reminders (minutes before, comma-separated)");
      await expect(cancelled).toBeChecked();
      await expect(times).toHaveValue("");
      await cancelled.uncheck();
      await times.fill("90, 30");
      await page.getByRole("button", { name: "Save settings" }).click();
      await expect(page.getByText("Settings saved").first()).toBeVisible();
      try {
        expect(await textSettings()).toEqual({ smsTexts: { confirmation: true, reminder: true, reschedule: true, cancellation: false, refund: true, offer: true }, smsReminderOffsetsMinutes: [90, 30] });
        await page.goto("/dashboard/admin/settings");
        await expect(page.getByRole("checkbox", { name: "Booking cancelled" })).not.toBeChecked();
        await expect(page.getByRole("checkbox", { name: "Booking moved" })).toBeChecked();
        await expect(page.getByLabel("Text reminders (minutes before, comma-separated)")).toHaveValue("90, 30");
      } finally {
        await page.goto("/dashboard/admin/settings");
        await page.getByRole("checkbox", { name: "Booking cancelled" }).check();
        await page.getByLabel("Text reminders (minutes before, comma-separated)").fill("");
        await page.getByRole("button", { name: "Save settings" }).click();
        await expect(page.getByText("Settings saved").first()).toBeVisible();
      }
      expect((await textSettings()).smsReminderOffsetsMinutes).toBeNull();
    });

    test("a new time zone while slots are ahead: nothing typed is lost, the form says beside the field what it moves, and once confirmed saves it all", async ({ page }) => {
      const settingsRow = async () => (await pool.query(`SELECT "businessName", "timeZone", "cancellationNoticeHours" FROM "BusinessSettings" WHERE id = 1`)).rows[0];
      const saved = await settingsRow();
      const name = `Spotless Car Care ${javaScriptEnabled ? "J" : "N"}`;
      const slot = (await pool.query(`SELECT id, date::text, "startTime" FROM "Slot" WHERE "startsAt" > now() + interval '1 day' ORDER BY "startsAt", id LIMIT 1`)).rows[0];
      const save = page.getByRole("button", { name: "Save settings" });
      await signInAsAdmin(page, "/dashboard/admin/settings");
      try {
        await page.getByLabel("Business name").fill(name);
        await page.getByLabel("Cancellation notice (hours)").fill("12");
        await page.getByLabel("Time zone", { exact: true }).fill("Atlantic/Cape_Verde");
        await save.click();
        await expect(page.locator("#settings-timeZone-error")).toHaveText(/^Changing the time zone to Atlantic\/Cape_Verde moves [\d,]+ slots not yet started/);
        await expect(page.getByLabel("Business name")).toHaveValue(name);
        await expect(page.getByLabel("Cancellation notice (hours)")).toHaveValue("12");
        await expect(page.getByLabel("Time zone", { exact: true })).toHaveValue("Atlantic/Cape_Verde");
        expect(await settingsRow()).toEqual(saved);

        await page.getByLabel("Yes, move them to the new time zone").check();
        await save.click();
        await expect(page.getByText("Settings saved").first()).toBeVisible();
        expect(await settingsRow()).toEqual({ businessName: name, timeZone: "Atlantic/Cape_Verde", cancellationNoticeHours: 12 });
        // Its slots kept their dates and times: 10:00 at UTC-1 is 11:00 UTC.
        const moved = (await pool.query(`SELECT date::text, "startTime", "startsAt" FROM "Slot" WHERE id = $1`, [slot.id])).rows[0];
        expect(moved).toEqual({ date: slot.date, startTime: slot.startTime, startsAt: new Date(`${slot.date}T${slot.startTime}:00-01:00`) });
      } finally {
        // Back as it was, the same way.
        await page.goto("/dashboard/admin/settings");
        await page.getByLabel("Business name").fill(saved.businessName);
        await page.getByLabel("Cancellation notice (hours)").fill(String(saved.cancellationNoticeHours));
        await page.getByLabel("Time zone", { exact: true }).fill(saved.timeZone);
        await save.click();
        if ((await settingsRow()).timeZone !== saved.timeZone) {
          await page.getByLabel("Yes, move them to the new time zone").check();
          await save.click();
        }
        await expect.poll(settingsRow).toEqual(saved);
      }
    });

    test("a bad value is refused inline and nothing is saved", async ({ page }) => {
      await signInAsAdmin(page, "/dashboard/admin/settings");
      await page.getByLabel("Hold while paying (minutes)").fill("500");
      await page.getByRole("button", { name: "Save settings" }).click();
      await expect(page.getByText("must be a whole number of minutes from 5 to 120")).toBeVisible();
      const { rows } = await pool.query(`SELECT "holdMinutes" FROM "BusinessSettings" WHERE id = 1`);
      expect(rows[0].holdMinutes).toBe(30);
    });

    test("an admin asks for verified phone numbers to hold a slot: the checkout tells an unverified customer before Pay Now, with a link to verify", async ({ page, browser }) => {
      const required = async () => (await pool.query(`SELECT "verifiedPhoneToHold" FROM "BusinessSettings" WHERE id = 1`)).rows[0].verifiedPhoneToHold as boolean;
      const box = page.getByLabel("Customers need a verified mobile number to hold a slot online");
      const save = page.getByRole("button", { name: "Save settings" });
      // A slot anyone may book, of a service in the catalogue (the demo customer's phone is not verified).
      const { rows } = await pool.query(
        `SELECT s.id, s."serviceId" FROM "Slot" s JOIN "Service" v ON v.id = s."serviceId"
         WHERE NOT v."isDeleted" AND s.status = 'available' AND s."startsAt" > now() + interval '1 day' ORDER BY s."startsAt", s.id LIMIT 1`,
      );
      await signInAsAdmin(page, "/dashboard/admin/settings");
      await expect(box).not.toBeChecked();
      try {
        await box.check();
        await save.click();
        await expect(page.getByText("Settings saved").first()).toBeVisible();
        expect(await required()).toBe(true);
        await page.goto("/dashboard/admin/settings");
        await expect(box).toBeChecked();

        const customer = await browser.newContext({ javaScriptEnabled });
        try {
          const checkout = await customer.newPage();
          await checkout.goto(`/procced-booking?service=${rows[0].serviceId}&slot=${rows[0].id}`);
          await submitLogin(checkout, "customer@spotless.test", "Customer#2026");
          const notice = checkout.getByTestId("verify-phone-first");
          await expect(notice).toContainText("Verify your phone number first");
          await expect(checkout.getByRole("button", { name: "Pay Now" })).toHaveCount(0);
          await notice.getByRole("link", { name: "Verify my phone number" }).click();
          await expect(checkout).toHaveURL(/\/dashboard\/user#phone$/);
        } finally {
          await customer.close();
        }

        await box.uncheck();
        await save.click();
        await expect(page.getByText("Settings saved").first()).toBeVisible();
        expect(await required()).toBe(false);
      } finally {
        await pool.query(`UPDATE "BusinessSettings" SET "verifiedPhoneToHold" = false WHERE id = 1`);
      }
    });
  });
}

test("an admin edits the FAQ: questions and FAQPage JSON-LD come from its ## headings, and a <script> shows as text", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signInAsAdmin(page, "/dashboard/admin/pages");
  const faq = page.getByTestId("page-form-faq");
  await faq.getByLabel(/Markdown/).fill("Welcome.\n\n## Do you wash motorbikes?\n\nYes, **by hand**. <script>alert('owned')</script>\n\n## Where do I park?\n\nIn [front](javascript:alert(1)) of the shop.");
  await faq.getByRole("button", { name: "Save page" }).click();
  await expect(page.getByText("Page saved").first()).toBeVisible();

  await page.goto("/faq");
  await expect(page.getByRole("heading", { level: 2, name: "Do you wash motorbikes?" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Where do I park?" })).toBeVisible();
  await expect(page.getByText("<script>alert('owned')</script>")).toBeVisible();
  await expect(page.getByRole("link", { name: "front" })).toHaveCount(0);
  const faqPage = (await jsonLd(page)).find((data) => data["@type"] === "FAQPage");
  expect(faqPage?.mainEntity).toEqual([
    { "@type": "Question", name: "Do you wash motorbikes?", acceptedAnswer: { "@type": "Answer", text: "Yes, by hand. <script>alert('owned')</script>" } },
    { "@type": "Question", name: "Where do I park?", acceptedAnswer: { "@type": "Answer", text: "In [front](javascript:alert(1)) of the shop." } },
  ]);
  expect(dialogs).toEqual([]);

  // The footer links to the FAQ and the policy pages (no more '#').
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL("/privacy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
});
