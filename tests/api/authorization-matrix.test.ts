import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { MATRIX, type Caller } from "./endpoints";
import { api, bearer, newClientAddress, pool, registerAdmin, registerCustomer, removeCreatedUsers } from "./support";

/**
 * Every REST endpoint (tests/api/endpoints.ts), with the status each kind of
 * caller gets. A route file that exports a method missing there fails the
 * test: a new endpoint must say who may call it.
 */
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
