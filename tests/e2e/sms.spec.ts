import { randomBytes, randomUUID } from "node:crypto";
import { expect, test, type Page } from "./fixtures";
import pg from "pg";
import { expectAccessible, insertJourneyService, registerThroughApi, removeJourneyServices, screenshotAtWidths, submitLogin } from "./journey-support";

/**
 * A customer verifies their phone on the profile's Phone and texts section with a code the
 * suite's stand-in of the text gateway took (scripts/test-sms.ts), chooses texts for their
 * reminders, changes that choice at checkout (texts alone), then books and pays: the gateway takes the booking's confirmation once, and its stop
 * link's button stops texts. With JavaScript and without (the forms post to their server actions
 * either way).
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
const FAKE_SMS_URL = process.env.FAKE_SMS_URL!;
const emails: string[] = [];
const serviceId = randomUUID();
const serviceName = `Texted Wash ${serviceId.slice(0, 6)}`;
let day: string;

type Taken = { id: string; to: string; text: string };
const textsTo = async (phone: string): Promise<Taken[]> => ((await (await fetch(`${FAKE_SMS_URL}/__fake/messages`)).json()) as Taken[]).filter((text) => text.to === phone);

test.beforeAll(async () => {
  day = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
  await insertJourneyService(
    pool,
    { id: serviceId, name: serviceName, description: "A wash for the texts journeys", priceCents: 3000, duration: 45 },
    ["10", "11"].map((hour) => ({ date: day, start: `${hour}:00`, end: `${hour}:45` })),
  );
});

test.afterAll(async () => {
  await removeJourneyServices(pool, [serviceId]);
  if (emails.length) await pool.query(`DELETE FROM "User" WHERE email = ANY($1::text[])`, [emails]);
  await pool.end();
});

/** A customer with a number of their own (the codes a number may be sent are limited, whoever asks). */
async function customerWithOwnNumber(page: Page, firstName: string) {
  const account = await registerThroughApi(page, firstName);
  emails.push(account.email);
  const digits = String(randomBytes(4).readUInt32BE() % 1e8).padStart(8, "0");
  const phone = `+88019${digits}`;
  await pool.query(`UPDATE "User" SET phone = $2 WHERE email = $1`, [account.email, phone]);
  // As the section shows it: spaced as the Contact details field is.
  return { ...account, phone, shownPhone: `+880 19${digits.slice(0, 2)} ${digits.slice(2)}` };
}

