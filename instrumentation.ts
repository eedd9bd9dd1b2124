/**
 * Runs once when a Next.js server starts (`npm start`, `npm run dev`): the job
 * worker starts inside it (lib/server/jobs/worker.ts), unless JOB_WORKER=off
 * says that `npm run worker` runs it beside the app instead, as on a
 * serverless host; the database is asked whether the connections can keep
 * prepared statements (a pooler may not), which logs the fix if not; and an
 * upload folder that cannot be written is reported in the log
 * (lib/server/storage/upload-folder.ts). Not during `next build`, and not on
 * the edge runtime.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
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
