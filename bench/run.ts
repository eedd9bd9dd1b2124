/**
 * `npm run bench`: Spotless under load, against references, at scale, on
 * production's Node.js (scripts/production-node.mjs).
 *
 *   1. a fresh embedded PostgreSQL, migrated, with the demo data and the
 *      large catalogue of bench/seed-large.ts
 *   2. a production build (.next-bench); `npm start` (server.mjs) started
 *      three times to time its start, then once on loopback for the rest,
 *      sending its email to a counting mail server on loopback
 *   3. autocannon at 1 and 50 connections on the hot routes and on three
 *      references: the same /api/services on node:http + pg, the /services
 *      HTML as a static file (bench/reference-server.ts), and the least any
 *      Next.js response costs (its prerendered icon); then the server's memory
 *   4. races for places (bench/booking-load.ts), cancels and moves under 50
 *      connections, 10,000 reminders through the job queue, and 10,000 text
 *      reminders to the test suite's stand-in gateway (both bench/reminders.ts)
 *   5. Lighthouse (mobile) with the system Chromium, its CPU throttling
 *      calibrated to the host's benchmark index, and the JavaScript each
 *      public page loads
 *   6. the query plans of the searches and listings at that scale
 *
 * and writes bench/results.md, whose first table holds every target with ✅
 * or ❌. Everything runs on 127.0.0.1 and stops by itself. BENCH_SECONDS
 * (default 10) sets each load run's length; BENCH_SKIP_BUILD=1 reuses the last
 * .next-bench build; CHROMIUM_PATH picks the browser (default
 * /usr/bin/chromium), as for the end-to-end tests; BENCH_CPU_SLOWDOWN sets
 * Lighthouse's CPU slowdown by hand instead of calibrating it. BENCH_ONLY runs
 * one part alone: the database, the build and the server, then only that part,
 * printed (bench/results.md is left as it was): `sms-reminders` (the text
 * reminders), `load` (the HTTP load runs, their ratios and the memory after),
 * `export` (the CSV export, after adding past bookings if the data holds too
 * few; BENCH_EXPORT_TIMELINE=1 prints the server's memory every 2 s of the
 * download) and `bookings` (booking at 50 connections, and the mixed-vehicle
 * race).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import { gzipSync } from "node:zlib";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { startEmbeddedPostgres } from "../scripts/db/embedded";
import { freePort, waitForServer } from "../scripts/net";
import { applyMigrations } from "../scripts/db/migrate";
import { seedDemoData } from "../scripts/db/seed";
import { chromiumFlags, chromiumPath } from "../scripts/chromium";
import { productionBuild, projectRoot, serverArgs } from "../scripts/paths";
import { bookingRaces, bookingsAtFifty, changesUnderLoad, CUSTOMERS, mixedVehicleRace, signedInCustomers, type BookingLoadRow, type ChangeRow, type MixedRaceRow, type RaceRow } from "./booking-load";
import { EXPORT_BOOKINGS, EXPORT_TARGET, exportUnderMemoryWatch, type ExportRow } from "./export";
import { checkListingPlans, checkQueryPlans, type PlanCheck } from "./query-plans";
import { REMINDERS, reminderThroughput, smsReminderThroughput, startCountingMailServer, type ReminderRow } from "./reminders";
import { startFakeSms } from "../scripts/test-sms";
import { SCALE, seedLargeCatalogue } from "./seed-large";
import { checkListings, LISTING_TARGET, listingRoutes, type ListingSubjects } from "./listings";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** The one row to run alone, if any. */
const ONLY = process.env.BENCH_ONLY;
const BUILD_DIR = ".next-bench";
const TARGETS = {
  /** GET /api/services against the raw node:http + pg reference, at 1 and 50 connections. */
  apiRatio: 0.5,
  /** /services against the Next.js floor (its prerendered icon), at 1 and 50 connections. */
  pageVsFloor: 0.7,
  /** /service/[id] against /services, at one connection. */
  servicePageVsServices: 0.5,
  /** Availability for an SUV with two add-ons against availability as it is, at 1 and 50 connections. */
  vehicleAvailabilityRatio: 0.8,
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** The route's own JavaScript (gzip) beyond the framework's, on light pages and on pages with forms or a calendar. */
  routeJsKb: { light: 30, heavy: 50 },
  rssMb: 300,
  startMs: 3000,
  reminderSeconds: 60,
  smsReminderSeconds: 60,
};
/** A page's row in Bangla (its hreflang address, `?lang=bn`): the same targets as in English. */
const inBangla = (name: string) => `${name} in Bangla`;
const withBangla = (names: string[]) => [...names, ...names.map(inBangla)];
/** The public pages Lighthouse and the script budget look at, in English and in Bangla; `light` pages get the smaller script budget. */
const LIGHTHOUSE_TARGETED = withBangla(["/", "/services", "/service/[id]", "/testimonials", "/faq"]);
const LIGHT_PAGES = withBangla(["/", "/services", "/testimonials", "/faq"]);
const HEAVY_PAGES = withBangla(["/service/[id]", "/login", "/register"]);

type Load = { name: string; path: string; connections: number; requestsPerSecond: number; p50: number; p99: number; errors: number; non2xx: number };

const processes: ChildProcess[] = [];

function startProcess(command: string, args: string[], env: Record<string, string | undefined>): ChildProcess {
  const child = spawn(command, args, { cwd: projectRoot, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, ...env } });
  processes.push(child);
  return child;
}

