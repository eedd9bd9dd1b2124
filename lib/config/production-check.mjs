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
import { createRequire } from "node:module";
import path from "node:path";
import pino from "pino";
import { createLogger } from "../logging/logger.mjs";

// Next.js's own reader of .env files (CommonJS: required, the same way from server.mjs and from tsx).
/** @type {typeof import("@next/env")} */
const nextEnv = createRequire(import.meta.url)("@next/env");

/** AUTH_SECRET's shortest length: it signs sessions and access tokens. */
export const AUTH_SECRET_MIN_LENGTH = 32;

const projectRoot = path.resolve(import.meta.dirname, "../..");

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

/**
 * The problems (each refuses the start) and warnings of a production
 * process's environment. The app takes payments and, unless JOB_WORKER=off,
 * runs the job worker; the worker sends the emails.
 *
 * @param {"app" | "worker"} role
 * @param {Record<string, string | undefined>} environment
 * @returns {{ problems: string[]; warnings: string[] }}
 */
export function configurationProblems(role, environment) {
  const problems = [];
  const warnings = [];
  const { DATABASE_URL, AUTH_SECRET, APP_URL, SMTP_URL, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, ALLOW_TEST_CHECKOUT, JOB_WORKER } = environment;

  if (!given(DATABASE_URL)) problems.push("DATABASE_URL is not set: the PostgreSQL connection string, such as postgresql://spotless@db.example.com:5432/spotless (its password in the URL)");
  else if (!hasProtocol(String(DATABASE_URL), ["postgres:", "postgresql:"])) problems.push("DATABASE_URL is not a postgresql:// connection string");

  // Only the app signs (sessions, access tokens); the worker has no use for the secret.
  if (role === "app") {
    if (!given(AUTH_SECRET)) problems.push(`AUTH_SECRET is not set: it signs sessions and access tokens; generate ${AUTH_SECRET_MIN_LENGTH} or more random characters with \`openssl rand -base64 33\`, the same on every instance`);
    else if (String(AUTH_SECRET).length < AUTH_SECRET_MIN_LENGTH) problems.push(`AUTH_SECRET is too short (${String(AUTH_SECRET).length} characters): it must be at least ${AUTH_SECRET_MIN_LENGTH}; generate one with \`openssl rand -base64 33\``);
  }

  if (!given(APP_URL)) problems.push("APP_URL is not set: the site's public address, such as https://book.example.com; links in emails and payment pages point to it");
  else if (!hasProtocol(String(APP_URL), ["http:", "https:"])) problems.push("APP_URL is not an http(s) address such as https://book.example.com");

  // The app server sends email too while the job worker runs inside it.
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

  if (role === "app") {
    if (given(STRIPE_SECRET_KEY) && !given(STRIPE_WEBHOOK_SECRET)) {
      problems.push("STRIPE_WEBHOOK_SECRET is not set: without it Stripe's webhook is refused and paid bookings are never confirmed; copy the signing secret of the endpoint {APP_URL}/api/webhooks/stripe");
    }
    if (!given(STRIPE_SECRET_KEY) && ALLOW_TEST_CHECKOUT === "true") {
      warnings.push("ALLOW_TEST_CHECKOUT=true: customers pay through the built-in test checkout and no money moves; set STRIPE_SECRET_KEY to take real payments");
    } else if (!given(STRIPE_SECRET_KEY)) {
      warnings.push("No payment provider: customers cannot pay for bookings; set STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET)");
    }
  }
  return { problems, warnings };
}

/**
 * Reads the .env files as Next.js does, then, in production, logs the
 * environment's warnings and, if it has any problem, refuses to start
 * (refuseToStart). Development is not checked.
 *
 * @param {{ role: "app" | "worker"; production: boolean }} options
 */
export function startupCheck({ role, production }) {
  nextEnv.loadEnvConfig(projectRoot, !production, { info: () => {}, error: console.error });
  if (!production) return;
  const { problems, warnings } = configurationProblems(role, process.env);
  if (warnings.length) {
    const log = linesLogger();
    for (const warning of warnings) log.warn(`Warning: ${warning}`);
  }
  if (problems.length) refuseToStart(role, problems, production);
}

/**
 * Logs each problem (an error line each, then what to do) and ends the
 * process with exit code 1.
 *
 * @param {"app" | "worker"} role
 * @param {string[]} problems
 * @param {boolean} production
 * @returns {never}
 */
export function refuseToStart(role, problems, production) {
  const log = production ? linesLogger() : console;
  for (const problem of problems) log.error(problem);
  log.error(`Spotless ${role === "app" ? "server" : "worker"} not started: ${problems.length === 1 ? "fix the problem above" : `fix the ${problems.length} problems above`}.`);
  process.exit(1);
}

/**
 * The process's log format (lib/logging), writing each line before it
 * returns: the process's own logger writes asynchronously, and an exit right
 * after would put its first line after the others, or lose it.
 */
const linesLogger = () => createLogger({ destination: pino.destination({ dest: 1, sync: true }) });
