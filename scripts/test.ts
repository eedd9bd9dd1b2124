/**
 * `npm test`: the whole suite, against a fresh real PostgreSQL of its own.
 *
 *   1. dependency rules     dependency-cruiser (`npm run lint:deps`): no import cycle, no arrow up the layers
 *   2. type check           tsc --noEmit
 *   3. unit tests           jest (rules and components)
 *   4. domain tests         jest: the business rules through lib/server, each file in its own database (no build)
 *   5. database tests       jest: upgrades of older releases' databases, backups (a PostgreSQL of their own)
 *                           4 and 5 run beside 6 to 8 (each one's output is printed when it ends), and end before 9
 *   6. migrations match     the committed migrations, replayed, diffed against prisma/schema.prisma
 *   7. a fresh database     embedded PostgreSQL on a free port, migrated and seeded
 *   8. a production build   next build, then `npm start` (server.mjs) on free ports
 *   9. API tests            jest, over HTTP against that server (on a whole run, the bad-input suite and
 *                           then the reminders run beside the others and then 10, on a database and servers
 *                           of their own; so do the files that wait on the job worker's own time)
 *  10. end-to-end journeys  Playwright in Chromium against that server; the shop-wide ones (playwright.config.ts), on a
 *                           database and a server of their own, run beside 9 and the others
 *
 * The server gets a random AUTH_SECRET, its own upload folder, and a real
 * SMTP server on loopback whose messages land in MAIL_CAPTURE_DIR for the tests.
 * Each server runs the job worker inside it (emails, reminders, refunds), as
 * production does by default. A random TEST_CLOCK_SECRET lets the API tests
 * set the time of a request (lib/server/clock.ts); SERVER_PIDS tells them the
 * servers' process ids (a test pauses them to be sure which worker takes a job).
 * It trusts one proxy hop (TRUSTED_PROXY_HOPS=1): the tests play the load
 * balancer, each test client naming its own address in X-Forwarded-For, so
 * that tests do not share rate-limit budgets.
 * Webhook endpoints may be on loopback (WEBHOOK_ALLOW_PRIVATE=true: the tests'
 * listeners are), and failed deliveries are retried within seconds
 * (WEBHOOK_RETRY_DELAY_SECONDS=1).
 * It takes payments through the built-in test checkout. A second instance of
 * the same build, on the same database, takes them through Stripe: its
 * `stripe` SDK talks to a fake Stripe API on loopback (scripts/test-stripe.ts),
 * and the tests sign its webhooks with STRIPE_WEBHOOK_SECRET.
 *
 * Exits non-zero if any step fails. TEST_DATABASE_URL runs against an existing
 * (empty, disposable) database instead of starting one.
 *
 * `npm test -- api [pattern]`, `npm test -- e2e [pattern]`, `npm test -- domain [pattern]`
 * or `npm test -- db [pattern]` runs only that step (and what it needs), only the files
 * matching the pattern.
 * `npm run test:stress` is `npm test -- api` with many more generated cases
 * and a larger load in the fault tests (STRESS=1).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { openSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startEmbeddedPostgres } from "./db/embedded";
import { freePort, waitForServer } from "./net";
import { applyMigrations, pendingSchemaChanges } from "./db/migrate";
import { productionBuild, projectRoot, serverArgs } from "./paths";
import { seedDemoData, seedSuiteBays } from "./db/seed";

/** Bays the suite's shop has beyond the demo's three (see seedSuiteBays). */
const SUITE_EXTRA_BAYS = 12;
import { startTestMailServer } from "./test-mail";
import { startFakeStripe } from "./test-stripe";
import { startFakeSslcommerz } from "./test-sslcommerz";
import { startFakeAamarpay } from "./test-aamarpay";
import { startFakeSms } from "./test-sms";

const bin = (name: string) => path.join(projectRoot, "node_modules/.bin", name);
const BUILD_DIR = ".next-test";

type Env = Record<string, string | undefined>;

/** Seconds since `startedAt` (performance.now()), for the steps' closing lines: CI logs show where the time goes. */
const elapsed = (startedAt: number) => `${((performance.now() - startedAt) / 1000).toFixed(1)} s`;
const suiteStartedAt = performance.now();

/**
 * Runs a step. With `beside` (what it runs beside), its output is kept and printed in one piece when it ends: a step running
 * beside another (the domain and database tests beside the build) does not interleave its lines with it.
 */
