/**
 * Runs once when a Next.js server starts (`npm start`, `npm run dev`): the job
 * worker starts inside it (lib/server/jobs/worker.ts), unless JOB_WORKER=off
 * says that `npm run worker` runs it beside the app instead, as on a
 * serverless host. Not during `next build`, and not on the edge runtime.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { startInlineWorker } = await import("./lib/server/jobs/worker");
  startInlineWorker();
}