function run(command: string, args: string[], env: Record<string, string | undefined>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: projectRoot, stdio: "inherit", env: { ...process.env, ...env } });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`))));
  });
}

async function load(name: string, url: string, connections: number, headers: Record<string, string> = {}): Promise<Load> {
  // A short warm-up first (JIT, pools, caches), then the measured run.
  await autocannon({ url, connections, headers, duration: 2 });
  const result = await autocannon({ url, connections, headers, duration: SECONDS });
  const row: Load = {
    name,
    path: new URL(url).pathname + new URL(url).search,
    connections,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
  console.log(`  ${name} @${connections}: ${row.requestsPerSecond.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors}, non-2xx ${row.non2xx}`);
  return row;
}

type FirstLoad = { page: string; frameworkKb: number; routeKb: number };

/**
 * First-load JS, as Next.js counts it: the scripts the page's HTML loads
 * (not the legacy-browser polyfills), gzip-compressed as the server sends
 * them; split into the framework's own (React, the Next.js runtime: the same
 * on every page) and the route's.
 */
async function firstLoadJs(appUrl: string, pages: { name: string; path: string }[]): Promise<FirstLoad[]> {
  const manifest = JSON.parse(await readFile(path.join(projectRoot, BUILD_DIR, "build-manifest.json"), "utf8")) as { rootMainFiles: string[] };
  const framework = new Set(manifest.rootMainFiles.map((file) => `/_next/${file}`));
  const sizes = new Map<string, number>();
  const rows: FirstLoad[] = [];
  for (const page of pages) {
    const html = await (await fetch(`${appUrl}${page.path}`)).text();
    const scripts = new Set([...html.matchAll(/<script src="([^"]+)"(?![^>]*noModule)[^>]*>/g)].map((match) => match[1]));
    let frameworkBytes = 0;
    let routeBytes = 0;
    for (const src of scripts) {
      if (!sizes.has(src)) sizes.set(src, gzipSync(Buffer.from(await (await fetch(`${appUrl}${src}`)).arrayBuffer())).length);
      if (framework.has(src)) frameworkBytes += sizes.get(src)!;
      else routeBytes += sizes.get(src)!;
    }
    rows.push({ page: page.name, frameworkKb: frameworkBytes / 1024, routeKb: routeBytes / 1024 });
    console.log(`  ${page.name}: ${((frameworkBytes + routeBytes) / 1024).toFixed(1)} kB (framework ${(frameworkBytes / 1024).toFixed(1)}, route ${(routeBytes / 1024).toFixed(1)})`);
  }
  return rows;
}

/**
 * Lighthouse's CPU throttling, calibrated to the host. Lighthouse slows the page's main thread by a fixed 4× by
 * default, which emulates a different phone on every machine: a host three times slower scores far lower.
 * Instead the bench measures the host's `benchmarkIndex` (Lighthouse's own CPU benchmark, run in the page) and
 * slows it down to one device for every host: a mid-tier phone, which Chrome DevTools' CPU calibration puts at
 * a benchmark index of 1000 (a Pixel 5 class phone). The multiplier is the host's index over 1000 (at least 1):
 * on a host of index 4000, 4× (Lighthouse's default); on one of 1300, 1.3×. BENCH_CPU_SLOWDOWN sets it by hand.
 */
const TARGET_DEVICE_BENCHMARK_INDEX = 1000;

type Calibration = { benchmarkIndexes: number[]; multiplier: number; set: "calibrated" | "by hand" };

async function calibrateCpu(lighthouse: typeof import("lighthouse").default, port: number, url: string): Promise<Calibration> {
  // Three short runs (one cheap audit each); Lighthouse measures the index before every page load.
  const benchmarkIndexes: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyAudits: ["viewport"] });
    benchmarkIndexes.push(result?.lhr.environment.benchmarkIndex ?? NaN);
  }
  const byHand = Number(process.env.BENCH_CPU_SLOWDOWN);
  if (byHand > 0) return { benchmarkIndexes, multiplier: byHand, set: "by hand" };
  const index = median(benchmarkIndexes.filter((value) => Number.isFinite(value)));
  if (!(index > 0)) throw new Error(`Lighthouse measured no benchmark index on this host (${benchmarkIndexes.join(", ")})`);
  return { benchmarkIndexes, multiplier: Math.max(1, Math.round((index / TARGET_DEVICE_BENCHMARK_INDEX) * 10) / 10), set: "calibrated" };
}

type Audit = { page: string; benchmarkIndex: number; performance: number; accessibility: number; bestPractices: number; seo: number; scriptKb: number; lcpMs: number; tbtMs: number; cls: number; shifts: string[]; failing: string[] };

async function lighthouseAudits(appUrl: string, pages: { name: string; path: string; runs: number }[]): Promise<{ audits: Audit[]; calibration: Calibration }> {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", ...chromiumFlags],
  });
  const audits: Audit[] = [];
  let calibration: Calibration;
  try {
    calibration = await calibrateCpu(lighthouse, chrome.port, `${appUrl}/faq`);
    console.log(`  benchmark index ${calibration.benchmarkIndexes.map((value) => fmt(value)).join(", ")}: CPU slowed down ${calibration.multiplier}× (${calibration.set})`);
    // Merged into Lighthouse's mobile defaults (Slow 4G network); only the CPU's slowdown changes.
    const throttling = { cpuSlowdownMultiplier: calibration.multiplier };
    for (const page of pages) {
      const runs: Audit[] = [];
      for (let i = 0; i < page.runs; i += 1) {
        // A run Lighthouse could not complete (its runtimeError: the page did not paint in time, Chromium
        // hung…) scores 0 in every category: it is measured again, and named in the report if it keeps failing.
        let result: Awaited<ReturnType<typeof lighthouse>>;
        for (let attempt = 1; ; attempt += 1) {
          result = await lighthouse(`${appUrl}${page.path}`, { port: chrome.port, output: "json", logLevel: "error", throttling, onlyCategories: ["performance", "accessibility", "best-practices", "seo"] });
          if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
          const error = result.lhr.runtimeError;
          if (!error || attempt === 3) break;
          console.log(`  ${page.name}: Lighthouse could not complete a run (${error.code}: ${error.message}); measuring again`);
        }
        const { categories, audits: items, runtimeError } = result.lhr;
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        const summary = (items["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
        const failing = runtimeError
          ? [`Lighthouse could not complete three runs in a row (${runtimeError.code})`]
          : Object.values(categories).flatMap((category) =>
              category.auditRefs.filter((ref) => ref.weight > 0 && (items[ref.id]?.score ?? 1) < 1).map((ref) => `${category.id}: ${ref.id}`),
            );
        if (result.lhr.configSettings.throttling.cpuSlowdownMultiplier !== calibration.multiplier) throw new Error(`Lighthouse ran ${page.path} without the calibrated CPU throttling`);
        runs.push({
          page: page.name,
          benchmarkIndex: result.lhr.environment.benchmarkIndex,
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
          scriptKb: (summary.find((item) => item.resourceType === "script")?.transferSize ?? 0) / 1024,
          lcpMs: items["largest-contentful-paint"]?.numericValue ?? 0,
          tbtMs: items["total-blocking-time"]?.numericValue ?? 0,
          cls: items["cumulative-layout-shift"]?.numericValue ?? 0,
          shifts: layoutShifts(items["layout-shifts"]?.details),
          failing,
        });
      }
      // The median run by performance (the other categories do not vary between runs).
      runs.sort((a, b) => a.performance - b.performance);
      const median = runs[Math.floor(runs.length / 2)];
      console.log(`  ${page.name}: performance ${median.performance}, accessibility ${median.accessibility}, best practices ${median.bestPractices}, SEO ${median.seo}, JS ${median.scriptKb.toFixed(1)} kB${median.failing.length ? `; below 100: ${median.failing.join(", ")}` : ""}${median.shifts.length ? `; moved: ${median.shifts.join(", ")}` : ""}`);
      audits.push(median);
    }
  } finally {
    chrome.kill();
  }
  return { audits, calibration };
}

/** What moved, when a page shifted: each shift's score and the element Lighthouse names for it. */
function layoutShifts(details: unknown): string[] {
  const items = (details as { items?: { score?: number; node?: { selector?: string; snippet?: string } }[] } | undefined)?.items ?? [];
  return items.map((item) => `${fmt(item.score ?? 0, 3)} ${item.node?.selector ?? item.node?.snippet ?? "(an element Lighthouse did not name)"}`);
}

async function machine() {
  const cpus = os.cpus();
  const packageVersion = async (name: string) => JSON.parse(await readFile(path.join(projectRoot, "node_modules", name, "package.json"), "utf8")).version as string;
  const chromium = await new Promise<string>((resolve) => {
    const child = spawn(chromiumPath, ["--version"]);
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.on("error", () => resolve("not found"));
    child.on("exit", () => resolve(out.trim()));
  });
  return {
    cpu: `${cpus[0]?.model ?? "unknown"} × ${cpus.length}`,
    memory: `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    next: await packageVersion("next"),
    prisma: await packageVersion("@prisma/client"),
    autocannon: await packageVersion("autocannon"),
    lighthouse: await packageVersion("lighthouse"),
    chromium,
  };
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);
const mark = (ok: boolean) => (ok ? "✅" : "❌");

