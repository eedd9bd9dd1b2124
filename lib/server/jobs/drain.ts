import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/config/env";
import { messages } from "@/lib/messages";
import { unauthenticated, unavailable } from "@/lib/errors";
import { maintainQueue, runDueBatch, sendJob, whileDraining } from "@/lib/server/queue/job-queue";
import { EVERY_MINUTE, queueWork } from "./worker";

/**
 * The jobs route's work (POST /api/jobs/run, JOB_WORKER=route): the queue's
 * due jobs run inside the request, for a host that freezes a process between
 * requests and so cannot keep a worker. A scheduler calls it every minute,
 * and the app calls it right after it queues work (job-queue.ts). It runs the
 * worker's own handlers on the worker's own claims (runDueBatch), so a job
 * runs once however many calls, instances and workers take jobs at the same
 * moment, and a call cut short (its function frozen or killed) leaves its
 * jobs to be retried once their expiry passes, as a dead worker's are.
 */

/** How long one call keeps taking new batches; what it has taken it finishes (a platform's limit, `maxDuration`, must allow for both). */
export const DRAIN_BUDGET_MS = 30_000;

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Whether the caller is the scheduler: `Authorization: Bearer <JOBS_SECRET>`,
 * compared in constant time (digests of equal length, so not even the
 * secret's length shows). Without JOBS_SECRET the route is closed.
 */
export function checkScheduler(authorization: string | null): void {
  const secret = env().JOBS_SECRET;
  if (!secret) throw unavailable(messages.api.jobsRouteClosed);
  const given = /^Bearer (.+)$/i.exec(authorization ?? "")?.[1] ?? "";
  if (!timingSafeEqual(digest(given), digest(secret))) throw unauthenticated(messages.api.jobsSecretWrong);
}

/**
 * Runs due jobs until none is left or the budget is spent: first what a
 * worker's supervisor and clock would have done since the last call (jobs
 * whose taker died are failed for their retries; the every-minute sweeps are
 * sent, at most once a minute across all callers), then each queue a batch at
 * a time, over and over (a relayed event queues its emails, which the next
 * pass sends). Answers how many jobs ran, and whether some were left for the
 * next call.
 */
export async function runDueJobs(budgetMs = DRAIN_BUDGET_MS): Promise<{ ran: number; more: boolean }> {
  return whileDraining(async () => {
    const deadline = Date.now() + budgetMs;
    await maintainQueue();
    for (const { queue, options } of EVERY_MINUTE) await sendJob(queue, {}, { ...options, singletonSeconds: 60 });
    let ran = 0;
    for (;;) {
      let pass = 0;
      for (const work of queueWork()) pass += await runDueBatch(work.queue, work.batchSize, work.run);
      ran += pass;
      if (pass === 0) return { ran, more: false };
      if (Date.now() >= deadline) return { ran, more: true };
    }
  });
}
