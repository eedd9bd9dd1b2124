/** @jest-environment node */

/**
 * Which payment provider a server uses: Stripe with a key; otherwise the
 * test checkout, which a production server refuses unless told otherwise.
 */
const ORIGINAL = { ...process.env };
const env = process.env as Record<string, string | undefined>;

function providerWith(vars: Record<string, string | undefined>) {
  for (const key of ["STRIPE_SECRET_KEY", "ALLOW_TEST_CHECKOUT", "NODE_ENV"]) delete env[key];
  Object.assign(env, { DATABASE_URL: "postgresql://unused", ...vars });
  let name: string | null = null;
  jest.isolateModules(() => {
    // A fresh module graph: the configuration is read again.
    const { paymentProvider } = jest.requireActual("@/lib/server/payments/provider") as typeof import("@/lib/server/payments/provider");
    name = paymentProvider()?.name ?? null;
  });
  return name;
}

afterEach(() => {
  for (const key of Object.keys(env)) if (!(key in ORIGINAL)) delete env[key];
  Object.assign(env, ORIGINAL);
});

describe("the payment provider", () => {
  it("is Stripe whenever a Stripe key is set", () => {
    expect(providerWith({ NODE_ENV: "production", STRIPE_SECRET_KEY: "sk_test_123" })).toBe("stripe");
    expect(providerWith({ NODE_ENV: "development", STRIPE_SECRET_KEY: "sk_test_123", ALLOW_TEST_CHECKOUT: "true" })).toBe("stripe");
  });

  it("is the test checkout in development", () => {
    expect(providerWith({ NODE_ENV: "development" })).toBe("test");
  });

  it("is none in production, unless the test checkout is explicitly allowed", () => {
    expect(providerWith({ NODE_ENV: "production" })).toBeNull();
    expect(providerWith({ NODE_ENV: "production", ALLOW_TEST_CHECKOUT: "false" })).toBeNull();
    expect(providerWith({ NODE_ENV: "production", ALLOW_TEST_CHECKOUT: "true" })).toBe("test");
  });
});
