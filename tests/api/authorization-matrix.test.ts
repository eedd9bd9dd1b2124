import { MATRIX, type Caller } from "./endpoints";
import { servedEndpoints } from "./served-endpoints";
import { api, bearer, newClientAddress, pool, registerAdmin, registerCustomer, removeCreatedUsers } from "./support";

/**
 * Every REST endpoint (tests/api/endpoints.ts), with the status each kind of
 * caller gets. A route file that exports a method missing there fails the
 * test: a new endpoint must say who may call it.
 */
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
