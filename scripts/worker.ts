/**
 * `npm run worker`: the job worker on its own, beside app servers started with
 * JOB_WORKER=off (or beside serverless functions, which cannot run one). It
 * needs the app's environment (DATABASE_URL, SMTP_URL, APP_URL, STRIPE_*…).
 * While the database cannot be reached it waits and tries again. Any number
 * may run; each job goes to one of them. Ctrl+C or SIGTERM stops taking jobs
 * and waits up to 20 seconds for those running. In production its lines are
 * JSON, secrets redacted, like the app server's (lib/logging).
 */
import { createLogger, routeConsoleTo } from "@/lib/logging/logger.mjs";
import { startWorkerWithRetries } from "@/lib/server/jobs/worker";
import { preparedStatementsWork } from "@/lib/server/database/prepared-statements";
import { stopQueue } from "@/lib/server/queue/queue";

if (process.env.NODE_ENV === "production") routeConsoleTo(createLogger());

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: the worker stops taking jobs...`);
  await stopQueue(20_000).catch((error) => console.error(error));
  process.exit(0);
}

// Logs the fix if the connections cannot keep the prepared statements the jobs' queries use.
preparedStatementsWork().catch(() => {});

process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));
void startWorkerWithRetries();
