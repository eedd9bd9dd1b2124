import { readFile } from "node:fs/promises";
import { logged, startServer, startWorker, type Started } from "./processes";
import { BASE_URL, webSignIn } from "./support";

/**
 * A production process checks its configuration before it listens or works
 * (lib/config/production-check.mjs): `npm start` and `npm run worker` refuse
 * to start on what cannot work safely, naming every problem at once, one line
 * each; test payments are a warning at every start and a banner on every
 * admin page.
 */
jest.setTimeout(120_000);

const SECOND_URL = process.env.STRIPE_BASE_URL ?? "";
const running: Started[] = [];
afterAll(async () => {
  await Promise.all(running.map((process) => process.stop()));
});

/** Runs a process to its end (it must end by itself: a refused start) and answers its exit code and log lines. */
async function refused(process: Started): Promise<{ code: number | null; errors: string[]; warnings: string[] }> {
  running.push(process);
  let timer: NodeJS.Timeout | undefined;
  const minute = new Promise<"running">((resolve) => (timer = setTimeout(() => resolve("running"), 60_000)));
  // Cleared once the race is decided: a pending minute would keep Jest from exiting after the last file.
  const code = await Promise.race([process.exited, minute]).finally(() => clearTimeout(timer));
  if (code === "running") throw new Error(`still running a minute later, it did not refuse to start:\n${process.output()}`);
  return { code, errors: logged(process.output(), "error"), warnings: logged(process.output(), "warn") };
}

const startedLine = (output: string) => logged(output).some((line) => line.startsWith("Spotless is listening"));

describe("npm start in production", () => {
  it("refuses to start without AUTH_SECRET, APP_URL, DATABASE_URL and SMTP_URL, naming each on a line of its own", async () => {
    const server = await startServer({ AUTH_SECRET: undefined, APP_URL: undefined, DATABASE_URL: undefined, SMTP_URL: undefined, JOB_WORKER: undefined });
    const { code, errors } = await refused(server);
    expect(code).toBe(1);
    for (const variable of ["DATABASE_URL", "AUTH_SECRET", "APP_URL", "SMTP_URL"]) expect(errors.filter((line) => line.startsWith(`${variable} is not set`))).toHaveLength(1);
    expect(errors.at(-1)).toBe("Spotless server not started: fix the 4 problems above.");
    expect(startedLine(server.output())).toBe(false);
  });

  it("refuses a short AUTH_SECRET, an APP_URL that is no address, and Stripe without its webhook secret", async () => {
    const { code, errors } = await refused(
      await startServer({ AUTH_SECRET: "too-short-to-sign-anything", APP_URL: "book.example.com", STRIPE_SECRET_KEY: "sk_test_123", STRIPE_WEBHOOK_SECRET: undefined }),
    );
    expect(code).toBe(1);
    expect(errors).toEqual([
      expect.stringMatching(/^AUTH_SECRET is too short \(26 characters\): it must be at least 32/),
      expect.stringMatching(/^APP_URL is not an http\(s\) address/),
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET is not set/),
      "Spotless server not started: fix the 3 problems above.",
    ]);
    // The secret itself is never printed.
    expect(errors.join("\n")).not.toContain("too-short-to-sign-anything");
  });

  it("needs no SMTP_URL when the job worker runs elsewhere (JOB_WORKER=off)", async () => {
    const { errors } = await refused(await startServer({ SMTP_URL: undefined, JOB_WORKER: "off", DATABASE_URL: "mysql://elsewhere/spotless" }));
    expect(errors).toEqual([expect.stringMatching(/^DATABASE_URL is not a postgresql:\/\/ connection string/), "Spotless server not started: fix the problem above."]);
  });

  it("warns at every start that test payments move no money (the suite's server takes them)", async () => {
    const log = await readFile(process.env.SERVER_LOG!, "utf8");
    const warnings = logged(log, "warn").filter((line) => line.startsWith("Warning: ALLOW_TEST_CHECKOUT=true"));
    // Both of the suite's servers wrote their start to this log; only the one without Stripe takes test payments.
    expect(warnings.length).toBeGreaterThanOrEqual(1);
    expect(warnings[0]).toContain("no money moves");
  });
});

describe("the admin area while test payments are on", () => {
  it("says so on every admin page, and not where Stripe takes the payments", async () => {
    for (const [url, shown] of [
      [BASE_URL, true],
      [SECOND_URL, false],
    ] as const) {
      const cookie = await webSignIn("admin@spotless.test", "Admin#2026", url);
      for (const page of ["/dashboard/admin/overview", "/dashboard/admin/settings"]) {
        const html = await (await fetch(`${url}${page}`, { headers: { cookie } })).text();
        expect(html.includes("Test payments are on") && html.includes("no money moves")).toBe(shown);
      }
    }
  });
});

describe("npm run worker in production", () => {
  it("refuses to start without SMTP_URL (it would drop every email), and names every other problem with it", async () => {
    // It signs nothing: AUTH_SECRET is the app's alone.
    const { code, errors } = await refused(startWorker({ SMTP_URL: undefined, AUTH_SECRET: undefined, APP_URL: undefined }));
    expect(code).toBe(1);
    expect(errors.map((line) => line.split(":")[0])).toEqual(["APP_URL is not set", "SMTP_URL is not set", "Spotless worker not started"]);
    expect(errors[1]).toContain("would be lost");
  });

  it("is production's without NODE_ENV, as npm start is: refuses to start without SMTP_URL rather than file emails as sent", async () => {
    const { code, errors } = await refused(startWorker({ NODE_ENV: undefined, SMTP_URL: undefined }));
    expect(code).toBe(1);
    expect(errors.map((line) => line.split(":")[0])).toEqual(["SMTP_URL is not set", "Spotless worker not started"]);
  });
});
