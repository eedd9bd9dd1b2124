import { MATRIX, type Caller } from "./endpoints";
import { servedEndpoints } from "./served-endpoints";
import { api, bearer, login, newClientAddress, pool, registerAdmin, registerCustomer, removeCreatedUsers, type SignedIn } from "./support";

/**
 * Every REST endpoint (declared in lib/http/endpoints.ts, expected in
 * tests/api/endpoints.ts), with the status each kind of caller gets: those the
 * declaration lets in get the expected answer, the others 401 or 403. A route
 * file that exports a method not declared fails the test: a new endpoint must
 * say who may call it.
 */
const accounts: Partial<Record<Caller, SignedIn>> = {};

beforeAll(async () => {
  accounts.customer = await registerCustomer();
  accounts.admin = await registerAdmin();
});

/** The caller's access token; a sign-out gets a session of its own, so that the rest of the matrix keeps the caller's. */
async function tokenOf(caller: Caller, endsSession: boolean): Promise<string | undefined> {
  const account = accounts[caller];
  if (!account) return undefined;
  return endsSession ? (await login(account.email, account.password)).accessToken : account.accessToken;
}

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
      const token = await tokenOf(caller, entry.endsSession === true);
      if (token) Object.assign(headers, bearer(token));
      if (entry.body !== undefined) headers["content-type"] = "application/json";
      const answer = await api(entry.path, {
        method: entry.method,
        headers,
        body: entry.body === undefined ? undefined : JSON.stringify(entry.body),
      });
      expect({ status: answer.status, json: answer.contentType.includes("application/json") }).toEqual({ status: entry.expect[caller], json: true });
    });
  });
});
