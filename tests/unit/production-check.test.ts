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

  it("takes aamarPay as a provider, with its store id and signature key together and its API a URL", () => {
    const withoutStripe = { ...complete, STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined };
    expect(configurationProblems("app", { ...withoutStripe, AAMARPAY_STORE_ID: "store", AAMARPAY_SIGNATURE_KEY: "key" })).toEqual({ problems: [], warnings: [] });
    expect(configurationProblems("app", { ...complete, AAMARPAY_STORE_ID: "store" }).problems).toEqual([expect.stringMatching(/^AAMARPAY_STORE_ID and AAMARPAY_SIGNATURE_KEY go together/)]);
    expect(configurationProblems("app", { ...complete, AAMARPAY_API_URL: "secure.aamarpay.com" }).problems).toEqual([expect.stringMatching(/^AAMARPAY_API_URL must be a URL/)]);
  });

  describe("without server.mjs (a serverless platform, `next start`)", () => {
    const serverless = { ...complete, CLIENT_ADDRESS_HEADER: "x-forwarded-for", JOB_WORKER: "route", JOBS_SECRET: "j".repeat(44), UPLOADTHING_TOKEN: "token" };
    const writable = { uploadFolderProblem: () => null };
    const readOnly = { uploadFolderProblem: () => "/srv/spotless/uploads: EROFS: read-only file system" };

    it("finds nothing wrong with a complete configuration", () => {
      expect(configurationProblems("serverless", serverless, readOnly)).toEqual({ problems: [], warnings: [] });
      // An always-on `npm run worker` beside it instead of the jobs route.
      expect(configurationProblems("serverless", { ...serverless, JOB_WORKER: "off", JOBS_SECRET: undefined }, readOnly)).toEqual({ problems: [], warnings: [] });
    });

    it("refuses what would silently break: one rate-limit budget for all, a worker frozen between requests, uploads to a folder it cannot write", () => {
      const { problems } = configurationProblems("serverless", { ...serverless, CLIENT_ADDRESS_HEADER: undefined, JOB_WORKER: undefined, JOBS_SECRET: undefined, UPLOADTHING_TOKEN: undefined }, readOnly);
      expect(problems).toEqual([
        expect.stringMatching(/^CLIENT_ADDRESS_HEADER is not set: .*share one rate-limit budget/),
        expect.stringMatching(/^JOB_WORKER is inline \(the default\) without server.mjs: .*JOB_WORKER=route with JOBS_SECRET/),
        expect.stringMatching(/^UPLOADTHING_TOKEN is not set and the upload folder \(UPLOAD_DIR\) cannot be written.*EROFS/),
      ]);
      expect(configurationProblems("serverless", { ...serverless, JOB_WORKER: "inline" }, readOnly).problems).toEqual([expect.stringMatching(/^JOB_WORKER is inline/)]);
    });

    it("warns of a local upload folder it can write (each instance's disk is its own, and short-lived)", () => {
      expect(configurationProblems("serverless", { ...serverless, UPLOADTHING_TOKEN: undefined }, writable)).toEqual({ problems: [], warnings: [expect.stringMatching(/^Uploads go to the local folder/)] });
    });

    it("checks what it shares with the app: the secrets, the addresses, mail for the jobs it runs", () => {
      expect(subjects(configurationProblems("serverless", { ...serverless, AUTH_SECRET: "", SMTP_URL: "" }, readOnly).problems)).toEqual(["AUTH_SECRET", "SMTP_URL"]);
    });
  });

  it("refuses the jobs route without its secret, or with a short one, wherever it runs", () => {
    expect(configurationProblems("app", { ...complete, JOB_WORKER: "route" }).problems).toEqual([expect.stringMatching(/^JOB_WORKER=route without JOBS_SECRET: .*would ever go out/)]);
    expect(configurationProblems("app", { ...complete, JOB_WORKER: "route", JOBS_SECRET: "short" }).problems).toEqual([expect.stringMatching(/^JOBS_SECRET is too short \(5 characters\)/)]);
    expect(configurationProblems("app", { ...complete, JOB_WORKER: "route", JOBS_SECRET: "j".repeat(32) }).problems).toEqual([]);
  });
});
