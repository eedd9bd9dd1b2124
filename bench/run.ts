/**
 * `npm run bench`: Spotless under load, against references, at scale.
 *
 *   1. a fresh embedded PostgreSQL, migrated, with the demo data and the
 *      large catalogue of bench/seed-large.ts
 *   2. a production build (.next-bench) and `npm start` (server.mjs) on loopback
 *   3. autocannon at 1 and 50 connections on the hot routes, and on two
 *      references: the same /api/services on node:http + pg, and the
 *      /services HTML as a static file (bench/reference-server.ts)
 *   4. 200 customers racing for 20 slots
 *   5. Lighthouse (mobile) with the system Chromium, and the JavaScript each
 *      public page loads
 *   6. the query plans of the searches and listings at that scale
 *
 * and writes bench/results.md. Everything runs on 127.0.0.1 and stops by
 * itself. BENCH_SECONDS (default 10) sets each load run's length;
 * BENCH_SKIP_BUILD=1 reuses the last .next-bench build; CHROMIUM_PATH picks
 * the browser (default /usr/bin/chromium), as for the end-to-end tests.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createHmac, randomBytes } from "node:crypto";
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
import { nextBin, projectRoot, serverEntry } from "../scripts/paths";
import { checkQueryPlans, type PlanCheck } from "./query-plans";
import { SCALE, seedLargeCatalogue } from "./seed-large";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BUILD_DIR = ".next-bench";
const TARGETS = { apiRatio: 0.5, pageRatio: 0.2, performance: 95, accessibility: 100, bestPractices: 100, seo: 100, firstLoadKb: 130 };

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

async function load(name: string, url: string, connections: number): Promise<Load> {
  // A short warm-up first (JIT, pools, caches), then the measured run.
  await autocannon({ url, connections, duration: 2 });
  const result = await autocannon({ url, connections, duration: SECONDS });
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

/** An access token of a session (a row in "Session", which the token names as sid). */
function accessToken(secret: string, userId: string, sessionId: string): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${encode({ alg: "HS256" })}.${encode({ sub: userId, sid: sessionId, role: "user", iss: "spotless", aud: "spotless-api", iat: now, exp: now + 900 })}`;
  return `${unsigned}.${createHmac("sha256", secret).update(unsigned).digest("base64url")}`;
}

/** `count` bench customers from the `offset`th, each signed in (a row in "Session"): their access tokens. */
async function signedInCustomers(pool: pg.Pool, secret: string, count: number, offset: number): Promise<string[]> {
  const { rows } = await pool.query<{ id: string; userId: string }>(
    `INSERT INTO "Session" (id, "userId", "expiresAt")
     SELECT gen_random_uuid(), id, now() + interval '1 day' FROM (SELECT id FROM "User" WHERE email LIKE 'bench.customer.%' ORDER BY email OFFSET $2 LIMIT $1) c
     RETURNING id, "userId"`,
    [count, offset],
  );
  return rows.map((session) => accessToken(secret, session.userId, session.id));
}

type RaceSlot = { id: string; serviceId: string };

/** Every customer asks for a place at once, customer i for slot i mod n; then the live bookings of those slots are counted. */
async function race(appUrl: string, pool: pg.Pool, tokens: string[], slots: RaceSlot[], expected: number) {
  const started = performance.now();
  const statuses = await Promise.all(
    tokens.map(async (token, i) => {
      const slot = slots[i % slots.length];
      const response = await fetch(`${appUrl}/api/bookings`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}`, "x-forwarded-for": `127.0.1.${i % 250}` },
        body: JSON.stringify({ service: slot.serviceId, slot: slot.id }),
      });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  const settledMs = performance.now() - started;
  const { rows } = await pool.query(`SELECT count(*)::int AS n FROM "Booking" WHERE "slotId" = ANY($1::uuid[]) AND status IN ('pending', 'confirm')`, [slots.map((slot) => slot.id)]);
  const count = (status: number) => statuses.filter((s) => s === status).length;
  return { customers: tokens.length, slots: slots.length, expected, settledMs, created: count(201), conflicts: count(409), other: statuses.length - count(201) - count(409), bookingsInDatabase: rows[0].n as number };
}

