/**
 * `npm run worker`: the job worker on its own, beside app servers started with
 * JOB_WORKER=off (or beside serverless functions, which cannot run one). It
 * needs the app's environment (DATABASE_URL, SMTP_URL, APP_URL, STRIPE_*…):
 * in production (unless NODE_ENV names another mode) it refuses to start
 * without it, naming what is missing
 * (lib/config/production-check.mjs). While the database cannot be reached it
 * waits and tries again. Any number may run; each job goes to one of them.
 * Ctrl+C or SIGTERM stops taking jobs and waits up to 20 seconds for those
 * running. In production its lines are JSON, secrets redacted, like the app
 * server's (lib/logging).
 */
import { ZodError } from "zod";
import { refuseToStart, startupCheck } from "@/lib/config/production-check.mjs";
import { env } from "@/lib/config/env";
import { createLogger, routeConsoleTo } from "@/lib/logging/logger.mjs";

async function main() {
  // A worker of its own runs beside production servers (`npm run dev` runs one inside it), so, as
  // `npm start` is, it is production's unless NODE_ENV says otherwise: started without NODE_ENV it
  // skipped the checks below and, with no SMTP_URL, filed every email in .mail/ as sent.
  if (!process.env.NODE_ENV) Object.assign(process.env, { NODE_ENV: "production" });
  const production = process.env.NODE_ENV === "production";
  if (production) routeConsoleTo(createLogger());
  startupCheck({ role: "worker", production });
  // Every variable's form, checked once here: a mistake is a message and an exit, not a start retried forever.
  try {
    env();
  } catch (error) {
    if (!(error instanceof ZodError)) throw error;
    refuseToStart("worker", error.issues.map((issue) => issue.message), production);
  }

  // Loaded only now: the database client reads the environment as it loads.
  const { startWorkerWithRetries } = await import("@/lib/server/jobs/worker");
  const { stopQueue } = await import("@/lib/server/queue/job-queue");
  const { preparedStatementsWork } = await import("@/lib/server/database/prepared-statements");
  // Logs the fix if the connections cannot keep the prepared statements the jobs' queries use.
  preparedStatementsWork().catch(() => {});
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: the worker stops taking jobs...`);
    await stopQueue(20_000).catch((error) => console.error(error));
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
  await startWorkerWithRetries();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
