import { randomUUID } from "node:crypto";
import { freePort } from "../../scripts/net";
import { serve, type Started } from "./processes";
import { callServerAction } from "./server-actions";
import { BASE_URL, bearer, pool, registerAdmin, removeCreatedUsers, webSignIn, type SignedIn } from "./support";

/**
 * What people see while the database cannot be reached, from an instance of
 * the suite's build pointed at a port nothing listens on: the API answers 503
 * with Retry-After, pages and forms say the shop is briefly unavailable,
 * instead of "Something went wrong on our side" everywhere.
 */
jest.setTimeout(120_000);

const BRIEFLY_UNAVAILABLE = "The shop is briefly unavailable. Please try again in a minute.";

let admin: SignedIn;
let server: Started | undefined;

beforeAll(async () => {
  admin = await registerAdmin();
});

afterAll(async () => {
  await server?.stop();
  await removeCreatedUsers();
  await pool.end();
});

describe("an instance whose database cannot be reached", () => {
  let url: string;

  beforeAll(async () => {
    // Nothing listens on this port. The instance starts (a static file answers); every read of the database fails.
    const started = await serve({ DATABASE_URL: `postgresql://postgres:postgres@127.0.0.1:${await freePort()}/spotless`, JOB_WORKER: "off" }, "/icon.svg");
    server = started;
    url = started.url;
  });

  it("answers the API with 503, Retry-After and the envelope, not a 500", async () => {
    for (const [route, init] of [
      ["/api/services?limit=1", {}],
      ["/api/my-bookings", { headers: bearer(admin.accessToken) }],
      ["/api/auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "someone@example.test", password: "whatever1" }) }],
    ] as const) {
      const response = await fetch(`${url}${route}`, init);
      expect({ route, status: response.status, retryAfter: response.headers.get("retry-after") }).toEqual({ route, status: 503, retryAfter: "30" });
      expect(await response.json()).toEqual({ success: false, message: BRIEFLY_UNAVAILABLE });
    }
  });

  it("fails pages with the outage's mark, by which their error boundary says the shop is briefly unavailable", async () => {
    // Next.js renders a failed page's error boundary in the browser, from the error's digest in the
    // page's payload (the notice itself: tests/unit/error-pages.test.tsx and tests/e2e/outage.spec.ts).
    const cookie = await webSignIn(admin.email, admin.password, BASE_URL);
    for (const [page, headers] of [
      ["/services?searchTerm=wash", {}],
      ["/", {}],
      ["/dashboard/admin/overview", { cookie }],
    ] as const) {
      const response = await fetch(`${url}${page}`, { headers });
      const html = await response.text();
      expect({ page, failed: response.status >= 500, marked: html.includes("spotless-database-down") }).toEqual({ page, failed: true, marked: true });
    }
  });

  it("tells a form's action the same", async () => {
    const cookie = await webSignIn(admin.email, admin.password, BASE_URL);
    const response = await callServerAction(url, "toggleSlotAction", cookie, [randomUUID()]);
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain(BRIEFLY_UNAVAILABLE);
    expect(body).toContain('"kind":"unavailable"');
  });
});
