import { spawn, spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import sharp from "sharp";
import { freePort, waitForServer } from "../../scripts/net";
import { nextBin, projectRoot } from "../../scripts/paths";
import { startFakeUploadthing } from "../../scripts/test-uploadthing";
import { bookAndPayAt } from "../../scripts/test-checkout";
import { mailsTo } from "../support/mailbox";
import { logged, type Started } from "./processes";
import { bearer, eventually, insertCustomer, insertService, insertSlotAt, newClientAddress, pollUntil, pool, registerAdmin, removeCreatedUsers, removeServices, SERVER_PIDS, type SignedIn } from "./support";

/**
 * Spotless on a serverless host, imitated on this machine: `next start`
 * without server.mjs, from a project folder it cannot write (run as a user
 * without write access to it, when the suite runs as root), with no job
 * worker (JOB_WORKER=route: the jobs route runs the jobs, called by the app
 * after it queues work and by a scheduler, here a loop on loopback),
 * clients' addresses from a header the platform writes
 * (CLIENT_ADDRESS_HEADER), and photos on uploadthing's stand-in
 * (scripts/test-uploadthing.ts). The suite's own servers, whose workers would
 * take the jobs, are paused meanwhile, so that every job here is the route's.
 */
jest.setTimeout(240_000);

const JOBS_SECRET = randomBytes(33).toString("base64url");
/** The unprivileged account the server runs as when the suite is root (root may write anywhere). */
const UNPRIVILEGED = 65_534;
/**
 * Whether that account can run this Node.js and read the built project: not
 * when either sits in a folder only root may enter (a Node.js unpacked into a
 * private temporary folder, a checkout in root's home).
 */
const unprivilegedCanRun = () =>
  spawnSync(process.execPath, ["-e", "require('node:fs').accessSync(process.argv[1], require('node:fs').constants.R_OK)", path.join(projectRoot, "package.json")], {
    uid: UNPRIVILEGED,
    gid: UNPRIVILEGED,
    stdio: "ignore",
  }).status === 0;
const asUnprivileged = process.getuid?.() === 0 && unprivilegedCanRun() ? { uid: UNPRIVILEGED, gid: UNPRIVILEGED } : {};

type Env = Record<string, string | undefined>;

/** `next start` on a free loopback port, with the suite's environment changed as given. */
async function nextStart(changes: Env): Promise<Started & { url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: Env = { ...process.env, NODE_ENV: "production", APP_URL: url, TRUSTED_PROXY_HOPS: undefined, UPLOAD_DIR: undefined, HOME: "/nonexistent", ...changes };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  const child = spawn(process.execPath, [nextBin, "start", "-p", String(port), "-H", "127.0.0.1"], { cwd: projectRoot, stdio: ["ignore", "pipe", "pipe"], env: env as NodeJS.ProcessEnv, ...asUnprivileged });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  // A server that could not even be started (no 'exit' then, only 'error') counts as exited too.
  const exited = new Promise<number | null>((resolve) => {
    child.once("exit", (code) => resolve(code));
    child.once("error", () => resolve(null));
  });
  return {
    child,
    url,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}

let fake: Awaited<ReturnType<typeof startFakeUploadthing>>;
let server: Started & { url: string };
let admin: SignedIn;
let serviceId: string;
const services: string[] = [];
let scheduler: { stop: () => Promise<void>; calls: () => number } | undefined;

const serverless = (): Env => ({
  JOB_WORKER: "route",
  JOBS_SECRET,
  CLIENT_ADDRESS_HEADER: "x-forwarded-for",
  UPLOADTHING_TOKEN: fake.token,
  UPLOADTHING_INGEST_URL: fake.url,
  UPLOADTHING_API_URL: fake.url,
});

const runJobs = (secret = JOBS_SECRET, method: "POST" | "GET" = "POST") => fetch(`${server.url}/api/jobs/run`, { method, headers: bearer(secret) });

/** The platform's scheduler: calls the jobs route again as soon as each call ends (every minute in production; here at once, to keep the test short). */
function startScheduler() {
  let running = true;
  let calls = 0;
  const loop = (async () => {
    while (running) {
      const response = await runJobs();
      calls += 1;
      if (response.status !== 200) throw new Error(`The jobs route answered ${response.status}: ${await response.text()}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  })();
  return {
    calls: () => calls,
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

beforeAll(async () => {
  // Accounts first, while the suite's servers answer.
  admin = await registerAdmin();
  serviceId = await insertService({ name: `Serverless photos ${randomUUID().slice(0, 8)}`, priceCents: 1000 });
  services.push(serviceId);
  fake = await startFakeUploadthing();
  for (const pid of SERVER_PIDS) process.kill(pid, "SIGSTOP");
  server = await nextStart(serverless());
  await waitForServer(`${server.url}/api/health`, server.child, 90_000).catch((error) => {
    throw new Error(`${error instanceof Error ? error.message : error}\n${server.output()}`);
  });
});

afterAll(async () => {
  // First, whatever happened above: every later test file needs the suite's servers.
  for (const pid of SERVER_PIDS) process.kill(pid, "SIGCONT");
  await scheduler?.stop().catch(() => {});
  await server?.stop();
  await fake?.stop();
  await removeServices(services);
  await removeCreatedUsers();
  await pool.end();
});

describe("next start without server.mjs, as on a serverless host", () => {
  it("runs from a project folder it cannot write", async () => {
    if (!("uid" in asUnprivileged)) return console.warn("Not run as root, or the unprivileged account cannot run Node.js or read the project here: the server runs as this user, who may write the project folder");
    const probe = spawn(process.execPath, ["-e", `require("fs").writeFileSync(${JSON.stringify(path.join(projectRoot, ".write-probe"))}, "")`], { ...asUnprivileged, stdio: "ignore" });
    expect(await new Promise((resolve) => probe.once("exit", resolve))).not.toBe(0);
    expect((await (await fetch(`${server.url}/api/health`)).json()).data).toEqual(expect.objectContaining({ database: "ok", uploads: "ok", worker: "route" }));
  });

  it("refuses to start on a configuration that would silently break, naming each problem", async () => {
    const broken = await nextStart({ ...serverless(), JOB_WORKER: undefined, CLIENT_ADDRESS_HEADER: undefined, UPLOADTHING_TOKEN: undefined });
    try {
      expect(await broken.exited).toBe(1);
      const errors = logged(broken.output(), "error");
      expect(errors).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^CLIENT_ADDRESS_HEADER is not set/),
          expect.stringMatching(/^JOB_WORKER is inline \(the default\) without server.mjs/),
          expect.stringMatching(/^UPLOADTHING_TOKEN is not set and the upload folder \(UPLOAD_DIR\) cannot be written/),
          "Spotless server not started: fix the 3 problems above.",
        ]),
      );
    } finally {
      await broken.stop();
    }
  });

  it("logs each request as one JSON line under an id of its own, which the answer carries", async () => {
    const response = await fetch(`${server.url}/api/services?limit=1`, { headers: { "x-request-id": "chosen-by-the-client", "x-forwarded-for": "198.51.100.23" } });
    expect(response.status).toBe(200);
    const requestId = response.headers.get("x-request-id") ?? "";
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const lines = () => server.output().split("\n").flatMap((line) => (line.startsWith("{") ? [JSON.parse(line) as Record<string, unknown>] : []));
    const line = await pollUntil(async () => lines().find((entry) => entry.msg === "request" && entry.requestId === requestId), Boolean);
    expect(line).toEqual(expect.objectContaining({ level: "info", method: "GET", path: "/api/services", status: 200, peer: "198.51.100.23" }));
    expect(typeof line?.durationMs).toBe("number");
  });

  it("tells clients apart by the platform's header: one client's limit is not another's", async () => {
    // A different account each time, so that only the per-address limit (30 sign-in attempts) counts.
    const login = (client: string, i = 0) =>
      fetch(`${server.url}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": client }, body: JSON.stringify({ email: `nobody${i}@example.test`, password: "whatever1" }) });
    const guesser = newClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await login(guesser, i)).status);
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await login(newClientAddress())).status).toBe(401);
  });

  it("keeps the jobs route shut to callers without the scheduler's secret", async () => {
    expect((await fetch(`${server.url}/api/jobs/run`, { method: "POST" })).status).toBe(401);
    expect((await runJobs(`${JOBS_SECRET}x`)).status).toBe(401);
    expect((await runJobs(admin.accessToken)).status).toBe(401);
    // The GET form a platform's scheduler sends (Vercel Cron) is shut the same way.
    expect((await fetch(`${server.url}/api/jobs/run`)).status).toBe(401);
    expect((await runJobs(`${JOBS_SECRET}x`, "GET")).status).toBe(401);
    expect((await runJobs(admin.accessToken, "GET")).status).toBe(401);
  });

  it("sends a booking's confirmation at once (the app calls the jobs route) and its reminder when the scheduler's call finds it due, each once", async () => {
    const customer = await insertCustomer("serverless");
    const service = await insertService({ name: `Serverless wash ${randomUUID().slice(0, 6)}`, priceCents: 2500, duration: 1 });
    services.push(service);
    // The two-hour reminder falls due 20 seconds from now (the day-before one is already past, so never sent).
    const startsAt = new Date(Date.now() + 2 * 60 * 60_000 + 20_000);
    const slot = await insertSlotAt(service, startsAt, 1);
    const bookingId = await bookAndPayAt(server.url, customer.token, service, slot, { "x-forwarded-for": newClientAddress() });
    const deliveries = async (kind: string) =>
      (await pool.query<{ state: string; attempts: number }>(`SELECT state, attempts FROM "EmailDelivery" WHERE "bookingId" = $1 AND kind = $2`, [bookingId, kind])).rows;

    // No scheduler yet: only the app's own call after the payment's events were recorded.
    await eventually(async () => ((await deliveries("confirmation")).some((row) => row.state === "sent") ? true : undefined), 30_000, "the confirmation email");
    expect((await mailsTo(customer.email)).filter((mail) => !mail.subject.startsWith("Reminder:"))).toHaveLength(1);

    scheduler = startScheduler();
    // Callers at once (the scheduler, and four more) share the jobs: none runs twice.
    await Promise.all([1, 2, 3, 4].map(() => runJobs()));
    await eventually(async () => ((await deliveries("reminder")).some((row) => row.state === "sent") ? true : undefined), 90_000, "the reminder");
    await Promise.all([1, 2, 3, 4].map(() => runJobs()));
    await scheduler.stop();
    expect(scheduler.calls()).toBeGreaterThan(0);
    scheduler = undefined;

    expect((await mailsTo(customer.email)).filter((mail) => mail.subject.startsWith("Reminder:"))).toHaveLength(1);
    expect((await mailsTo(customer.email)).filter((mail) => !mail.subject.startsWith("Reminder:"))).toHaveLength(1);
    expect(await deliveries("reminder")).toEqual([{ state: "sent", attempts: 1 }]);
    expect(await deliveries("confirmation")).toEqual([{ state: "sent", attempts: 1 }]);
  });

  it("runs due jobs when the scheduler calls with GET and the secret, as Vercel Cron does", async () => {
    const customer = await insertCustomer("cron");
    const service = await insertService({ name: `Cron wash ${randomUUID().slice(0, 6)}`, priceCents: 2500, duration: 1 });
    services.push(service);
    const startsAt = new Date(Date.now() + 2 * 60 * 60_000 + 15_000);
    const slot = await insertSlotAt(service, startsAt, 1);
    const bookingId = await bookAndPayAt(server.url, customer.token, service, slot, { "x-forwarded-for": newClientAddress() });
    const reminders = async () => (await pool.query<{ state: string; attempts: number }>(`SELECT state, attempts FROM "EmailDelivery" WHERE "bookingId" = $1 AND kind = 'reminder'`, [bookingId])).rows;

    // From here only GETs run the queue (the app's own call after the payment is a POST, made before the reminder falls due).
    const answers: number[] = [];
    await eventually(
      async () => {
        const answer = await runJobs(JOBS_SECRET, "GET");
        answers.push(answer.status);
        expect((await answer.json()).data).toEqual({ ran: expect.any(Number), more: expect.any(Boolean) });
        return (await reminders()).some((row) => row.state === "sent") ? true : undefined;
      },
      90_000,
      "the reminder",
    );
    expect(answers.every((status) => status === 200)).toBe(true);
    expect(await reminders()).toEqual([{ state: "sent", attempts: 1 }]);
    expect((await mailsTo(customer.email)).filter((mail) => mail.subject.startsWith("Reminder:"))).toHaveLength(1);
  });
});