/** A reminders row's target (emails or texts): every one sent within the time, and none taken twice. */
function reminderTarget(row: ReminderRow, what: string, receiver: string, seconds: number): Target {
  return {
    target: `${REMINDERS.toLocaleString("en")} due ${what} sent in ≤ ${seconds} s, none twice`,
    measured: `${row.sentInDatabase} sent in ${fmt(row.seconds, 1)} s (${fmt(row.perSecond)}/s); ${receiver} ${row.received}, ${row.sentTwice} twice`,
    ok: !row.timedOut && row.seconds <= seconds && row.sentInDatabase === row.due && row.distinct === row.due && row.received === row.due && row.sentTwice === 0,
  };
}
const smsReminderTarget = (row: ReminderRow) => reminderTarget(row, "text reminders", "the gateway took", TARGETS.smsReminderSeconds);

/** The CSV export's row: streamed (memory grows ≤ 64 MB, first byte ≤ 1 s), every booking of the range once. */
const exportTarget = (row: ExportRow): Target => ({
  target: `the CSV export of ${EXPORT_BOOKINGS.toLocaleString("en")} bookings streams: the server's resident memory grows by ≤ ${EXPORT_TARGET.growthMb} MB while it runs, and the first byte comes in ≤ ${EXPORT_TARGET.firstByteMs / 1000} s`,
  measured: `${row.rows} rows (${row.expectedRows} in the range) in ${fmt(row.totalMs / 1000, 1)} s; first byte ${fmt(row.firstByteMs)} ms; memory +${fmt(row.growthMb)} MB (${fmt(row.rssBeforeMb)} → ${fmt(row.rssMaxMb)} MB)`,
  ok: row.status === 200 && row.expectedRows >= EXPORT_BOOKINGS && row.rows === row.expectedRows && row.growthMb <= EXPORT_TARGET.growthMb && row.firstByteMs <= EXPORT_TARGET.firstByteMs,
});

/** Booking at 50 connections: every customer's booking made (201) and paid, and exactly those in the database. */
const bookingLoadTarget = (row: BookingLoadRow): Target => ({
  target: `Creating a booking at ${row.connections} connections (distinct customers and slots, test checkout): no errors, p99 reported`,
  measured: `${fmt(row.requestsPerSecond, 1)} bookings/s (booked and paid); POST p50 ${row.p50} ms, p99 ${row.p99} ms; ${row.created} created, ${row.paid} paid, ${row.other} other; ${row.confirmedInDatabase} paid in the database (${row.bookingsInDatabase} on the slots)`,
  ok: row.created === row.bookings && row.paid === row.bookings && row.other === 0 && row.confirmedInDatabase === row.bookings && row.bookingsInDatabase === row.bookings && row.overbooked === 0,
});

/** The mixed-vehicle race: no bay holds two overlapping live bookings, only 201s and 409s, every 201 in the database. */
const mixedRaceTarget = (row: MixedRaceRow): Target => ({
  target: `the mixed-vehicle race: ${row.customers} customers with different classes and add-ons for one morning in a two-bay shop end with no bay overlap`,
  measured: `${row.created} created (${row.createdInDatabase} live in the database), ${row.conflicts} conflicts (${row.refusedWithRoom} though a place and a bay stayed free), ${row.other} other; ${row.overlaps} overlaps (${row.overlapsByLength} by each booking's own length)`,
  ok: row.overlaps === 0 && row.overlapsByLength === 0 && row.wrongLength === 0 && row.other === 0 && row.createdInDatabase === row.created && row.created > 0,
});


/** The server's resident memory now and its peak so far, from /proc (Linux), in MB. */
async function memoryOf(pid: number): Promise<{ rssMb: number; peakMb: number }> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"))?.[1] ?? NaN);
  return { rssMb: kb("VmRSS") / 1024, peakMb: kb("VmHWM") / 1024 };
}

