import { randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { api, bearer, newClientAddress, pool, registerAdmin, registerCustomer, removeCreatedUsers } from "./support";

/**
 * Every REST endpoint, with the status each kind of caller gets. A route
 * file that exports a method missing here fails the test: a new endpoint
 * must say who may call it. Sample ids and bodies are chosen so that the
 * answer shows the authorization decision (e.g. an unknown id: 404 once
 * allowed in).
 */
type Caller = "anonymous" | "customer" | "admin";
type Entry = { method: string; route: string; path?: string; body?: unknown; expect: Record<Caller, number> };

const all = (status: number) => ({ anonymous: status, customer: status, admin: status });
const signedIn = (status: number) => ({ anonymous: 401, customer: status, admin: status });
const adminOnly = (status: number) => ({ anonymous: 401, customer: 403, admin: status });

const MATRIX: Entry[] = [
  { method: "GET", route: "/api/services", expect: all(200) },
  { method: "GET", route: "/api/services/[id]", path: `/api/services/${randomUUID()}`, expect: all(404) },
  { method: "GET", route: "/api/slots/availability", expect: all(400) },
  { method: "GET", route: "/api/slots/availability/[id]", path: `/api/slots/availability/${randomUUID()}`, expect: all(404) },
  { method: "POST", route: "/api/services", body: {}, expect: adminOnly(400) },
  { method: "PUT", route: "/api/services/[id]", path: `/api/services/${randomUUID()}`, body: { price: 10 }, expect: adminOnly(404) },
  { method: "DELETE", route: "/api/services/[id]", path: `/api/services/${randomUUID()}`, expect: adminOnly(404) },
  { method: "GET", route: "/api/services/g/names", expect: adminOnly(200) },
  { method: "POST", route: "/api/services/slots", body: {}, expect: adminOnly(400) },
  { method: "GET", route: "/api/services/get/all", expect: adminOnly(200) },
  { method: "PUT", route: "/api/slots/toggle-status/[id]", path: `/api/slots/toggle-status/${randomUUID()}`, expect: adminOnly(404) },
  { method: "POST", route: "/api/slots/generate", body: {}, expect: adminOnly(400) },
  { method: "GET", route: "/api/overview", expect: adminOnly(200) },
  { method: "GET", route: "/api/review/get", expect: all(200) },
  { method: "POST", route: "/api/review/create", body: {}, expect: { anonymous: 401, customer: 400, admin: 403 } },
  { method: "POST", route: "/api/auth/register/customer", body: {}, expect: all(400) },
  { method: "POST", route: "/api/auth/login", body: {}, expect: all(400) },
  { method: "POST", route: "/api/auth/forgot-password", body: {}, expect: all(400) },
  { method: "PUT", route: "/api/auth/reset-password", body: {}, expect: all(400) },
  { method: "POST", route: "/api/auth/refreshToken", expect: all(401) },
  { method: "POST", route: "/api/auth/logout", expect: all(200) },
  { method: "GET", route: "/api/auth/auth-state", expect: signedIn(200) },
  { method: "PUT", route: "/api/user/update", body: {}, expect: signedIn(200) },
  { method: "PUT", route: "/api/user/update-profile-image", body: {}, expect: signedIn(400) },
  { method: "GET", route: "/api/user/all", expect: adminOnly(200) },
  { method: "POST", route: "/api/bookings", body: {}, expect: { anonymous: 401, customer: 400, admin: 403 } },
  { method: "GET", route: "/api/bookings", expect: adminOnly(200) },
  { method: "GET", route: "/api/my-bookings", expect: { anonymous: 401, customer: 200, admin: 403 } },
  // Stripe's signature is its only credential; this server takes test payments, so Stripe's door is shut.
  { method: "POST", route: "/api/webhooks/stripe", body: {}, expect: all(503) },
  { method: "PUT", route: "/api/auth/update-role/[id]", path: `/api/auth/update-role/${randomUUID()}`, body: { role: "user" }, expect: adminOnly(404) },
];

// Not ours to list: Auth.js's own endpoints (csrf, session, callback…) and the JSON 404 for unknown paths.
const FRAMEWORK_ROUTES = new Set(["/api/auth/[...nextauth]", "/api/[...path]"]);

async function routeFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? routeFiles(path.join(dir, entry.name)) : Promise.resolve(entry.name === "route.ts" ? [path.join(dir, entry.name)] : []))),
  );
  return nested.flat();
}

/** "METHOD /api/..." for every method a route file really serves (not the 405 stand-ins). */
async function servedEndpoints(): Promise<string[]> {
  const apiDir = path.join(process.cwd(), "app/api");
  const endpoints: string[] = [];
  for (const file of await routeFiles(apiDir)) {
    const route = `/api/${path.relative(apiDir, path.dirname(file)).split(path.sep).join("/")}`.replace(/\/$/, "");
    if (FRAMEWORK_ROUTES.has(route)) continue;
    const source = await readFile(file, "utf8");
    for (const match of source.matchAll(/export (?:const|async function|function) (GET|POST|PUT|PATCH|DELETE)\b(\s*=\s*(\w+))?/g)) {
      if (match[3] === "methodNotAllowed") continue;
      endpoints.push(`${match[1]} ${route}`);
    }
  }
  return endpoints.sort();
}

const tokens: Partial<Record<Caller, string>> = {};

beforeAll(async () => {
  tokens.customer = (await registerCustomer()).accessToken;
  tokens.admin = (await registerAdmin()).accessToken;
});

afterAll(async () => {
  await removeCreatedUsers();
  await pool.end();
});

describe("authorization matrix", () => {
  it("lists every endpoint the app serves", async () => {
    expect(MATRIX.map((entry) => `${entry.method} ${entry.route}`).sort()).toEqual(await servedEndpoints());
  });

  describe.each(MATRIX)("$method $route", (entry) => {
    it.each(["anonymous", "customer", "admin"] as const)("%s", async (caller) => {
      const headers: Record<string, string> = { "x-forwarded-for": newClientAddress() };
      if (tokens[caller]) Object.assign(headers, bearer(tokens[caller]!));
      if (entry.body !== undefined) headers["content-type"] = "application/json";
      const answer = await api(entry.path ?? entry.route, {
        method: entry.method,
        headers,
        body: entry.body === undefined ? undefined : JSON.stringify(entry.body),
      });
      expect({ status: answer.status, json: answer.contentType.includes("application/json") }).toEqual({ status: entry.expect[caller], json: true });
    });
  });
});