describe("photos on uploadthing (its stand-in), with no disk", () => {
  const picture = () => sharp({ create: { width: 700, height: 500, channels: 3, background: { r: 40, g: 120, b: 200 } } }).png().toBuffer();
  type Photo = { _id: string; url: string; variants: { width: number; url: string }[] };
  async function upload(): Promise<{ status: number; body: { message: string; data: Photo } }> {
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(await picture())], { type: "image/png" }), "photo.png");
    form.set("alt", "A clean car");
    const response = await fetch(`${server.url}/api/services/${serviceId}/photos`, { method: "POST", headers: { ...bearer(admin.accessToken), "x-forwarded-for": newClientAddress() }, body: form });
    return { status: response.status, body: await response.json() };
  }
  const steer = (next: { mode: string; ms?: number }) => fetch(`${fake.url}/__fake/next`, { method: "POST", body: JSON.stringify(next) });
  const held = async () => ((await (await fetch(`${fake.url}/__fake/files`)).json()) as { key: string }[]).length;
  const photos = async () => Number((await pool.query(`SELECT count(*) FROM "ServicePhoto" WHERE "serviceId" = $1`, [serviceId])).rows[0].count);

  it("stores a photo's every width there and serves them from there", async () => {
    const answer = await upload();
    expect(answer.status).toBe(201);
    expect(answer.body.data.variants.map((variant) => variant.width)).toEqual([320, 640, 700]);
    for (const variant of answer.body.data.variants) {
      expect(variant.url.startsWith(`${fake.url}/f/`)).toBe(true);
      const bytes = Buffer.from(await (await fetch(variant.url)).arrayBuffer());
      expect(bytes.subarray(8, 12).toString("ascii")).toBe("WEBP");
    }
  });

  it("tells the admin to try again when the store fails, and keeps nothing of the photo", async () => {
    const [before, rows] = [await held(), await photos()];
    await steer({ mode: "fail" });
    const answer = await upload();
    expect(answer.status).toBe(503);
    expect(answer.body.message).toBe("The upload was not saved: the file store did not take it in time. Please try again in a minute; if it keeps failing, whoever runs the server should look at its log.");
    expect([await held(), await photos()]).toEqual([before, rows]);
    expect(logged(server.output(), "error").some((line) => line.startsWith("The service-photo could not be stored on uploadthing"))).toBe(true);
  });

  it("waits for a store that answers late, and takes a store's answer sent twice once", async () => {
    const rows = await photos();
    await steer({ mode: "late", ms: 3000 });
    expect((await upload()).status).toBe(201);
    await steer({ mode: "twice" });
    expect((await upload()).status).toBe(201);
    expect(await photos()).toBe(rows + 2);
    // And the store still takes the next one normally.
    expect((await upload()).status).toBe(201);
  });
});