function run(label: string, command: string, args: string[], env: Env = {}, beside?: string): Promise<boolean> {
  const held = beside !== undefined;
  if (!held) console.log(`\n▶ ${label}`);
  const startedAt = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: projectRoot, stdio: held ? ["ignore", "pipe", "pipe"] : "inherit", env: { ...process.env, ...env } });
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code) => {
      if (held) process.stdout.write(`\n▶ ${label} (ran beside ${beside})\n${Buffer.concat(output).toString()}`);
      console.log(code === 0 ? `✔ ${label} (${elapsed(startedAt)})` : `✘ ${label} (exit ${code}, ${elapsed(startedAt)})`);
      resolve(code === 0);
    });
  });
}

async function main(): Promise<number> {
  const [only, pattern] = process.argv.slice(2);
  if (only && only !== "api" && only !== "e2e" && only !== "db" && only !== "domain") throw new Error(`Unknown step '${only}': use 'api', 'e2e', 'domain' or 'db'`);
  const wanted = (stepName: "api" | "e2e" | "db" | "domain" | "checks") => (only ? only === stepName : true);
  const results: [string, boolean][] = [];
  const step = async (label: string, command: string, args: string[], env?: Env, beside?: string) => {
    const ok = await run(label, command, args, env, beside);
    results.push([label, ok]);
    return ok;
  };

  // Set when this run has type-checked the whole project: its build then skips Next.js's second check of the same files.
  let typesChecked = false;
  if (wanted("checks")) {
    // First, being the quickest: the imports keep to the layers of docs/architecture.md (.dependency-cruiser.cjs).
    await step("Dependency rules", "npm", ["run", "--silent", "lint:deps"]);
    typesChecked = await step("Type check", bin("tsc"), ["--noEmit"]);
    await step("Unit tests", bin("jest"), ["--selectProjects", "unit"]);
  }
  // The domain and database tests have their own PostgreSQL, no build. The domain code they call loads
  // Prisma's query compiler as an ES module, which Jest loads only with Node's VM modules.
  const vmModules = { NODE_OPTIONS: [process.env.NODE_OPTIONS, "--experimental-vm-modules"].filter(Boolean).join(" ") };
  const onlyMatching = pattern && only ? ["--testPathPatterns", pattern] : [];
  const needsBuild = wanted("api") || wanted("e2e");
  const buildFree = async () => {
    if (wanted("domain")) {
      // Each file in a database of its own: files run in parallel, two at least (Jest's default leaves a
      // core for itself, and its own process idles while the files run).
      const workers = Math.max(2, os.availableParallelism() - 1);
      await step("Domain tests", bin("jest"), ["--selectProjects", "domain", `--maxWorkers=${workers}`, ...onlyMatching], vmModules, needsBuild ? "the build" : undefined);
    }
    if (wanted("db")) {
      await step("Database tests", bin("jest"), ["--selectProjects", "database", "--runInBand", ...onlyMatching], vmModules, needsBuild ? "the build" : undefined);
    }
  };
  if (!needsBuild) {
    await buildFree();
    return summary(results);
  }
  // They need no build: they run while the build does (much of a build waits on one core or on the
  // disk), and are over before the API tests start, whose servers they would otherwise slow down.
  const buildFreeDone = buildFree();

  let dataDir: string | undefined;
  let stopDatabase = async () => {};
  let stopMail = async () => {};
  let stopStripe = async () => {};
  let stopSslcommerz = async () => {};
  let stopAamarpay = async () => {};
  let stopSms = async () => {};
  const servers: ChildProcess[] = [];
  const workDir = await mkdtemp(path.join(os.tmpdir(), "spotless-test-files-"));
  try {
    let databaseUrl = process.env.TEST_DATABASE_URL;
    if (!databaseUrl) {
      // In the system temp folder, which every user can traverse: under root,
      // PostgreSQL runs as its own user and could not reach a clone in /root.
      dataDir = await mkdtemp(path.join(os.tmpdir(), "spotless-test-"));
      const database = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: "spotless_test", persistent: false, quiet: true, maxConnections: 300 });
      databaseUrl = database.url;
      stopDatabase = database.stop;
    }
    console.log("\n▶ Migrations match prisma/schema.prisma");
    let startedAt = performance.now();
    const drift = await pendingSchemaChanges(databaseUrl);
    if (drift !== null) console.log(`The schema has changes no migration holds; run 'npm run db:migrate -- <name>':\n${drift}`);
    console.log(`${drift === null ? "✔" : "✘"} Migrations match prisma/schema.prisma (${elapsed(startedAt)})`);
    results.push(["Migrations match prisma/schema.prisma", drift === null]);

    console.log("\n▶ Fresh database: migrations and demo data");
    startedAt = performance.now();
    await applyMigrations(databaseUrl);
    // The demo shop, kept on UTC: the tests write the shop's local dates and times as UTC instants (tests/api/support.ts).
    await seedDemoData(databaseUrl, { timeZone: "UTC" });
    await seedSuiteBays(databaseUrl, SUITE_EXTRA_BAYS);
    console.log(`✔ Fresh database (${elapsed(startedAt)})`);

    // SSLCOMMERZ's stand-in (scripts/test-sslcommerz.ts) starts before the build: the build writes its page's origin
    // into the Content-Security-Policy (form-action), as a build for another SSLCOMMERZ_API_URL would.
    const sslcommerzStore = { id: `store${randomBytes(4).toString("hex")}`, password: randomBytes(12).toString("hex") };
    const sslcommerz = await startFakeSslcommerz(sslcommerzStore);
    stopSslcommerz = sslcommerz.stop;
    // aamarPay's stand-in (scripts/test-aamarpay.ts) likewise.
    const aamarpayStore = { id: `store${randomBytes(4).toString("hex")}`, signatureKey: randomBytes(16).toString("hex") };
    const aamarpay = await startFakeAamarpay(aamarpayStore);
    stopAamarpay = aamarpay.stop;
    const env: Env = {
      DATABASE_URL: databaseUrl,
      SPOTLESS_DIST_DIR: BUILD_DIR,
      NEXT_TELEMETRY_DISABLED: "1",
      SSLCOMMERZ_API_URL: sslcommerz.url,
      AAMARPAY_API_URL: aamarpay.url,
      ...(typesChecked && { SPOTLESS_TYPES_CHECKED: "1" }),
    };
    for (const { name, args } of productionBuild) {
      if (!(await step(name, process.execPath, [...args], env))) throw new Error("The build failed: the API and end-to-end tests cannot run.");
    }

    const mailDir = path.join(workDir, "mail");
    await mkdir(mailDir);
    const mail = await startTestMailServer(mailDir);
    stopMail = mail.stop;
    // Texts go to a stand-in of Twilio's API (and of a generic gateway) on loopback: scripts/test-sms.ts.
    const smsCredentials = {
      accountSid: `AC${randomBytes(16).toString("hex")}`,
      authToken: randomBytes(16).toString("hex"),
      gatewayApiKey: randomBytes(8).toString("hex"),
      reportSecret: randomBytes(24).toString("base64url"),
    };
    const sms = await startFakeSms(smsCredentials);
    stopSms = sms.stop;
    const serverEnv: Env = {
      ...env,
      AUTH_SECRET: randomBytes(33).toString("base64url"),
      SMTP_URL: mail.url,
      UPLOAD_DIR: path.join(workDir, "uploads"),
      UPLOADTHING_TOKEN: "",
      STRIPE_SECRET_KEY: "",
      ALLOW_TEST_CHECKOUT: "true",
      TEST_CLOCK_SECRET: randomBytes(33).toString("base64url"),
      TRUSTED_PROXY_HOPS: "1",
      // The jobs route is open to its scheduler's secret (which the authorization matrix's callers never hold).
      JOBS_SECRET: randomBytes(33).toString("base64url"),
      // The webhook tests' listeners are on loopback (production refuses private addresses otherwise),
      // and their retries come within seconds instead of minutes.
      WEBHOOK_ALLOW_PRIVATE: "true",
      WEBHOOK_RETRY_DELAY_SECONDS: "1",
      TWILIO_ACCOUNT_SID: smsCredentials.accountSid,
      TWILIO_AUTH_TOKEN: smsCredentials.authToken,
      TWILIO_FROM: "+15005550006",
      TWILIO_API_URL: sms.url,
      SMS_GATEWAY_REPORT_SECRET: smsCredentials.reportSecret,
    };
    const stripeKey = `sk_test_${randomBytes(12).toString("hex")}`;
    const stripeWebhookSecret = `whsec_${randomBytes(24).toString("base64url")}`;
    const stripe = await startFakeStripe(stripeKey);
    stopStripe = stripe.stop;

    // What the servers log (JSON lines, server.mjs), for the tests that read it.
    const serverLog = path.join(workDir, "server.log");
    // Each server's process id by its address: the tests that pause their servers are told which (SERVER_PIDS).
    const serverPids = new Map<string, number>();
    const start = async (extra: Env, log = serverLog) => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const server = spawn(process.execPath, [...serverArgs(), "-p", String(port), "-H", "127.0.0.1"], {
        cwd: projectRoot,
        stdio: ["ignore", openSync(log, "a"), "inherit"],
        env: { ...process.env, ...serverEnv, APP_URL: url, ...extra, NODE_ENV: "production" },
      });
      servers.push(server);
      serverPids.set(url, server.pid!);
      await waitForServer(`${url}/api/services?limit=1`, server);
      return url;
    };
    const stripeInstance: Env = { STRIPE_SECRET_KEY: stripeKey, STRIPE_WEBHOOK_SECRET: stripeWebhookSecret, STRIPE_API_URL: stripe.url, ALLOW_TEST_CHECKOUT: "false" };
    // The first server is also set up for SSLCOMMERZ and aamarPay, which a test chooses in Business settings; the Stripe
    // one is not, so that a shop's choice of either never moves its payments.
    const localGatewaysSetUp: Env = {
      SSLCOMMERZ_STORE_ID: sslcommerzStore.id,
      SSLCOMMERZ_STORE_PASSWORD: sslcommerzStore.password,
      SSLCOMMERZ_API_URL: sslcommerz.url,
      AAMARPAY_STORE_ID: aamarpayStore.id,
      AAMARPAY_SIGNATURE_KEY: aamarpayStore.signatureKey,
      AAMARPAY_API_URL: aamarpay.url,
    };
    const [baseUrl, stripeBaseUrl] = await Promise.all([start(localGatewaysSetUp), start(stripeInstance)]);

    const testEnv = {
      ...serverEnv,
      APP_URL: baseUrl,
      BASE_URL: baseUrl,
      MAIL_CAPTURE_DIR: mailDir,
      STRIPE_BASE_URL: stripeBaseUrl,
      FAKE_STRIPE_URL: stripe.url,
      FAKE_SSLCOMMERZ_URL: sslcommerz.url,
      FAKE_AAMARPAY_URL: aamarpay.url,
      FAKE_SMS_URL: sms.url,
      STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
      SERVER_PIDS: [baseUrl, stripeBaseUrl].map((url) => serverPids.get(url)).join(","),
      SERVER_LOG: serverLog,
    };

    // The bad-input suite counts every row written to its database, so it cannot share one with the
    // other API files. On a whole run it gets a database and two servers (the same build) of its own
    // and runs beside them instead of after them: both spend most of their time waiting on a server.
    // The reminders test, which pauses its servers, follows it there. The files that wait on the job
    // worker's own time get a third shop, and the shop-wide journeys a fourth (below).
    const siblingShop = async (name: string) => {
      const url = await createSiblingDatabase(databaseUrl, name);
      await applyMigrations(url);
      await seedDemoData(url, { timeZone: "UTC" });
      await seedSuiteBays(url, SUITE_EXTRA_BAYS);
      return url;
    };
    /** A sibling shop for API files that run beside the others: its own database and two servers (one through Stripe). */
    const apiShop = async (name: string): Promise<Env> => {
      const url = await siblingShop(`spotless_${name}`);
      const log = path.join(workDir, `server-${name}.log`);
      const [base, throughStripe] = await Promise.all([start({ ...localGatewaysSetUp, DATABASE_URL: url }, log), start({ ...stripeInstance, DATABASE_URL: url }, log)]);
      return {
        ...testEnv,
        DATABASE_URL: url,
        APP_URL: base,
        BASE_URL: base,
        STRIPE_BASE_URL: throughStripe,
        SERVER_PIDS: [base, throughStripe].map((url) => serverPids.get(url)).join(","),
        SERVER_LOG: log,
      };
    };
    const wholeApiRun = wanted("api") && !pattern && !process.env.TEST_DATABASE_URL;
    const [badInput, jobsShop] = wholeApiRun ? await Promise.all([apiShop("bad_input"), apiShop("jobs")]) : [];
    await buildFreeDone;
    const filter = pattern ? ["--testPathPatterns", pattern] : [];
    const api = ["--selectProjects", "api", "--runInBand"];
    // A few files, one at a time: playwright.config.ts's shop-wide journeys wait for all the others (a
    // project dependency), which a file filter would otherwise run in full first.
    const someJourneys = pattern ? ["--no-deps", "--workers=1", pattern] : [];
    // On a whole run the shop-wide journeys (playwright.config.ts) get a shop of their own (a database and a server of the
    // same build) and run beside the API tests and then the other journeys, instead of after them all on one worker:
    // no other journey sees their shop change, nor adds to the catalogue they count. Another output folder: each
    // Playwright run empties its own when it starts.
    let shopWide: Env | undefined;
    if (wanted("e2e") && !pattern && !process.env.TEST_DATABASE_URL) {
      const shopUrl = await siblingShop("spotless_shop_wide");
      const shopBase = await start({ ...localGatewaysSetUp, DATABASE_URL: shopUrl }, path.join(workDir, "server-shop-wide.log"));
      shopWide = { ...testEnv, DATABASE_URL: shopUrl, APP_URL: shopBase, BASE_URL: shopBase, STRIPE_BASE_URL: undefined, SERVER_PIDS: undefined };
    }
    const journeys = () => {
      if (!wanted("e2e")) return undefined;
      if (!shopWide) return step("End-to-end tests", bin("playwright"), ["test", ...someJourneys], testEnv);
      return step("End-to-end tests", bin("playwright"), ["test", "--project", "chromium"], testEnv);
    };
    const shopWideJourneys = () =>
      shopWide
        ? step("End-to-end tests: shop-wide", bin("playwright"), ["test", "--project", "chromium-shop-wide", "--no-deps", "--output", "test-results-shop-wide"], shopWide, "the API tests and the other journeys")
        : undefined;
    if (badInput && jobsShop) {
      // Beside the other API files (and then the journeys), each on a sibling shop of its own: the bad-input suite and then
      // the reminders, which wait minutes of real time for reminders to fall due and pause and kill the servers they run
      // on; and the files that wait on the job worker's own time (a dead worker's jobs expiring, the every-minute jobs, a
      // serverless host's scheduler) and pause their servers too. All mostly wait; one file at a time on each shop.
      const [besideFirst, besideThen] = ["bad-input\\.test\\.ts$", "reminders\\.test\\.ts$"];
      const waitingOnJobs = "(email-deliveries|booking-changes|serverless)\\.test\\.ts$";
      const beside = "the other API tests and the journeys";
      await Promise.all([
        shopWideJourneys(),
        step("API tests", bin("jest"), [...api, "--testPathPatterns", `^(?!.*(${besideFirst}|${besideThen}|${waitingOnJobs}))`], testEnv).then(journeys),
        step("API tests: bad input", bin("jest"), [...api, "--testPathPatterns", besideFirst], badInput, beside).then(() =>
          step("API tests: reminders", bin("jest"), [...api, "--testPathPatterns", besideThen], badInput, beside),
        ),
        step("API tests: the job worker's time", bin("jest"), [...api, "--testPathPatterns", waitingOnJobs], jobsShop, beside),
      ]);
    } else {
      if (wanted("api")) await step("API tests", bin("jest"), [...api, ...filter], testEnv);
      await Promise.all([shopWideJourneys(), journeys()]);
    }
  } catch (error) {
    console.error(`\n✘ ${error instanceof Error ? error.message : error}`);
    results.push(["Test environment", false]);
  } finally {
    // A failed build leaves the domain and database tests to finish and count.
    await buildFreeDone;
    for (const server of servers) server.kill("SIGTERM");
    await stopMail().catch(() => {});
    await stopStripe().catch(() => {});
    await stopSslcommerz().catch(() => {});
    await stopAamarpay().catch(() => {});
    await stopSms().catch(() => {});
    await stopDatabase().catch(() => {});
    await rm(workDir, { recursive: true, force: true });
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }

  return summary(results);
}

/** A new, empty database on the same PostgreSQL server as `url`; its URL. */
async function createSiblingDatabase(url: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const sibling = new URL(url);
  sibling.pathname = `/${name}`;
  return sibling.toString();
}

function summary(results: [string, boolean][]): number {
  const failed = results.filter(([, ok]) => !ok);
  console.log(`\n${results.map(([label, ok]) => `${ok ? "✔" : "✘"} ${label}`).join("\n")}`);
  console.log(`\nTook ${elapsed(suiteStartedAt)} in all.`);
  // Alone on its line, as CI reads it.
  console.log(`Steps: ${results.length - failed.length} passed, ${failed.length} failed`);
  return failed.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