/** Free one-place bench slots at least a day ahead, as `filter` picks them (SQL over "Slot" sl). */
const FREE_BENCH_SLOTS = `SELECT sl.id, sl."serviceId", sl."startsAt", sl."endsAt" FROM "Slot" sl JOIN "Service" s ON s.id = sl."serviceId"
  WHERE s.description LIKE 'Bench service %' AND sl.status = 'available' AND sl."heldUntil" IS NULL AND sl.capacity = 1 AND sl."startsAt" > now() + interval '1 day'`;

/**
 * Two races. One slot each: 200 customers, 10 for each of 20 one-place slots at 20 different
 * times, so that only the slot stands between them (exactly 20). Shared bays: 40 customers, 10
 * for each of four services' slots at one time, which all need a bay of the shop's (exactly as
 * many as its active bays that can do them).
 */
async function bookingRaces(appUrl: string, pool: pg.Pool, secret: string) {
  const { rows: apart } = await pool.query<RaceSlot>(
    `SELECT id, "serviceId" FROM (SELECT DISTINCT ON ("startsAt") * FROM (${FREE_BENCH_SLOTS}) f ORDER BY "startsAt", id) one_per_time ORDER BY "startsAt" LIMIT 20`,
  );
  // The latest time at which no live booking (the demo shop's included) occupies any bay: the whole shop is free to race for.
  const { rows: together } = await pool.query<RaceSlot>(
    `SELECT id, "serviceId" FROM (${FREE_BENCH_SLOTS}) f
      WHERE "startsAt" = (SELECT max(g."startsAt") FROM (${FREE_BENCH_SLOTS}) g
                           WHERE NOT EXISTS (SELECT 1 FROM "Booking" o WHERE o."bayId" IS NOT NULL AND o.status IN ('pending', 'confirm')
                                               AND tstzrange(o."occupiedFrom", o."occupiedUntil", '[)') && tstzrange(g."startsAt", g."endsAt", '[)')))
      ORDER BY id LIMIT 4`,
  );
  if (together.length < 2) throw new Error("The shared-bays race found no time with every bay free and several bench services' slots");
  const { rows: bays } = await pool.query(
    `SELECT count(*)::int AS n FROM "Bay" WHERE active AND (("allServices") OR "serviceIds" && $1::uuid[])`,
    [together.map((slot) => slot.serviceId)],
  );
  const oneEach = await race(appUrl, pool, await signedInCustomers(pool, secret, 200, 0), apart, apart.length);
  const sharedBays = await race(appUrl, pool, await signedInCustomers(pool, secret, 40, 200), together, Math.min(bays[0].n as number, together.length));
  for (const [name, row] of [["one slot each", oneEach], ["shared bays", sharedBays]] as const) {
    console.log(`  ${name}: ${row.customers} customers for ${row.slots} slots: ${row.settledMs.toFixed(0)} ms, ${row.created} created, ${row.conflicts} conflicts, ${row.other} other; ${row.bookingsInDatabase} live bookings (exactly ${row.expected} expected)`);
  }
  return { oneEach, sharedBays };
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

type Audit = { page: string; performance: number; accessibility: number; bestPractices: number; seo: number; scriptKb: number; lcpMs: number; cls: number; failing: string[] };

async function lighthouseAudits(appUrl: string, pages: { name: string; path: string; runs: number }[]): Promise<Audit[]> {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", ...chromiumFlags],
  });
  const audits: Audit[] = [];
  try {
    for (const page of pages) {
      const runs: Audit[] = [];
      for (let i = 0; i < page.runs; i += 1) {
        const result = await lighthouse(`${appUrl}${page.path}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
        const { categories, audits: items } = result.lhr;
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        const summary = (items["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
        const failing = Object.values(categories).flatMap((category) =>
          category.auditRefs.filter((ref) => ref.weight > 0 && (items[ref.id]?.score ?? 1) < 1).map((ref) => `${category.id}: ${ref.id}`),
        );
        runs.push({
          page: page.name,
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
          scriptKb: (summary.find((item) => item.resourceType === "script")?.transferSize ?? 0) / 1024,
          lcpMs: items["largest-contentful-paint"]?.numericValue ?? 0,
          cls: items["cumulative-layout-shift"]?.numericValue ?? 0,
          failing,
        });
      }
      // The median run by performance (the other categories do not vary between runs).
      runs.sort((a, b) => a.performance - b.performance);
      const median = runs[Math.floor(runs.length / 2)];
      console.log(`  ${page.name}: performance ${median.performance}, accessibility ${median.accessibility}, best practices ${median.bestPractices}, SEO ${median.seo}, JS ${median.scriptKb.toFixed(1)} kB${median.failing.length ? `; below 100: ${median.failing.join(", ")}` : ""}`);
      audits.push(median);
    }
  } finally {
    chrome.kill();
  }
  return audits;
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

async function main() {
  const started = new Date();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "spotless-bench-"));
  let stopDatabase = async () => {};
  let pool: pg.Pool | undefined;
  try {
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
              (SELECT relpages FROM pg_class WHERE relname = 'Service')::int AS "servicePages"`,
    )).rows[0];
    console.log(`  ${counts.services} services, ${counts.slots} slots, ${counts.bookings} bookings, ${counts.reviews} reviews, ${counts.users} users`);

    const port = await freePort();
    const appUrl = `http://127.0.0.1:${port}`;
    const env = { DATABASE_URL: database.url, SPOTLESS_DIST_DIR: BUILD_DIR, APP_URL: appUrl, NEXT_TELEMETRY_DISABLED: "1" };
    if (process.env.BENCH_SKIP_BUILD !== "1") {
      console.log("▶ Production build");
      await run(process.execPath, [nextBin, "build"], env);
    }
    const secret = randomBytes(33).toString("base64url");
    const app = startProcess(process.execPath, [serverEntry, "-p", String(port), "-H", "127.0.0.1"], {
      ...env,
      NODE_ENV: "production",
      AUTH_SECRET: secret,
      STRIPE_SECRET_KEY: "",
      ALLOW_TEST_CHECKOUT: "true",
      UPLOADTHING_TOKEN: "",
    });
    await waitForServer(`${appUrl}/api/services?limit=1`, app);

    const { rows: picks } = await pool.query<{ id: string; date: string }>(
      `SELECT s.id, to_char(current_date + 1, 'YYYY-MM-DD') AS date FROM "Service" s WHERE s.description LIKE 'Bench service %' ORDER BY s."createdAt" DESC LIMIT 1`,
    );
    const service = picks[0];
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
    const routes = [
      { name: "GET /api/services (search)", url: `${appUrl}${search}` },
      { name: "raw node:http + pg reference", url: `http://127.0.0.1:${apiPort}${search}` },
      { name: "GET /api/slots/availability", url: `${appUrl}/api/slots/availability?service=${service.id}&date=${service.date}` },
      { name: "GET /api/review/get", url: `${appUrl}/api/review/get` },
      { name: "/services (cached render)", url: `${appUrl}/services` },
      { name: "static /services HTML reference", url: `http://127.0.0.1:${staticPort}/services` },
      { name: "/service/[id] (server-rendered)", url: `${appUrl}/service/${service.id}` },
      { name: "Next.js floor: /icon.svg (prerendered)", url: `${appUrl}/icon.svg` },
    ];
    const loads: Load[] = [];
    for (const connections of [1, 50]) {
      for (const route of routes) loads.push(await load(route.name, route.url, connections));
    }

    console.log("▶ Booking under contention");
    const race = await bookingRaces(appUrl, pool, secret);

    console.log("▶ Query plans");
    const plans = await checkQueryPlans(pool, service.id, service.date);
    for (const plan of plans) console.log(`  ${plan.name}: ${plan.indexes.join(", ") || "no index"} (${plan.ms.toFixed(2)} ms)`);

    const publicPages = [
      { name: "/", path: "/", runs: 3 },
      { name: "/services", path: "/services", runs: 3 },
      { name: "/service/[id]", path: `/service/${service.id}`, runs: 3 },
      { name: "/testimonials", path: "/testimonials", runs: 3 },
      { name: "/login", path: "/login", runs: 1 },
      { name: "/register", path: "/register", runs: 1 },
      { name: "/forgot-password", path: "/forgot-password", runs: 1 },
      { name: "/reset-password", path: "/reset-password", runs: 1 },
    ];
    console.log("▶ First-load JS");
    const firstLoads = await firstLoadJs(appUrl, publicPages);
    console.log("▶ Lighthouse (mobile)");
    const audits = await lighthouseAudits(appUrl, publicPages);

    const report = renderReport({ started, machine: await machine(), counts, loads, race, plans, audits, firstLoads });
    await writeFile(path.join(projectRoot, "bench/results.md"), report);
    console.log("✔ bench/results.md written");
  } finally {
    for (const child of processes) child.kill("SIGTERM");
    await pool?.end().catch(() => {});
    await stopDatabase().catch(() => {});
    await rm(dataDir, { recursive: true, force: true });
  }
}

