import { randomUUID } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { Webhook } from "standardwebhooks";
import { expect, test, type Page } from "./fixtures";
import { expectAccessible, insertJourneyService, removeJourneyServices, screenshotAtWidths, submitLogin } from "./journey-support";

/**
 * An admin connects another system: on the Webhooks page they register an
 * endpoint (with and without JavaScript), copy its secret (shown once), and
 * see the delivery that a change of a service sends, in the endpoint's log.
 * The endpoint is a listener on loopback, as a receiver on this machine.
 * Screenshots at phone and desktop widths, light and dark, go to test-results/.
 */
const base = () => process.env.BASE_URL!;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
const received: { path: string; headers: IncomingHttpHeaders; body: string }[] = [];
let listener: Server;
let listenerUrl: string;
const serviceId = randomUUID();

test.beforeAll(async () => {
  listener = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ path: request.url ?? "/", headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  listenerUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  await insertJourneyService(pool, { id: serviceId, name: `Hooked wax ${serviceId.slice(0, 6)}`, description: "A wax whose changes are told to other systems.", priceCents: 3000, duration: 30 }, []);
});

test.afterAll(async () => {
  await pool.query(`DELETE FROM "WebhookEndpoint" WHERE url LIKE $1`, [`${listenerUrl}/%`]);
  await removeJourneyServices(pool, [serviceId]);
  await pool.end();
  await new Promise((resolve) => listener.close(resolve));
});

async function adminToken(): Promise<string> {
  const login = await fetch(`${base()}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `10.249.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    body: JSON.stringify({ email: "admin@spotless.test", password: "Admin#2026" }),
  });
  return (await login.json()).accessToken;
}

async function signInAsAdmin(page: Page, path: string) {
  await page.goto(path);
  await submitLogin(page, "admin@spotless.test", "Admin#2026");
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, "\\$&")}$`));
}


for (const javaScriptEnabled of [false, true]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";

  test.describe(mode, () => {
    test.use({ javaScriptEnabled });

    test(`an admin registers an endpoint, copies its secret once and sees a delivery in its log (${mode})`, async ({ page }) => {
      test.setTimeout(120_000);
      const path = `/e2e-${javaScriptEnabled ? "js" : "plain"}-${randomUUID().slice(0, 6)}`;
      await signInAsAdmin(page, "/dashboard/admin/webhooks");
      await expect(page.getByRole("heading", { name: "Webhooks", level: 1 })).toBeVisible();
      await expect(page.getByRole("navigation").getByRole("link", { name: "Webhooks" }).first()).toBeVisible();

      // Nothing chosen: the form says what it needs, and nothing is stored.
      const form = page.getByTestId("new-webhook-form");
      await form.getByLabel("Endpoint URL").fill(`${listenerUrl}${path}`);
      await form.getByRole("button", { name: "Add an endpoint" }).click();
      await expect(page.getByText("Choose at least one event").first()).toBeVisible();
      await expect(form.getByLabel("Endpoint URL")).toHaveValue(`${listenerUrl}${path}`);
      expect((await pool.query(`SELECT id FROM "WebhookEndpoint" WHERE url = $1`, [`${listenerUrl}${path}`])).rows).toEqual([]);

      await page.getByTestId("new-webhook-form").getByRole("checkbox", { name: /A service is changed/ }).check();
      await page.getByTestId("new-webhook-form").getByRole("button", { name: "Add an endpoint" }).click();
      const shown = page.getByTestId("webhook-secret");
      await expect(shown).toBeVisible();
      const secret = await shown.getByLabel("Signing secret").inputValue();
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
      // The form is ready for the next endpoint.
      await expect(page.getByTestId("new-webhook-form").getByLabel("Endpoint URL")).toHaveValue("");
      await expect(page.getByTestId("new-webhook-form").getByRole("checkbox", { name: /A service is changed/ })).not.toBeChecked();
      const endpoint = page.getByTestId("webhook-endpoint").filter({ hasText: `${listenerUrl}${path}` });
      await expect(endpoint).toBeVisible();
      await expect(endpoint).toContainText("service.updated");
      await expect(endpoint).toContainText("Nothing sent yet.");

      // A change of a service is told to the endpoint, signed with that secret.
      const token = await adminToken();
      // A whole number of cents: 30 + 4.02 is 34.019999999999996 in floating point, which the API rightly refuses.
      const price = (3000 + Math.floor(Math.random() * 900)) / 100;
      const changed = await fetch(`${base()}/api/services/${serviceId}`, { method: "PUT", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify({ price }) });
      expect(changed.status).toBe(200);
      // Other journeys change (and remove) services meanwhile, and the endpoint is told of those too: this change's
      // delivery is the one about this service. Each is signed with the secret.
      type Payload = { type: string; data: { service: { _id: string; price: number } } };
      const verified = (item: (typeof received)[number]) => new Webhook(secret).verify(item.body, item.headers as Record<string, string>) as Payload;
      const ours = () => received.filter((item) => item.path === path).filter((item) => verified(item).data.service._id === serviceId);
      await expect.poll(() => ours().length, { timeout: 30_000 }).toBeGreaterThan(0);
      const [delivery] = ours();
      expect(verified(delivery)).toMatchObject({ type: "service.updated", data: { service: { _id: serviceId, price } } });

      // Once shown, the secret is gone from the page; the log shows the delivery. (Other journeys change services
      // meanwhile, and the endpoint is told of those too, newer ones listed first: this delivery's row is the one whose
      // Resend form names it, its webhook-id less the "msg_".)
      const deliveryId = String(delivery.headers["webhook-id"]).replace(/^msg_/, "");
      const ourRow = endpoint.getByTestId("webhook-delivery").filter({ has: page.locator(`input[name="delivery"][value="${deliveryId}"]`) });
      await expect
        .poll(
          async () => {
            await page.goto("/dashboard/admin/webhooks");
            return ourRow.filter({ hasText: "Delivered" }).count();
          },
          { timeout: 30_000 },
        )
        .toBe(1);
      await expect(page.getByTestId("webhook-secret")).toHaveCount(0);
      expect(await page.content()).not.toContain(secret.slice(6));
      await expect(ourRow).toContainText("HTTP 200");
      await expect(ourRow).toContainText("1 attempt");

      // Resend it: the same delivery again.
      await ourRow.getByRole("button", { name: /^Resend/ }).click();
      const sameDelivery = () => received.filter((item) => item.path === path && item.headers["webhook-id"] === delivery.headers["webhook-id"]);
      await expect.poll(() => sameDelivery().length, { timeout: 30_000 }).toBe(2);

      if (javaScriptEnabled) {
        await screenshotAtWidths(page, "webhooks");
        await expectAccessible(page, "/dashboard/admin/webhooks");
        page.once("dialog", (dialog) => void dialog.accept());
      }
      // Delete it: it leaves the page and the database.
      await page.goto("/dashboard/admin/webhooks");
      await endpoint.getByRole("button", { name: `Delete: ${listenerUrl}${path}` }).click();
      await expect(endpoint).toHaveCount(0);
      expect((await pool.query(`SELECT id FROM "WebhookEndpoint" WHERE url = $1`, [`${listenerUrl}${path}`])).rows).toEqual([]);
    });
  });
}
