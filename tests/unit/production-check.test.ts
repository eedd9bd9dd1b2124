/**
 * @jest-environment node
 */
import { configurationProblems } from "@/lib/config/production-check.mjs";

/** What `npm start` and `npm run worker` refuse, or warn of, in production (lib/config/production-check.mjs). */
const complete = {
  DATABASE_URL: "postgresql://spotless@db.example.com:5432/spotless",
  AUTH_SECRET: "x".repeat(44),
  APP_URL: "https://book.example.com",
  SMTP_URL: "smtps://smtp.example.com",
  STRIPE_SECRET_KEY: "sk_live_abc",
  STRIPE_WEBHOOK_SECRET: "whsec_abc",
};
const subjects = (lines: string[]) => lines.map((line) => line.split(/ is | must /)[0]);

describe("configurationProblems", () => {
  it("finds nothing wrong with a complete configuration", () => {
    expect(configurationProblems("app", complete)).toEqual({ problems: [], warnings: [] });
    expect(configurationProblems("worker", complete)).toEqual({ problems: [], warnings: [] });
  });

  it("names every missing variable at once, one line each", () => {
    expect(subjects(configurationProblems("app", {}).problems)).toEqual(["DATABASE_URL", "AUTH_SECRET", "APP_URL", "SMTP_URL"]);
    // The worker signs nothing, and takes no payments.
    expect(subjects(configurationProblems("worker", {}).problems)).toEqual(["DATABASE_URL", "APP_URL", "SMTP_URL"]);
    expect(configurationProblems("worker", {}).warnings).toEqual([]);
  });

  it("refuses values that cannot work: a short secret, addresses of the wrong kind, Stripe without its webhook secret", () => {
    const { problems } = configurationProblems("app", { ...complete, AUTH_SECRET: "short", APP_URL: "book.example.com", DATABASE_URL: "mysql://db/spotless", SMTP_URL: "https://mail.example.com", STRIPE_WEBHOOK_SECRET: "" });
    expect(problems).toEqual([
      "DATABASE_URL is not a postgresql:// connection string",
      expect.stringMatching(/^AUTH_SECRET is too short \(5 characters\): it must be at least 32/),
      "APP_URL is not an http(s) address such as https://book.example.com",
      "SMTP_URL is not an smtp:// or smtps:// address",
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET is not set: .*never confirmed/),
    ]);
  });

  it("needs SMTP_URL in the app only while the job worker runs inside it", () => {
    expect(configurationProblems("app", { ...complete, SMTP_URL: undefined, JOB_WORKER: "off" }).problems).toEqual([]);
    expect(subjects(configurationProblems("app", { ...complete, SMTP_URL: " " }).problems)).toEqual(["SMTP_URL"]);
  });

  it("warns of test payments, and of no payments at all", () => {
    const withoutStripe = { ...complete, STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined };
    expect(configurationProblems("app", { ...withoutStripe, ALLOW_TEST_CHECKOUT: "true" })).toEqual({ problems: [], warnings: [expect.stringMatching(/^ALLOW_TEST_CHECKOUT=true: .*no money moves/)] });
    expect(configurationProblems("app", withoutStripe).warnings).toEqual([expect.stringMatching(/^No payment provider/)]);
    // With Stripe, the test checkout does not run, so there is nothing to warn of.
    expect(configurationProblems("app", { ...complete, ALLOW_TEST_CHECKOUT: "true" }).warnings).toEqual([]);
  });
});