function renderReport(r: {
  started: Date;
  machine: Awaited<ReturnType<typeof machine>>;
  counts: Record<string, number | string>;
  loads: Load[];
  race: Awaited<ReturnType<typeof bookingRaces>>;
  plans: PlanCheck[];
  audits: Audit[];
  firstLoads: FirstLoad[];
}): string {
  const find = (name: string, connections: number) => r.loads.find((row) => row.name === name && row.connections === connections)!;
  const reference: Record<string, string> = {
    "GET /api/services (search)": "raw node:http + pg reference",
    "/services (cached render)": "static /services HTML reference",
  };
  const lines: string[] = [];
  lines.push("# Spotless benchmarks", "");
  lines.push(`Written by \`npm run bench\` on ${r.started.toISOString().slice(0, 16).replace("T", " ")} UTC. Everything ran on one machine over loopback: the app (\`npm start\`, one process), PostgreSQL, the load generator and the browser share its cores, so the numbers are this machine's, not a server's.`, "");
  lines.push("## Machine and versions", "");
  lines.push("| | |", "| --- | --- |");
  for (const [key, value] of Object.entries(r.machine)) lines.push(`| ${key} | ${value} |`);
  lines.push(`| PostgreSQL | ${String(r.counts.postgres).split(" on ")[0]} (embedded) |`, "");
  lines.push("## Data", "");
  lines.push(`${r.counts.services} services, ${r.counts.slots} slots, ${r.counts.bookings} bookings, ${r.counts.reviews} reviews, ${r.counts.users} users (the demo business plus bench/seed-large.ts: ${SCALE.services} services × ${SCALE.slotsPerService} slots, every past slot booked).`, "");
  lines.push("## HTTP load (autocannon)", "");
  lines.push(`${SECONDS} s per run after a 2 s warm-up. Latency in ms. The ratio is requests per second against the route's reference at the same concurrency.`, "");
  lines.push("| route | connections | req/s | p50 | p99 | errors / non-2xx | vs reference | target |", "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |");
  for (const row of r.loads) {
    const refName = reference[row.name];
    let ratio = "";
    let target = "";
    if (refName) {
      const value = row.requestsPerSecond / find(refName, row.connections).requestsPerSecond;
      const goal = row.name.startsWith("GET") ? TARGETS.apiRatio : TARGETS.pageRatio;
      ratio = `${fmt(value * 100)}%`;
      target = `${mark(value >= goal)} ≥ ${fmt(goal * 100)}%`;
    }
    lines.push(`| ${row.name} | ${row.connections} | ${fmt(row.requestsPerSecond)} | ${row.p50} | ${row.p99} | ${row.errors} / ${row.non2xx} | ${ratio} | ${target} |`);
  }
  const floor = r.loads.find((row) => row.name.startsWith("Next.js floor") && row.connections === 1);
  const staticRef = find("static /services HTML reference", 1);
  if (floor) {
    lines.push("", `The Next.js floor row is the least any response from the Next.js server costs here: a prerendered 0.3 kB file answers ${fmt(floor.requestsPerSecond)} requests/s at one connection, ${fmt((floor.requestsPerSecond / staticRef.requestsPerSecond) * 100)}% of what the bare static server does with the whole /services page. That bounds what any Next.js page can reach against the static reference on this machine.`);
  }
  lines.push("", "Routes: " + [...new Set(r.loads.map((row) => `\`${row.path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, "{id}")}\``))].join(", ") + ".", "");
  lines.push("## Booking under contention", "");
  lines.push("Two races: one-place slots at different times (only the slot stands between the customers), and four services' slots at one time in a shop whose bays they all share (only the bays do).", "");
  lines.push("| race | customers | slots | time to settle | 201 created | 409 conflicts | other | live bookings in the database | target |", "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |");
  for (const [name, row] of [["one slot each", r.race.oneEach], ["shared bays", r.race.sharedBays]] as const) {
    lines.push(`| ${name} | ${row.customers} | ${row.slots} | ${fmt(row.settledMs)} ms | ${row.created} | ${row.conflicts} | ${row.other} | ${row.bookingsInDatabase} | ${mark(row.bookingsInDatabase === row.expected && row.created === row.expected)} exactly ${row.expected} |`);
  }
  lines.push("");
  lines.push("## Lighthouse (mobile, simulated throttling)", "");
  lines.push(`Median of three runs by performance for the first four pages (the ones with targets), one run for the others. Targets: performance ≥ ${TARGETS.performance}; accessibility, best practices and SEO ${TARGETS.seo}. "Scripts" is every script byte the page transferred while loading (gzip).`, "");
  lines.push("| page | performance | accessibility | best practices | SEO | LCP | CLS | scripts (kB) | targets |", "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |");
  for (const a of r.audits) {
    const scored = ["/", "/services", "/service/[id]", "/testimonials"].includes(a.page);
    const ok = a.performance >= TARGETS.performance && a.accessibility >= TARGETS.accessibility && a.bestPractices >= TARGETS.bestPractices && a.seo >= TARGETS.seo;
    lines.push(`| ${a.page} | ${a.performance} | ${a.accessibility} | ${a.bestPractices} | ${a.seo} | ${fmt(a.lcpMs)} ms | ${fmt(a.cls, 3)} | ${fmt(a.scriptKb, 1)} | ${scored ? mark(ok) : "—"} |`);
  }
  const failing = r.audits.filter((a) => a.failing.length > 0);
  if (failing.length) {
    lines.push("", "Audits below 100 in the median run:", "");
    const why: Record<string, string> = { "seo: is-crawlable": "seo: is-crawlable (the page is marked noindex on purpose: reset links are private)" };
    for (const a of failing) lines.push(`- ${a.page}: ${a.failing.map((audit) => why[audit] ?? audit).join(", ")}`);
  }
  lines.push("", "## First-load JS", "");
  lines.push(`The scripts each public page's HTML loads, gzip, as Next.js's build used to report them (Next.js 16 with Turbopack no longer prints sizes). The framework part (React, the Next.js runtime) is the same on every page. Target: ≤ ${TARGETS.firstLoadKb} kB in all.`, "");
  lines.push("| page | framework (kB) | route (kB) | first-load JS (kB) | target |", "| --- | ---: | ---: | ---: | --- |");
  for (const row of r.firstLoads) {
    const total = row.frameworkKb + row.routeKb;
    lines.push(`| ${row.page} | ${fmt(row.frameworkKb, 1)} | ${fmt(row.routeKb, 1)} | ${fmt(total, 1)} | ${mark(total <= TARGETS.firstLoadKb)} ≤ ${TARGETS.firstLoadKb} |`);
  }
  lines.push("", "## Query plans at this scale", "");
  lines.push("`EXPLAIN ANALYZE` of the SQL the app sends for each listing (written out by hand, the same clauses as Prisma's), on the data above.", "");
  lines.push("| query | plan uses | time | expected |", "| --- | --- | ---: | --- |");
  const used = (indexes: string[]) => indexes.map((index) => `\`${index}\``).join(", ") || "sequential scan";
  for (const plan of r.plans) lines.push(`| ${plan.name} | ${used(plan.indexes)} | ${fmt(plan.ms, 2)} ms | ${mark(plan.ok)} ${plan.expected} |`);
  const declined = r.plans.filter((plan) => plan.withIndex);
  if (declined.length) {
    lines.push("", `Where the planner read the table instead (the catalogue is ${r.counts.servicePages} pages of ${r.counts.services} services, and a sequential scan of it is cheaper than any index), the query below, with sequential scans turned off, shows which index serves the search once the catalogue outgrows that:`, "");
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
