/**
 * Runs once when a Next.js server starts (`npm start`, `npm run dev`, and
 * `next start` or a serverless platform's function): the job worker starts
 * inside it (lib/server/jobs/worker.ts) unless JOB_WORKER says that
 * `npm run worker` runs it beside the app (off) or the jobs route runs the
 * jobs (route, as on a serverless host); the database is asked whether the
 * connections can keep prepared statements (a pooler may not), which logs
 * the fix if not; and an upload folder that cannot be written is reported in
 * the log (lib/server/storage/upload-folder.ts). Not during `next build`, and
 * not on the edge runtime.
 *
 * Without server.mjs in production (SPOTLESS_PEER_HEADER is server.mjs's
 * sign), it first does what server.mjs would have: checks the configuration
 * (refusing to start on one that would silently break), writes the log as
 * JSON lines, and gives each request an id and its log line
 * (lib/logging/platform-requests.mjs).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  if (process.env.NODE_ENV === "production" && !process.env.SPOTLESS_PEER_HEADER) await withoutServerMjs();
  const [{ startInlineWorker }, { preparedStatementsWork }, { reportUploadFolder }] = await Promise.all([
    import("./lib/server/jobs/worker"),
    import("./lib/server/database/prepared-statements"),
    import("./lib/server/storage/upload-folder"),
  ]);
  startInlineWorker();
  // A database that is not answering yet is asked again by the health check.
  preparedStatementsWork().catch(() => {});
  reportUploadFolder().catch((error) => console.error("Could not check the upload folder", error));
}

async function withoutServerMjs() {
  const [{ checkEnvironment }, { createLogger, routeConsoleTo }, { logPlatformRequests }] = await Promise.all([
    import("./lib/config/production-check.mjs"),
    import("./lib/logging/logger.mjs"),
    import("./lib/logging/platform-requests.mjs"),
  ]);
  const logger = createLogger();
  routeConsoleTo(logger);
  checkEnvironment("serverless");
  logPlatformRequests(logger, { clientAddressHeader: (process.env.CLIENT_ADDRESS_HEADER ?? "").trim().toLowerCase() || null });
}