/** From spawning `npm start`'s server to its first 200 on /services, in ms (asked every 20 ms); the server is stopped after. */
async function timeToFirstPage(env: Record<string, string | undefined>): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = startProcess(process.execPath, [...serverArgs(), "-p", String(port), "-H", "127.0.0.1"], { ...env, APP_URL: `http://127.0.0.1:${port}` });
  try {
    await waitForServer(`http://127.0.0.1:${port}/services`, child, 60_000, 20);
    return performance.now() - started;
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const started = new Date();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "spotless-bench-"));
  let stopDatabase = async () => {};
  let stopMail = async () => {};
  let stopSms = async () => {};
  let pool: pg.Pool | undefined;
  try {
    const alone = ["sms-reminders", "load", "export", "bookings", "listings"];
    if (ONLY !== undefined && !alone.includes(ONLY)) throw new Error(`BENCH_ONLY=${ONLY}: the parts that run alone are ${alone.join(", ")}`);
    console.log("▶ Database: migrations, demo data, the large catalogue");
    const database = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: "spotless_bench", persistent: false, quiet: true });
    stopDatabase = database.stop;
    await applyMigrations(database.url);
    await seedDemoData(database.url);
    await seedLargeCatalogue(database.url);
    pool = new pg.Pool({ connectionString: database.url, max: 4 });
    const counts = (await pool.query(
      `SELECT (SELECT count(*) FROM "Service")::int AS services, (SELECT count(*) FROM "Slot")::int AS slots, (SELECT count(*) FROM "Booking")::int AS bookings,
              (SELECT count(*) FROM "Review")::int AS reviews, (SELECT count(*) FROM "User")::int AS users, version() AS postgres,
              (SELECT count(*) FROM "Vehicle")::int AS vehicles, (SELECT count(*) FROM "EmailDelivery")::int AS emails,
              (SELECT count(*) FROM "SmsDelivery")::int AS texts, (SELECT count(*) FROM "AuditLogEntry")::int AS audit,
              (SELECT relpages FROM pg_class WHERE relname = 'Service')::int AS "servicePages"`,
    )).rows[0];
    console.log(`  ${counts.services} services, ${counts.slots} slots, ${counts.bookings} bookings, ${counts.reviews} reviews, ${counts.users} users, ${counts.vehicles} vehicles, ${counts.emails} emails, ${counts.texts} texts, ${counts.audit} audit entries`);

    const mail = await startCountingMailServer();
    stopMail = mail.stop;
    // Texts go through Twilio's SDK to the test suite's stand-in gateway on loopback, which keeps each text it took.
    const hex = () => randomBytes(16).toString("hex");
    const twilioAccount = { accountSid: `AC${hex()}`, authToken: hex() };
    const sms = await startFakeSms({ ...twilioAccount, gatewayApiKey: hex(), reportSecret: hex() });
    stopSms = sms.stop;
    const port = await freePort();
    const appUrl = `http://127.0.0.1:${port}`;
    const env = { DATABASE_URL: database.url, SPOTLESS_DIST_DIR: BUILD_DIR, APP_URL: appUrl, NEXT_TELEMETRY_DISABLED: "1" };
    if (process.env.BENCH_SKIP_BUILD !== "1") {
      console.log("▶ Production build");
      for (const { args } of productionBuild) await run(process.execPath, [...args], env);
    }
    const secret = randomBytes(33).toString("base64url");
    // The booking loads name each customer's address in X-Forwarded-For, as a load balancer would: trusted, so that the
    // races are between customers at many addresses (holds per address are capped: docs/abuse.md), not all at one.
    const serverEnv = {
      ...env,
      NODE_ENV: "production",
      AUTH_SECRET: secret,
      STRIPE_SECRET_KEY: "",
      ALLOW_TEST_CHECKOUT: "true",
      UPLOADTHING_TOKEN: "",
      SMTP_URL: mail.url,
      TRUSTED_PROXY_HOPS: "1",
      TWILIO_ACCOUNT_SID: twilioAccount.accountSid,
      TWILIO_AUTH_TOKEN: twilioAccount.authToken,
      TWILIO_FROM: "+15005550006",
      TWILIO_API_URL: sms.url,
    };

    const starts: number[] = [];
    if (!ONLY) {
      console.log("▶ Start: from npm start to the first /services, three times");
      for (let i = 0; i < 3; i += 1) starts.push(await timeToFirstPage(serverEnv));
      console.log(`  ${starts.map((ms) => `${fmt(ms)} ms`).join(", ")}`);
    }

    const app = startProcess(process.execPath, [...serverArgs(), "-p", String(port), "-H", "127.0.0.1"], serverEnv);
    await waitForServer(`${appUrl}/api/services?limit=1`, app);
    if (ONLY === "sms-reminders") {
      console.log(`▶ The job queue: ${REMINDERS} text reminders due at once`);
      const target = smsReminderTarget(await smsReminderThroughput(database.url, pool, sms.url, []));
      console.log(`${mark(target.ok)} ${target.target}: ${target.measured}`);
      return;
    }
    if (ONLY === "export") {
      console.log("▶ The CSV export");
      const target = exportTarget(await exportUnderMemoryWatch(appUrl, pool, secret, app.pid!, true));
      console.log(`${mark(target.ok)} ${target.target}: ${target.measured}`);
      return;
    }
    if (ONLY === "bookings") {
      console.log("▶ Booking at 50 connections, and the mixed-vehicle race");
      for (const target of [bookingLoadTarget(await bookingsAtFifty(appUrl, pool, secret)), mixedRaceTarget(await mixedVehicleRace(appUrl, pool, secret))]) {
        console.log(`${mark(target.ok)} ${target.target}: ${target.measured}`);
      }
      return;
    }
    if (ONLY === "listings") {
      const listings = await listingLoads(appUrl, pool, secret);
      for (const target of listingTargets(listings.loads, listings.names)) console.log(`${mark(target.ok)} ${target.target}: ${target.measured}`);
      console.log("▶ Query plans of the listings");
      for (const plan of await checkListingPlans(pool, listings.subjects)) console.log(`  ${mark(plan.ok)} ${plan.name}: ${plan.indexes.join(", ") || "no index"} (${plan.ms.toFixed(2)} ms; expected ${plan.expected})`);
      return;
    }

    const { rows: picks } = await pool.query<{ id: string; date: string }>(
      `SELECT s.id, to_char(current_date + 1, 'YYYY-MM-DD') AS date FROM "Service" s WHERE s.description LIKE 'Bench service %' ORDER BY s."createdAt" DESC LIMIT 1`,
    );
    const service = picks[0];
    // The availability row reads a day of slots that take three cars each.
    await pool.query(`UPDATE "Slot" SET capacity = 3 WHERE "serviceId" = $1 AND date = $2::date`, [service.id, service.date]);
    const vehicleQuery = await vehicleChoice(pool, service.id);
    const [customerToken] = await signedInCustomers(pool, secret, CUSTOMERS.myBookings.count, CUSTOMERS.myBookings.offset);
    const htmlFile = path.join(dataDir, "services.html");
    await writeFile(htmlFile, await (await fetch(`${appUrl}/services`)).text());

    const tsx = path.join(projectRoot, "node_modules/tsx/dist/cli.mjs");
    const [apiPort, staticPort] = [await freePort(), await freePort()];
    const apiReference = startProcess(process.execPath, [tsx, "bench/reference-server.ts", "api", String(apiPort), database.url], {});
    const staticReference = startProcess(process.execPath, [tsx, "bench/reference-server.ts", "static", String(staticPort), htmlFile], {});
    await waitForServer(`http://127.0.0.1:${apiPort}/api/services?limit=1`, apiReference);
    await waitForServer(`http://127.0.0.1:${staticPort}/services`, staticReference);

    // The reference must answer exactly what Spotless answers, or the comparison means nothing.
    const search = "/api/services?searchTerm=ceramic&page=2&limit=10";
    const [ours, theirs] = await Promise.all([fetch(`${appUrl}${search}`).then((r) => r.text()), fetch(`http://127.0.0.1:${apiPort}${search}`).then((r) => r.text())]);
    if (ours !== theirs) throw new Error(`The raw reference's JSON differs from Spotless's:\n${ours.slice(0, 300)}\n${theirs.slice(0, 300)}`);

    console.log(`▶ Load (autocannon, ${SECONDS} s per run)`);
    const signedIn = { authorization: `Bearer ${customerToken}` };
    const routes: { name: string; url: string; headers?: Record<string, string> }[] = [
      { name: ROUTES.api, url: `${appUrl}${search}` },
      { name: ROUTES.apiReference, url: `http://127.0.0.1:${apiPort}${search}` },
      { name: ROUTES.myBookings, url: `${appUrl}/api/my-bookings`, headers: signedIn },
      { name: ROUTES.availability, url: `${appUrl}/api/slots/availability?service=${service.id}&date=${service.date}` },
      { name: ROUTES.availabilityVehicle, url: `${appUrl}/api/slots/availability?service=${service.id}&date=${service.date}&${vehicleQuery}` },
      { name: "GET /api/review/get", url: `${appUrl}/api/review/get` },
      { name: ROUTES.services, url: `${appUrl}/services` },
      { name: "static /services HTML reference", url: `http://127.0.0.1:${staticPort}/services` },
      { name: ROUTES.servicePage, url: `${appUrl}/service/${service.id}` },
      { name: ROUTES.floor, url: `${appUrl}/icon.svg` },
    ];
    const loads: Load[] = [];
    for (const connections of [1, 50]) {
      for (const route of routes) loads.push(await load(route.name, route.url, connections, route.headers));
    }
    const afterLoad = await memoryOf(app.pid!);
    if (ONLY === "load") {
      for (const target of ratioTargets(loads)) console.log(`${mark(target.ok)} ${target.target}: ${target.measured}`);
      console.log(`${mark(afterLoad.rssMb <= TARGETS.rssMb)} resident memory right after the load: ${fmt(afterLoad.rssMb)} MB (peak ${fmt(afterLoad.peakMb)} MB)`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 30_000));
    const memory = { afterLoad, idle: await memoryOf(app.pid!), starts };
    console.log(`  memory: ${fmt(afterLoad.rssMb)} MB right after the load, ${fmt(memory.idle.rssMb)} MB 30 s later, peak ${fmt(memory.idle.peakMb)} MB`);
    const listings = await listingLoads(appUrl, pool, secret);
    loads.push(...listings.loads);

    console.log("▶ Booking under contention");
    const races = await bookingRaces(appUrl, pool, secret);
    const mixedRace = await mixedVehicleRace(appUrl, pool, secret);
    console.log("▶ Booking at 50 connections");
    const bookingLoad = await bookingsAtFifty(appUrl, pool, secret);
    console.log("▶ Cancelling and moving under 50 connections");
    const changes = await changesUnderLoad(appUrl, pool, secret);
    console.log("▶ The CSV export");
    const exported = await exportUnderMemoryWatch(appUrl, pool, secret, app.pid!, false);
    console.log(`▶ The job queue: ${REMINDERS} reminders due at once`);
    const reminders = await reminderThroughput(database.url, pool, mail, [service.id]);
    console.log(`▶ The job queue: ${REMINDERS} text reminders due at once`);
    const smsReminders = await smsReminderThroughput(database.url, pool, sms.url, [service.id]);

    console.log("▶ Query plans");
    const plans = [...(await checkQueryPlans(pool, service.id, service.date)), ...(await checkListingPlans(pool, listings.subjects))];
    for (const plan of plans) console.log(`  ${plan.name}: ${plan.indexes.join(", ") || "no index"} (${plan.ms.toFixed(2)} ms)`);

    const publicPages = [
      { name: "/", path: "/", runs: 3 },
      { name: "/services", path: "/services", runs: 3 },
      { name: "/service/[id]", path: `/service/${service.id}`, runs: 3 },
      { name: "/testimonials", path: "/testimonials", runs: 3 },
      { name: "/faq", path: "/faq", runs: 3 },
      { name: "/login", path: "/login", runs: 1 },
      { name: "/register", path: "/register", runs: 1 },
      { name: "/forgot-password", path: "/forgot-password", runs: 1 },
      { name: "/reset-password", path: "/reset-password", runs: 1 },
    ];
    // The same pages in Bangla, by the address search engines find them at (hreflang: `?lang=bn`).
    const banglaPages = publicPages
      .filter((page) => LIGHTHOUSE_TARGETED.includes(inBangla(page.name)) || HEAVY_PAGES.includes(inBangla(page.name)))
      .map((page) => ({ name: inBangla(page.name), path: `${page.path}${page.path.includes("?") ? "&" : "?"}lang=bn`, runs: page.runs }));
    publicPages.push(...banglaPages);
    console.log("▶ First-load JS");
    const firstLoads = await firstLoadJs(appUrl, publicPages);
    console.log("▶ Lighthouse (mobile)");
    const { audits, calibration } = await lighthouseAudits(appUrl, publicPages);

    const report = renderReport({ started, machine: await machine(), counts, loads, memory, races, changes, reminders, smsReminders, plans, audits, calibration, firstLoads, listings, mixedRace, bookingLoad, exported });
    await writeFile(path.join(projectRoot, "bench/results.md"), report);
    console.log("✔ bench/results.md written");
  } finally {
    for (const child of processes) child.kill("SIGTERM");
    await pool?.end().catch(() => {});
    await stopMail().catch(() => {});
    await stopSms().catch(() => {});
    await stopDatabase().catch(() => {});
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * The bench service priced for the demo's SUV class (longer than the default) with two add-ons of its own, and the
 * availability query that asks for them: each slot's free bays are then counted over the longer booking (docs/vehicles.md).
 */
async function vehicleChoice(pool: pg.Pool, serviceId: string): Promise<string> {
  const { rows: classes } = await pool.query<{ id: string }>(`SELECT id FROM "VehicleClass" WHERE NOT "isDefault" ORDER BY position LIMIT 1`);
  const suv = classes[0].id;
  await pool.query(
    `INSERT INTO "ServicePrice" ("serviceId", "vehicleClassId", "priceCents", duration)
     SELECT id, $2, "priceCents" + 2000, duration + 30 FROM "Service" WHERE id = $1 ON CONFLICT DO NOTHING`,
    [serviceId, suv],
  );
  const { rows: addOns } = await pool.query<{ id: string }>(
    `INSERT INTO "AddOn" (id, name, "priceCents", minutes, "serviceIds", "updatedAt")
     VALUES (gen_random_uuid(), 'Bench wax', 2500, 30, ARRAY[$1::uuid], now()), (gen_random_uuid(), 'Bench pet hair', 2000, 20, ARRAY[$1::uuid], now())
     RETURNING id`,
    [serviceId],
  );
  return `vehicleClass=${suv}&addOns=${addOns.map((addOn) => addOn.id).join(",")}`;
}

/** The listings on five busy years' data (bench/listings.ts), at 1 and 10 connections, each checked before its load. */
async function listingLoads(appUrl: string, pool: pg.Pool, secret: string): Promise<{ loads: Load[]; names: string[]; subjects: ListingSubjects }> {
  console.log(`▶ Listings at five busy years (autocannon, ${SECONDS} s per run)`);
  const { listings, subjects } = await listingRoutes(appUrl, pool, secret);
  console.log(`  the phone typed "${subjects.phoneTyped}" (${subjects.phoneCustomers} customers' numbers hold it), the plate "${subjects.plateTyped}", My Bookings of a customer with ${subjects.myBookings} bookings`);
  await checkListings(listings);
  const loads: Load[] = [];
  for (const connections of LISTING_TARGET.connections) {
    for (const listing of listings) loads.push(await load(listing.name, listing.url, connections, listing.headers));
  }
  return { loads, names: listings.map((listing) => listing.name), subjects };
}

function listingTargets(loads: Load[], names: string[]): Target[] {
  return loads
    .filter((row) => names.includes(row.name))
    .map((row) => ({
      target: `${row.name}, ${row.connections} connection${row.connections > 1 ? "s" : ""}: p99 ≤ ${LISTING_TARGET.p99Ms} ms, no errors`,
      measured: `p99 ${row.p99} ms, p50 ${row.p50} ms, ${fmt(row.requestsPerSecond)} req/s, ${row.errors} errors, ${row.non2xx} non-2xx`,
      ok: row.p99 <= LISTING_TARGET.p99Ms && row.errors === 0 && row.non2xx === 0,
    }));
}

/** The load rows the targets compare. */
const ROUTES = {
  api: "GET /api/services (search)",
  apiReference: "raw node:http + pg reference",
  myBookings: "GET /api/my-bookings (signed in)",
  availability: "GET /api/slots/availability (3 places a slot)",
  availabilityVehicle: "GET /api/slots/availability (an SUV with 2 add-ons)",
  services: "/services (cached render)",
  servicePage: "/service/[id] (cached render)",
  floor: "Next.js floor: /icon.svg (prerendered)",
};

/** How the ratio column names the row compared with. */
const SHORT_NAMES: Record<string, string> = { [ROUTES.apiReference]: "the raw reference", [ROUTES.floor]: "the Next.js floor", [ROUTES.services]: "/services" };

type Target = { target: string; measured: string; ok: boolean };

/** Each load row that has a target: what it is compared with, and the least ratio. */
const COMPARED: Record<string, { with: string; goal: number; at: number[] }> = {
  [ROUTES.api]: { with: ROUTES.apiReference, goal: TARGETS.apiRatio, at: [1, 50] },
  [ROUTES.services]: { with: ROUTES.floor, goal: TARGETS.pageVsFloor, at: [1, 50] },
  [ROUTES.servicePage]: { with: ROUTES.services, goal: TARGETS.servicePageVsServices, at: [1] },
  [ROUTES.availabilityVehicle]: { with: ROUTES.availability, goal: TARGETS.vehicleAvailabilityRatio, at: [1, 50] },
};
const pct = (value: number) => `${fmt(value * 100)}%`;
const clean = (row: Load) => row.errors === 0 && row.non2xx === 0;
const findLoad = (loads: Load[]) => (name: string, connections: number) => loads.find((row) => row.name === name && row.connections === connections)!;

/** The ratio targets of the load runs: each compared row's requests per second against its reference's, and no errors. */
function ratioTargets(loads: Load[]): Target[] {
  const find = findLoad(loads);
  return Object.entries(COMPARED).flatMap(([name, rule]) =>
    rule.at.map((connections) => {
      const value = find(name, connections).requestsPerSecond / find(rule.with, connections).requestsPerSecond;
      return { target: `${name} ≥ ${pct(rule.goal)} of ${rule.with}, ${connections} connection${connections > 1 ? "s" : ""}`, measured: pct(value), ok: value >= rule.goal && clean(find(name, connections)) };
    }),
  );
}

function renderReport(r: {
  started: Date;
  machine: Awaited<ReturnType<typeof machine>>;
  counts: Record<string, number | string>;
  loads: Load[];
  listings: { names: string[]; subjects: ListingSubjects };
  memory: { afterLoad: { rssMb: number; peakMb: number }; idle: { rssMb: number; peakMb: number }; starts: number[] };
  races: RaceRow[];
  changes: ChangeRow[];
  reminders: ReminderRow;
  smsReminders: ReminderRow;
  plans: PlanCheck[];
  audits: Audit[];
  calibration: Calibration;
  firstLoads: FirstLoad[];
  mixedRace: MixedRaceRow;
  bookingLoad: BookingLoadRow;
  exported: ExportRow;
}): string {
  const find = findLoad(r.loads);
  const compared = COMPARED;
  const targets: Target[] = ratioTargets(r.loads);
  for (const name of [ROUTES.myBookings, ROUTES.availability, ROUTES.availabilityVehicle]) {
    for (const connections of [1, 50]) {
      const row = find(name, connections);
      targets.push({ target: `${name}, ${connections} connection${connections > 1 ? "s" : ""}: no errors`, measured: `${fmt(row.requestsPerSecond)} req/s, p99 ${row.p99} ms, ${row.errors} errors, ${row.non2xx} non-2xx`, ok: clean(row) });
    }
  }
  targets.push(...listingTargets(r.loads, r.listings.names));
  for (const row of r.changes) {
    targets.push({
      target: `${row.name} under ${row.connections} connections: no errors, exactly ${row.expectedOk} done, no double booking`,
      measured: `${row.ok} done, ${row.conflicts} conflicts, ${row.other} other; ${row.check.label}: ${row.check.value}; ${row.overbooked} slots over capacity; ${fmt(row.requestsPerSecond)} req/s`,
      ok: row.other === 0 && row.ok === row.expectedOk && row.check.value === row.check.expected && row.overbooked === 0,
    });
  }
  targets.push(bookingLoadTarget(r.bookingLoad), mixedRaceTarget(r.mixedRace), exportTarget(r.exported));
  targets.push(reminderTarget(r.reminders, "reminders", "received", TARGETS.reminderSeconds));
  targets.push(smsReminderTarget(r.smsReminders));
  for (const row of r.races) {
    targets.push({
      target: `race, ${row.name}: ${row.customers} customers for ${row.slots} slots of ${row.capacity}, exactly ${row.expected} bookings`,
      measured: `${row.created} created, ${row.bookingsInDatabase} in the database, ${row.other} other answers`,
      ok: row.created === row.expected && row.bookingsInDatabase === row.expected && row.other === 0 && row.overbooked === 0,
    });
  }
  for (const a of r.audits.filter((audit) => LIGHTHOUSE_TARGETED.includes(audit.page))) {
    targets.push({
      target: `Lighthouse ${a.page}: performance ≥ ${TARGETS.performance}, accessibility, best practices, SEO ${TARGETS.seo}`,
      measured: `${a.performance} / ${a.accessibility} / ${a.bestPractices} / ${a.seo}`,
      ok: a.performance >= TARGETS.performance && a.accessibility >= TARGETS.accessibility && a.bestPractices >= TARGETS.bestPractices && a.seo >= TARGETS.seo,
    });
  }
  const shifting = r.audits.filter((a) => a.cls >= 0.005);
  targets.push({ target: "CLS 0.00 on every page measured", measured: shifting.length ? shifting.map((a) => `${a.page} ${fmt(a.cls, 3)}`).join(", ") : `all ${r.audits.length} pages 0.00`, ok: shifting.length === 0 });
  for (const row of r.firstLoads) {
    const budget = LIGHT_PAGES.includes(row.page) ? TARGETS.routeJsKb.light : HEAVY_PAGES.includes(row.page) ? TARGETS.routeJsKb.heavy : null;
    if (budget !== null) targets.push({ target: `${row.page}: route JavaScript beyond the framework ≤ ${budget} kB gzip`, measured: `${fmt(row.routeKb, 1)} kB`, ok: row.routeKb <= budget });
  }
  const { afterLoad, idle, starts } = r.memory;
  targets.push({
    target: `resident memory of the server after the load runs ≤ ${TARGETS.rssMb} MB`,
    measured: `${fmt(afterLoad.rssMb)} MB right after, ${fmt(idle.rssMb)} MB 30 s later; peak ${fmt(idle.peakMb)} MB`,
    ok: afterLoad.rssMb <= TARGETS.rssMb,
  });
  targets.push({ target: `from npm start to the first 200 on /services ≤ ${TARGETS.startMs / 1000} s (median of 3)`, measured: `${fmt(median(starts))} ms (${starts.map((ms) => fmt(ms)).join(", ")})`, ok: median(starts) <= TARGETS.startMs });

  const lines: string[] = [];
  lines.push("# Spotless benchmarks", "");
  lines.push(
    `Written by \`npm run bench\` on ${r.started.toISOString().slice(0, 16).replace("T", " ")} UTC. Everything ran on one machine over loopback: the app (\`npm start\`, one process, its job worker inside), PostgreSQL, the load generator, the mail server and the browser share its cores, so the numbers are this machine's (below), not a server's. Ratios compare rows of this one run.`,
    "",
  );
  lines.push("## Targets", "");
  lines.push(`${targets.filter((t) => t.ok).length} of ${targets.length} met.`, "");
  lines.push("| target | measured | |", "| --- | --- | --- |");
  for (const t of targets) lines.push(`| ${t.target} | ${t.measured} | ${mark(t.ok)} |`);
  lines.push("");
  lines.push("## Machine and versions", "");
  lines.push("| | |", "| --- | --- |");
  for (const [key, value] of Object.entries(r.machine)) lines.push(`| ${key} | ${value} |`);
  lines.push(`| PostgreSQL | ${String(r.counts.postgres).split(" on ")[0]} (embedded) |`, "");
  lines.push("## Data", "");
  lines.push(
    `${r.counts.services} services, ${r.counts.slots} slots, ${r.counts.bookings} bookings, ${r.counts.users} users, ${r.counts.vehicles} vehicles, ${r.counts.emails} emails and ${r.counts.texts} texts sent or tried, ${r.counts.audit} audit log entries, ${r.counts.reviews} reviews: the demo business plus bench/seed-large.ts, a shop after five busy years. ${SCALE.services} services, each with ${SCALE.slotsPerDay} slots a day for the ${SCALE.futureDays} days from today (1 in ${SCALE.futureBookedEvery} booked, away from the services the races and availability rows use); behind them ${SCALE.pastDays.toLocaleString("en")} days (five years) of ${SCALE.pastServicesPerDay} services' ${SCALE.slotsPerDay} slots a day, each booked once (${SCALE.bookings.toLocaleString("en")} bookings: most completed, 1 in 20 cancelled and refunded, 1 in 50 a no-show; 2 in 5 name a vehicle of their customer's). ${SCALE.users.toLocaleString("en")} customers, of whom the first ${SCALE.regulars.toLocaleString("en")} by email are regulars with about 23 bookings each (the others about 3); ${SCALE.vehicles.toLocaleString("en")} vehicles with plates; a confirmation email for 7 bookings in 10 and a text for 3 in 10, mostly sent; the demo admin's changes to bookings, slots and services in the audit log. Counted before the races, changes and reminders below add their own.`,
    "",
  );
  lines.push("## HTTP load (autocannon)", "");
  lines.push(`${SECONDS} s per run after a 2 s warm-up. Latency in ms. The ratio is requests per second against the row named, at the same concurrency.`, "");
  lines.push("| route | connections | req/s | p50 | p99 | errors / non-2xx | ratio |", "| --- | ---: | ---: | ---: | ---: | ---: | --- |");
  for (const row of r.loads) {
    const rule = compared[row.name];
    const ratio = rule && rule.at.includes(row.connections) ? `${pct(row.requestsPerSecond / find(rule.with, row.connections).requestsPerSecond)} of ${SHORT_NAMES[rule.with] ?? rule.with}` : "";
    lines.push(`| ${row.name} | ${row.connections} | ${fmt(row.requestsPerSecond)} | ${row.p50} | ${row.p99} | ${row.errors} / ${row.non2xx} | ${ratio} |`);
  }
  lines.push("", "Routes: " + [...new Set(r.loads.map((row) => `\`${row.path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, "{id}")}\``))].join(", ") + ".");
  lines.push(
    "",
    `The Next.js floor is the least any response from the Next.js server costs here (a prerendered 0.3 kB file, no page, no data); the static reference serves the whole /services page from memory with bare \`node:http\`. The signed-in customer of /api/my-bookings (and of the My Bookings listing) is a regular with ${r.listings.subjects.myBookings} bookings; Booking Management's phone search is the digits \`${r.listings.subjects.phoneTyped}\` (as far as someone typing a number has got: ${r.listings.subjects.phoneCustomers} customers' numbers hold them), its plate search \`${r.listings.subjects.plateTyped}\`; the calendar's week is this week's (${r.listings.subjects.weekOf}), and the listings' admin signs in as the login page's session does (the calendar has no REST route: its server-rendered page is measured); the availability day has five slots of three places, asked for as they are and for an SUV (30 minutes longer) with two add-ons (50 minutes more).`,
    "",
  );
  lines.push("## Memory and start", "");
  lines.push(
    `The server's resident memory (\`VmRSS\` of its process) right after the last load run, and again after 30 s without requests (V8 may give back heap the load grew once it is idle); the peak is \`VmHWM\`. Start: from spawning \`npm start\`'s server to its first 200 on /services (each route's code loads on its first request), three starts.`,
    "",
  );
  lines.push("| | |", "| --- | --- |");
  lines.push(`| resident right after the load | ${fmt(afterLoad.rssMb)} MB |`, `| resident 30 s later | ${fmt(idle.rssMb)} MB |`, `| peak resident | ${fmt(idle.peakMb)} MB |`);
  lines.push(`| start to first /services | ${starts.map((ms) => `${fmt(ms)} ms`).join(", ")} |`, "");
  lines.push("## Booking under contention", "");
  lines.push(
    "Three races, every customer at once: one-place slots at different times (only the slot stands between the customers); slots of three places (only the capacity does); four services' slots at one time in a shop whose bays they all share (only the bays do). The database counts what stands.",
    "",
  );
  lines.push("| race | customers | slots × places | time to settle | 201 created | 409 conflicts | other | live bookings in the database | slots over capacity |", "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const row of r.races) lines.push(`| ${row.name} | ${row.customers} | ${row.slots} × ${row.capacity} | ${fmt(row.settledMs)} ms | ${row.created} | ${row.conflicts} | ${row.other} | ${row.bookingsInDatabase} (${row.expected} expected) | ${row.overbooked} |`);
  lines.push("");
  const mixed = r.mixedRace;
  lines.push(
    `The mixed-vehicle race: ${mixed.customers} customers at once for one morning (${mixed.slots} slots of two places: four services, 08:00 to 12:00) in a shop of ${mixed.bays} bays, each customer with a vehicle class (the default hour, 30 minutes more, an hour more, 30 minutes less) and none, one or two add-ons (20 and 45 minutes): ${fmt(mixed.settledMs)} ms; ${mixed.created} created, ${mixed.conflicts} conflicts (${mixed.refusedWithRoom} though their slot kept a place and a bay stayed free for their whole length), ${mixed.other} other; ${mixed.createdInDatabase} live in the database; overlapping pairs on a bay: ${mixed.overlaps} by the stored bay time, ${mixed.overlapsByLength} by each booking's own length (its slot's start plus its lines' minutes plus buffer).`,
    "",
  );
  const load = r.bookingLoad;
  lines.push("## Booking at 50 connections", "");
  lines.push(
    `${load.bookings} customers, each booking a free slot of their own (an hour apart) through \`POST /api/bookings\` and paying it on the test checkout, ${load.connections} at a time: ${fmt(load.ms)} ms, ${fmt(load.requestsPerSecond, 1)} booked and paid a second; the booking request p50 ${load.p50} ms, p99 ${load.p99} ms; the payment p50 ${load.payP50} ms, p99 ${load.payP99} ms; ${load.created} created, ${load.paid} paid, ${load.other} other; ${load.confirmedInDatabase} confirmed and paid in the database.`,
    "",
  );
  const ex = r.exported;
  lines.push("## The CSV export", "");
  lines.push(
    `\`GET /api/bookings/export?from=${ex.from}&to=${ex.to}\` (${ex.days} days, the fewest from the earliest booked day holding ${EXPORT_BOOKINGS.toLocaleString("en")} bookings), downloaded by an admin while the server's \`VmRSS\` was read every 50 ms: ${ex.status}, ${ex.rows} rows (${ex.expectedRows} bookings in the range), ${fmt(ex.bytes / 2 ** 20, 1)} MB; headers after ${fmt(ex.headersMs)} ms, first byte after ${fmt(ex.firstByteMs)} ms, all after ${fmt(ex.totalMs)} ms; resident ${fmt(ex.rssBeforeMb)} MB before, ${fmt(ex.rssMaxMb)} MB at most. A second download left after its first bytes: the server then used ${ex.afterAbortCpuMs} ms of CPU in 2 s.`,
    "",
  );
  lines.push("## Cancelling and moving under load", "");
  lines.push(
    "Confirmed, paid bookings (made through the API and the test checkout), each changed by two identical requests at once, 50 requests in flight: cancel 150 bookings; move 60 bookings to 10 slots of three places (six customers for each: 30 can move).",
    "",
  );
  lines.push("| change | bookings | requests | req/s | p50 | p99 | 200 | 409 | other | afterwards in the database | slots over capacity |", "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |");
  for (const row of r.changes) {
    lines.push(`| ${row.name} | ${row.bookings} | ${row.requests} | ${fmt(row.requestsPerSecond)} | ${row.p50} | ${row.p99} | ${row.ok} | ${row.conflicts} | ${row.other} | ${row.check.label}: ${row.check.value} (${row.check.expected} expected) | ${row.overbooked} |`);
  }
  lines.push("");
  const rem = r.reminders;
  lines.push("## The job queue: reminders", "");
  lines.push(
    `${REMINDERS.toLocaleString("en")} confirmed bookings, each with a reminder due now, queued at once (a delivery row and an email job each, as the relay queues them); the app's own job worker sends them to a mail server on loopback that counts each Message-ID. Time: from queueing the first to the last marked sent.`,
    "",
  );
  lines.push("| reminders | all marked sent after | per second | received by the mail server | distinct | received more than once |", "| ---: | ---: | ---: | ---: | ---: | ---: |");
  lines.push(`| ${rem.due} | ${rem.timedOut ? "not within 300 s" : `${fmt(rem.seconds, 1)} s`} | ${fmt(rem.perSecond)} | ${rem.received} | ${rem.distinct} | ${rem.sentTwice} |`, "");
  const texts = r.smsReminders;
  lines.push("## The job queue: text reminders", "");
  lines.push(
    `${REMINDERS.toLocaleString("en")} more confirmed bookings of customers with verified numbers who chose texts, each with a text reminder due now, queued at once (a delivery row and a \`send-sms\` job each, as the relay queues them); the app's own job worker sends them through Twilio's SDK to the test suite's stand-in gateway on loopback (scripts/test-sms.ts), which keeps every text it took. Time: from queueing the first to the last marked sent; a text taken twice is the same number and words twice.`,
    "",
  );
  lines.push("| texts | all marked sent after | per second | taken by the gateway | distinct | taken more than once |", "| ---: | ---: | ---: | ---: | ---: | ---: |");
  lines.push(`| ${texts.due} | ${texts.timedOut ? "not within 300 s" : `${fmt(texts.seconds, 1)} s`} | ${fmt(texts.perSecond)} | ${texts.received} | ${texts.distinct} | ${texts.sentTwice} |`, "");
  lines.push("## Lighthouse (mobile, simulated throttling)", "");
  const cal = r.calibration;
  lines.push(
    `CPU throttling calibrated to this host: Lighthouse's benchmark index measured ${cal.benchmarkIndexes.map((value) => fmt(value)).join(", ")} before the audits, so the page's main thread was slowed down ${cal.multiplier}× ${cal.set === "by hand" ? "(set by hand: BENCH_CPU_SLOWDOWN)" : `(the median index over ${TARGET_DEVICE_BENCHMARK_INDEX}, the index of a mid-tier phone in Chrome DevTools' CPU calibration; Lighthouse's fixed default is 4×)`}: every host emulates the same phone. The network is Lighthouse's Slow 4G. Each run's own index is in the table.`,
    "",
  );
  lines.push(
    `Median of three runs by performance for ${LIGHTHOUSE_TARGETED.join(", ")} (the pages with targets), one run for the others. Targets: performance ≥ ${TARGETS.performance}; accessibility, best practices and SEO ${TARGETS.seo}; CLS 0.00 everywhere. "Scripts" is every script byte the page transferred while loading (gzip).`,
    "",
  );
  lines.push("| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | scripts (kB) | benchmark index |", "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const a of r.audits) {
    lines.push(`| ${a.page} | ${a.performance} | ${a.accessibility} | ${a.bestPractices} | ${a.seo} | ${fmt(a.lcpMs)} ms | ${fmt(a.tbtMs)} ms | ${fmt(a.cls, 3)} | ${fmt(a.scriptKb, 1)} | ${fmt(a.benchmarkIndex)} |`);
  }
  const failing = r.audits.filter((a) => a.failing.length > 0);
  if (failing.length) {
    lines.push("", "Audits below 100 in the median run:", "");
    const why: Record<string, string> = { "seo: is-crawlable": "seo: is-crawlable (the page is marked noindex on purpose: reset links are private)" };
    for (const a of failing) lines.push(`- ${a.page}: ${a.failing.map((audit) => why[audit] ?? audit).join(", ")}`);
  }
  const shifted = r.audits.filter((a) => a.shifts.length > 0);
  if (shifted.length) {
    lines.push("", "What moved in the median run (each shift's score, the element):", "");
    for (const a of shifted) lines.push(`- ${a.page}: ${a.shifts.map((shift) => `\`${shift}\``).join(", ")}`);
  }
  lines.push("", "## First-load JS", "");
  lines.push(
    `The scripts each public page's HTML loads, gzip. The framework part (React, the Next.js runtime: \`rootMainFiles\` of the build manifest) is the same on every page; the route part is everything else the page loads. Budgets for the route part: ${TARGETS.routeJsKb.light} kB on ${LIGHT_PAGES.join(", ")}; ${TARGETS.routeJsKb.heavy} kB on ${HEAVY_PAGES.join(", ")}.`,
    "",
  );
  lines.push("| page | framework (kB) | route (kB) | first-load JS (kB) |", "| --- | ---: | ---: | ---: |");
  for (const row of r.firstLoads) lines.push(`| ${row.page} | ${fmt(row.frameworkKb, 1)} | ${fmt(row.routeKb, 1)} | ${fmt(row.frameworkKb + row.routeKb, 1)} |`);
  lines.push("", "## Query plans at this scale", "");
  lines.push("`EXPLAIN ANALYZE` of the SQL the app sends for each listing (written out by hand, the same clauses as Prisma's), on the data above. ✅ when the expected index serves the query: the planner chose it, or, where it preferred a sequential scan of a small table, it is what the planner takes with sequential scans turned off.", "");
  lines.push("| query | plan uses | time | expected |", "| --- | --- | ---: | --- |");
  const used = (indexes: string[]) => indexes.map((index) => `\`${index}\``).join(", ") || "sequential scan";
  for (const plan of r.plans) {
    const uses = plan.withIndex ? `${used(plan.indexes)} (${used(plan.withIndex.indexes)} with sequential scans off)` : used(plan.indexes);
    lines.push(`| ${plan.name} | ${uses} | ${fmt(plan.ms, 2)} ms | ${mark(plan.ok)} ${plan.expected} |`);
  }
  const declined = r.plans.filter((plan) => plan.withIndex);
  if (declined.length) {
    lines.push(
      "",
      `Where the planner read the table instead (the catalogue is ${r.counts.servicePages} pages of ${r.counts.services} services, and a sequential scan of it is cheaper than any index), the query below, with sequential scans turned off, shows which index serves the search once the catalogue outgrows that:`,
      "",
    );
    for (const plan of declined) lines.push(`- ${plan.name}: \`${plan.withIndex!.sql}\` uses ${used(plan.withIndex!.indexes)}, ${fmt(plan.withIndex!.ms, 2)} ms.`);
  }
  lines.push("");
  return lines.join("\n");
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    for (const child of processes) child.kill("SIGKILL");
    process.exit(1);
  },
);
