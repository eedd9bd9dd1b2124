// @ts-check
/**
 * What a production process needs from its environment, checked before it
 * serves or works: `npm start` (server.mjs) and `npm run worker`
 * (scripts/worker.ts) both call startupCheck() first. A process that would
 * run unsafe or quietly broken (sessions it cannot sign, links to localhost,
 * emails marked sent and dropped) refuses to start, naming every problem at
 * once, one line each; what is merely risky (test payments) is a warning at
 * every start. Development (`npm run dev`) is not checked: it needs no
 * configuration.
 *
 * Plain JavaScript, so that server.mjs (which Node runs as it is) can run it
 * before Next.js loads. lib/config/env.ts reads and types the same variables
 * for the application.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import pino from "pino";
import { createLogger } from "../logging/logger.mjs";


/** AUTH_SECRET's shortest length: it signs sessions and access tokens. */
export const AUTH_SECRET_MIN_LENGTH = 32;

/** @param {string | undefined} value */
const given = (value) => (value ?? "").trim() !== "";

/** @param {string} text @param {string[]} protocols */
function hasProtocol(text, protocols) {
  try {
    return protocols.includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

/** JOBS_SECRET's shortest length: it lets a caller run the job queue. */
export const JOBS_SECRET_MIN_LENGTH = 32;

/**
 * Why the local upload folder (UPLOAD_DIR, from the working folder) cannot
 * be written, or null when it can: a file is written and removed there.
 *
 * @param {string | undefined} uploadDir
 * @returns {string | null}
 */
export function uploadFolderUnwritable(uploadDir) {
  const folder = path.resolve(process.cwd(), uploadDir || "uploads");
  const probe = path.join(folder, `.write-test-${process.pid}`);
  try {
    mkdirSync(folder, { recursive: true });
    writeFileSync(probe, "");
    rmSync(probe, { force: true });
    return null;
  } catch (error) {
    return `${folder}: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/**
 * The problems (each refuses the start) and warnings of a production
 * process's environment. The app takes payments and, unless JOB_WORKER=off,
 * runs the job worker; the worker sends the emails. `serverless` is the app
 * run without server.mjs (`next start`, a serverless platform): it cannot see
 * the connection's address, and its process is frozen between requests, so
 * it needs its client's address from the platform (CLIENT_ADDRESS_HEADER), its
 * jobs run by the jobs route or `npm run worker`, not inline, and its uploads
 * on a store that needs no disk, or at least a folder it may write.
 *
 * @param {"app" | "worker" | "serverless"} role
 * @param {Record<string, string | undefined>} environment
 * @param {{ uploadFolderProblem?: (uploadDir: string | undefined) => string | null }} [probes]
 * @returns {{ problems: string[]; warnings: string[] }}
 */
export function configurationProblems(role, environment, probes = {}) {
  const problems = [];
  const warnings = [];
  const { DATABASE_URL, AUTH_SECRET, APP_URL, SMTP_URL, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, ALLOW_TEST_CHECKOUT, SSLCOMMERZ_STORE_ID, SSLCOMMERZ_STORE_PASSWORD, SSLCOMMERZ_API_URL, AAMARPAY_STORE_ID, AAMARPAY_SIGNATURE_KEY, AAMARPAY_API_URL, JOB_WORKER, JOBS_SECRET, CLIENT_ADDRESS_HEADER, UPLOADTHING_TOKEN, UPLOAD_DIR } = environment;

  if (!given(DATABASE_URL)) problems.push("DATABASE_URL is not set: the PostgreSQL connection string, such as postgresql://spotless@db.example.com:5432/spotless (its password in the URL)");
  else if (!hasProtocol(String(DATABASE_URL), ["postgres:", "postgresql:"])) problems.push("DATABASE_URL is not a postgresql:// connection string");

  // Only the app signs (sessions, access tokens); the worker has no use for the secret.
  if (role !== "worker") {
    if (!given(AUTH_SECRET)) problems.push(`AUTH_SECRET is not set: it signs sessions and access tokens; generate ${AUTH_SECRET_MIN_LENGTH} or more random characters with \`openssl rand -base64 33\`, the same on every instance`);
    else if (String(AUTH_SECRET).length < AUTH_SECRET_MIN_LENGTH) problems.push(`AUTH_SECRET is too short (${String(AUTH_SECRET).length} characters): it must be at least ${AUTH_SECRET_MIN_LENGTH}; generate one with \`openssl rand -base64 33\``);
  }

  if (!given(APP_URL)) problems.push("APP_URL is not set: the site's public address, such as https://book.example.com; links in emails and payment pages point to it");
  else if (!hasProtocol(String(APP_URL), ["http:", "https:"])) problems.push("APP_URL is not an http(s) address such as https://book.example.com");

  // The app server sends email too while the job worker (or the jobs route: JOB_WORKER=route) runs inside it.
  const sendsMail = role === "worker" || JOB_WORKER !== "off";
  if (sendsMail && !given(SMTP_URL)) {
    problems.push(
      role === "worker"
        ? "SMTP_URL is not set: the worker sends every email (password-reset links, booking confirmations), and without a mail server they would be lost; set it to your mail server, such as smtps://smtp.example.com (its user and password in the URL)"
        : "SMTP_URL is not set: this server runs the job worker, which sends every email (password-reset links, booking confirmations), and without a mail server they would be lost; set it to your mail server, such as smtps://smtp.example.com (its user and password in the URL), or set JOB_WORKER=off and run `npm run worker` with it",
    );
  } else if (given(SMTP_URL) && !hasProtocol(String(SMTP_URL), ["smtp:", "smtps:"])) {
    problems.push("SMTP_URL is not an smtp:// or smtps:// address");
  }

  if (given(JOBS_SECRET) && String(JOBS_SECRET).length < JOBS_SECRET_MIN_LENGTH) {
    problems.push(`JOBS_SECRET is too short (${String(JOBS_SECRET).length} characters): it must be at least ${JOBS_SECRET_MIN_LENGTH}; generate one with \`openssl rand -base64 33\``);
  }
  if (role !== "worker" && JOB_WORKER === "route" && !given(JOBS_SECRET)) {
    problems.push("JOB_WORKER=route without JOBS_SECRET: the jobs route (POST /api/jobs/run) would be closed, and no email, reminder or refund would ever go out; set JOBS_SECRET (`openssl rand -base64 33`) and have a scheduler call the route every minute with it");
  }

  if (role === "serverless") {
    if (!given(CLIENT_ADDRESS_HEADER)) {
      problems.push("CLIENT_ADDRESS_HEADER is not set: without server.mjs (`npm start`) Spotless cannot see a connection's address, so every client would share one rate-limit budget; name the header in which your platform writes the client's address, such as x-forwarded-for (Vercel) or x-nf-client-connection-ip (Netlify)");
    }
    if (JOB_WORKER === undefined || JOB_WORKER === "" || JOB_WORKER === "inline") {
      problems.push("JOB_WORKER is inline (the default) without server.mjs: a serverless platform freezes the process between requests, so the worker inside it would stall and emails, reminders and refunds would wait; set JOB_WORKER=route with JOBS_SECRET (a scheduler calls POST /api/jobs/run every minute), or JOB_WORKER=off and run `npm run worker` on an always-on machine");
    }
    if (!given(UPLOADTHING_TOKEN)) {
      const unwritable = (probes.uploadFolderProblem ?? uploadFolderUnwritable)(UPLOAD_DIR);
      if (unwritable) problems.push(`UPLOADTHING_TOKEN is not set and the upload folder (UPLOAD_DIR) cannot be written, so avatars, service photos and logos could not be uploaded: ${unwritable}; set UPLOADTHING_TOKEN to store them on uploadthing`);
      else warnings.push("Uploads go to the local folder (UPLOAD_DIR) without server.mjs: on a serverless platform each instance has its own short-lived disk, and files would vanish; set UPLOADTHING_TOKEN");
    }
  }

  if (role !== "worker") {
    if (given(STRIPE_SECRET_KEY) && !given(STRIPE_WEBHOOK_SECRET)) {
      problems.push("STRIPE_WEBHOOK_SECRET is not set: without it Stripe's webhook is refused and paid bookings are never confirmed; copy the signing secret of the endpoint {APP_URL}/api/webhooks/stripe");
    }
    if (!given(STRIPE_SECRET_KEY) && ALLOW_TEST_CHECKOUT === "true") {
      warnings.push("ALLOW_TEST_CHECKOUT=true: customers pay through the built-in test checkout and no money moves; set STRIPE_SECRET_KEY to take real payments");
    } else if (!given(STRIPE_SECRET_KEY) && !(given(SSLCOMMERZ_STORE_ID) && given(SSLCOMMERZ_STORE_PASSWORD)) && !(given(AAMARPAY_STORE_ID) && given(AAMARPAY_SIGNATURE_KEY))) {
      warnings.push("No payment provider: customers cannot pay for bookings; set STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET), SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD, or AAMARPAY_STORE_ID and AAMARPAY_SIGNATURE_KEY");
    }
    if (given(SSLCOMMERZ_STORE_ID) !== given(SSLCOMMERZ_STORE_PASSWORD)) {
      problems.push("SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD go together: set both (your store's id and API password) or neither");
    }
    if (given(SSLCOMMERZ_API_URL) && !URL.canParse(SSLCOMMERZ_API_URL)) {
      problems.push("SSLCOMMERZ_API_URL must be a URL: https://securepay.sslcommerz.com (live) or https://sandbox.sslcommerz.com");
    }
    if (given(AAMARPAY_STORE_ID) !== given(AAMARPAY_SIGNATURE_KEY)) {
      problems.push("AAMARPAY_STORE_ID and AAMARPAY_SIGNATURE_KEY go together: set both (your store's id and signature key) or neither");
    }
    if (given(AAMARPAY_API_URL) && !URL.canParse(AAMARPAY_API_URL)) {
      problems.push("AAMARPAY_API_URL must be a URL: https://secure.aamarpay.com (live) or https://sandbox.aamarpay.com");
    }
  }
  return { problems, warnings };
}

/**
 * Reads the .env files as Next.js does, then, in production, logs the
 * environment's warnings and, if it has any problem, refuses to start
 * (refuseToStart). Development is not checked.
 *
 * @param {{ role: "app" | "worker" | "serverless"; production: boolean }} options
 */
export function startupCheck({ role, production }) {
  // Next.js's own reader of .env files (CommonJS: required, the same way from server.mjs and from tsx).
  /** @type {typeof import("@next/env")} */
  const nextEnv = createRequire(import.meta.url)("@next/env");
  nextEnv.loadEnvConfig(path.resolve(import.meta.dirname, "../.."), !production, { info: () => {}, error: console.error });
  if (production) checkEnvironment(role);
}

/**
 * In production: logs the environment's warnings and, if it has any
 * problem, refuses to start (refuseToStart). Without server.mjs it runs as
 * Next.js starts (instrumentation.ts), which has read the .env files itself.
 *
 * @param {"app" | "worker" | "serverless"} role
 */
export function checkEnvironment(role) {
  const { problems, warnings } = configurationProblems(role, process.env);
  if (warnings.length) {
    const log = linesLogger();
    for (const warning of warnings) log.warn(`Warning: ${warning}`);
  }
  if (problems.length) refuseToStart(role, problems, true);
}

/**
 * Logs each problem (an error line each, then what to do) and ends the
 * process with exit code 1.
 *
 * @param {"app" | "worker" | "serverless"} role
 * @param {string[]} problems
 * @param {boolean} production
 * @returns {never}
 */
export function refuseToStart(role, problems, production) {
  const log = production ? linesLogger() : console;
  for (const problem of problems) log.error(problem);
  log.error(`Spotless ${role === "worker" ? "worker" : "server"} not started: ${problems.length === 1 ? "fix the problem above" : `fix the ${problems.length} problems above`}.`);
  process.exit(1);
}

/**
 * The process's log format (lib/logging), writing each line before it
 * returns: the process's own logger writes asynchronously, and an exit right
 * after would put its first line after the others, or lose it.
 */
const linesLogger = () => createLogger({ destination: pino.destination({ dest: 1, sync: true }) });