for (const javaScriptEnabled of [false, true]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";

  test.describe(mode, () => {
    test.use({ javaScriptEnabled });

    test(`a customer verifies their phone with a texted code, chooses texts, and is texted the booking's confirmation once (${mode})`, async ({ page }) => {
      const customer = await customerWithOwnNumber(page, javaScriptEnabled ? "Shirin" : "Mahmud");
      const start = javaScriptEnabled ? "11:00" : "10:00";
      await page.goto("/login?redirect=%2Fdashboard%2Fuser%23phone");
      await submitLogin(page, customer.email, customer.password);
      await expect(page).toHaveURL(/\/dashboard\/user/);

      const section = page.getByRole("region", { name: "Phone and texts" });
      await expect(section).toContainText(`${customer.shownPhone} is not verified yet.`);
      // Texts are for a verified number only: until then only email may be chosen.
      await expect(section.getByRole("radio", { name: "Text (SMS)" })).toBeDisabled();

      await section.getByRole("button", { name: "Text me a code" }).click();
      // The answer is said in the section without JavaScript, in a toast with it; then the code is what to type.
      await expect(page.getByText("If this number can receive texts, a code is on its way.")).toBeVisible();
      if (javaScriptEnabled) await expect(section.getByLabel("Code from the text")).toBeFocused();
      await expect.poll(async () => (await textsTo(customer.phone)).length, { timeout: 20_000 }).toBe(1);
      const [codeText] = await textsTo(customer.phone);
      const code = /^(\d{6}) is your /.exec(codeText.text)?.[1];
      expect(code).toBeDefined();

      // A wrong code is said beside the field, tied to it.
      const codeField = section.getByLabel("Code from the text");
      const wrong = code === "000000" ? "111111" : "000000";
      await codeField.fill(wrong);
      await section.getByRole("button", { name: "Verify" }).click();
      await expect(codeField).toHaveAccessibleDescription(/That code is wrong or has expired/);
      if (javaScriptEnabled) await expect(codeField).toBeFocused();
      if (javaScriptEnabled) await screenshotAtWidths(page, "phone-texts-wrong-code");

      await codeField.fill(code!);
      if (javaScriptEnabled) await expect(codeField).not.toHaveAccessibleDescription(/That code is wrong/);
      await section.getByRole("button", { name: "Verify" }).click();
      await expect(section).toContainText(`${customer.shownPhone} is verified: reminders can come by text.`);
      await expect(section.getByLabel("Code from the text")).toHaveCount(0);

      await section.getByRole("radio", { name: "Email and text" }).check();
      await section.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("Your reminder choice is saved")).toBeVisible();
      await expect(section.getByRole("radio", { name: "Email and text" })).toBeChecked();
      const { rows } = await pool.query(`SELECT "reminderChannels", "phoneVerifiedAt" IS NOT NULL AS verified FROM "User" WHERE email = $1`, [customer.email]);
      expect(rows).toEqual([{ reminderChannels: "both", verified: true }]);

      // Books and pays on the test checkout.
      await page.goto(`/service/${serviceId}?date=${day}`);
      await page.getByRole("button", { name: new RegExp(`^${start} to `) }).click();
      await page.getByRole("button", { name: "Book This Service" }).click();
      await expect(page).toHaveURL(/\/procced-booking\?service=.+&slot=.+/);
      // The checkout asks again how reminders come (the number is verified), with the account's choice; texts alone now.
      await expect(page.getByRole("radio", { name: "Email and text" })).toBeChecked();
      await page.getByRole("radio", { name: "Text (SMS)" }).check();
      await page.getByRole("button", { name: "Pay Now" }).click();
      await expect(page).toHaveURL(/\/checkout\/test\/test_cs_/);
      expect((await pool.query(`SELECT "reminderChannels" FROM "User" WHERE email = $1`, [customer.email])).rows[0].reminderChannels).toBe("sms");
      await page.getByRole("button", { name: "Pay $30" }).click();
      await expect(page.getByRole("heading", { name: "Booking confirmed" })).toBeVisible();

      // The worker texts the confirmation once: the code, then the confirmation, and nothing more.
      await expect.poll(async () => (await textsTo(customer.phone)).length, { timeout: 20_000 }).toBe(2);
      const [, confirmation] = await textsTo(customer.phone);
      expect(confirmation.text).toContain(serviceName);
      // It ends with its stop link, which works without signing in: it asks, and only its button stops texts.
      const stopLink = confirmation.text.match(/https?:\/\/\S+\/s\/[A-Za-z0-9_-]{30}/)?.[0];
      expect(stopLink).toBeDefined();
      // The worker records it sent once the gateway has answered, a moment after the stand-in took it.
      const confirmationState = async () =>
        (await pool.query(`SELECT d.state FROM "SmsDelivery" d JOIN "Booking" b ON b.id = d."bookingId" JOIN "User" u ON u.id = b."customerId" WHERE u.email = $1 AND d.kind = 'confirmation'`, [customer.email])).rows[0]?.state;
      await expect.poll(confirmationState, { timeout: 20_000 }).toBe("sent");

      if (javaScriptEnabled) {
        // The section as a person sees it, and against WCAG, light and dark.
        await page.goto("/dashboard/user#phone");
        await expect(section).toBeVisible();
        await screenshotAtWidths(page, "phone-texts");
        await expectAccessible(page, "/dashboard/user#phone");
      }

      const channels = async () => (await pool.query(`SELECT "reminderChannels" FROM "User" WHERE email = $1`, [customer.email])).rows[0].reminderChannels;
      const stopPath = new URL(stopLink!).pathname;
      if (javaScriptEnabled) await expectAccessible(page, stopPath);
      await page.goto(stopPath);
      await expect(page.getByRole("heading", { name: /^Stop texts from .+\?$/ })).toBeVisible();
      expect(await channels()).toBe("sms");
      await page.getByRole("button", { name: "Stop texts" }).click();
      await expect(page.getByRole("status").filter({ hasText: /Texts from .+ are off\./ })).toBeVisible();
      expect(await channels()).toBe("email");
    });
  });
}
