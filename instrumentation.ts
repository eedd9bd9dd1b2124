/**
 * Runs once when a Next.js server starts (`npm start`, `npm run dev`): the job
 * worker starts inside it (lib/server/jobs/worker.ts), unless JOB_WORKER=off
 * says that `npm run worker` runs it beside the app instead, as on a
 * serverless host; and the database is asked whether the connections can keep
 * prepared statements (a pooler may not), which logs the fix if not. Not
 * during `next build`, and not on the edge runtime.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const [{ startInlineWorker }, { preparedStatementsWork }] = await Promise.all([import("./lib/server/jobs/worker"), import("./lib/server/database/prepared-statements")]);
  startInlineWorker();
  // A database that is not answering yet is asked again by the health check.
  preparedStatementsWork().catch(() => {});
}
