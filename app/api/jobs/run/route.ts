import { apiRoute, methodNotAllowed } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { checkScheduler, runDueJobs } from "@/lib/server/jobs/drain";

/**
 * The job queue run by a scheduler (JOB_WORKER=route, on a host that cannot
 * keep a worker): every minute, and by the app itself right after it queues
 * work. Authenticated by JOBS_SECRET; any body is ignored.
 */
export const dynamic = "force-dynamic";
// Seconds a serverless platform lets one call run: the drain's budget (30 s) and the batches it has taken.
export const maxDuration = 60;

export const POST = apiRoute(async (request) => {
  checkScheduler(request.headers.get("authorization"));
  return { data: await runDueJobs(), message: messages.api.jobsRan };
});

// Some platforms' schedulers (Vercel Cron) can only send GET with `Authorization: Bearer <secret>`: the same call, the same secret.
export const GET = POST;

export { methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
