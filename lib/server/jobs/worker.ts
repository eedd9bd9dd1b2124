import "server-only";
import { sweepWaitlists } from "@/lib/server/waitlist/manage-waitlist";
import { env } from "@/lib/config/env";
import { completeEndedBookings, releaseLapsedHolds } from "@/lib/server/bookings/lifecycle-jobs";
import { reconcileAamarpayCheckouts } from "@/lib/server/bookings/settle-aamarpay";
import { now as clockNow } from "@/lib/server/clock";
import { asJob } from "@/lib/server/database/transaction";
import { asError } from "@/lib/errors";
import { SYSTEM } from "@/lib/server/events/record-event";
import { deliverEmails } from "@/lib/server/mail/deliveries";
import { EMAIL_BATCH, emailLanes } from "@/lib/server/mail/mailer";
import type PgBoss from "pg-boss";
import { QUEUES, startQueue, stopQueue, workBatches, type BatchHandler, type QueueName } from "@/lib/server/queue/job-queue";
import { refundBooking } from "@/lib/server/refunds/refund-booking";
import { deliverWebhook } from "@/lib/server/webhooks/deliveries";
import { deliverTexts, TEXT_BATCH, textLanes } from "@/lib/server/sms/deliveries";
import { relayJob } from "./relay";

/** What one queue's jobs do, and how a worker takes them: `lanes` batches of up to `batchSize` at a time. */
type QueueWork = {
  queue: QueueName;
  batchSize: number;
  lanes: number;
  pollingIntervalSeconds: number;
  // A method, so that each queue's handler may name its own job data.
  run(jobs: PgBoss.JobWithMetadata<object>[]): Promise<{ id: string; error: Error }[]>;
};

/** A handler of one job at a time, as a batch handler: a job that throws is the batch's one failure. */
function oneAtATime<T extends object>(handler: (job: PgBoss.JobWithMetadata<T>) => Promise<unknown>): BatchHandler<T> {
  return async (jobs) => {
    const failures: { id: string; error: Error }[] = [];
    for (const job of jobs) {
      try {
        await handler(job);
      } catch (error) {
        failures.push({ id: job.id, error: asError(error) });
      }
    }
    return failures;
  };
}

/** A batch's jobs by delivery key whose outcome is an error: those its queue retries. */
function failuresOf(jobs: PgBoss.JobWithMetadata<{ key: string }>[], outcomes: Map<string, unknown>): { id: string; error: Error }[] {
  return jobs.flatMap((job) => {
    const outcome = outcomes.get(job.data.key);
    return outcome instanceof Error ? [{ id: job.id, error: outcome }] : [];
  });
}

/**
 * Every queue's work, in one list: the worker (startWorker) registers it, and
 * the jobs route (drain.ts) runs the same handlers on the same claims. Every
 * write a job makes is marked as the job's (asJob).
 */
export function queueWork(): QueueWork[] {
  return [
    { queue: QUEUES.relay, batchSize: 1, lanes: 1, pollingIntervalSeconds: 2, run: oneAtATime(() => asJob(relayJob)) },
    // Emails a batch at a time, the batch's emails side by side (mailer.ts); a job's last try fails its delivery for good.
    {
      queue: QUEUES.email,
      batchSize: EMAIL_BATCH,
      lanes: emailLanes(),
      pollingIntervalSeconds: 2,
      run: async (jobs: PgBoss.JobWithMetadata<{ key: string }>[]) => failuresOf(jobs, await asJob(() => deliverEmails(jobs.map((job) => ({ key: job.data.key, lastTry: job.retryCount >= job.retryLimit }))))),
    },
    // Four webhooks at a time per worker (each waits at most 10 seconds for its endpoint).
    {
      queue: QUEUES.webhook,
      batchSize: 1,
      lanes: 4,
      pollingIntervalSeconds: 2,
      run: oneAtATime<{ deliveryId: string }>((job) => asJob(() => deliverWebhook(job.data.deliveryId, { retryCount: job.retryCount, retryLimit: job.retryLimit, retryDelay: job.retryDelay }))),
    },
    // Texts a batch at a time, the batch's texts side by side (sms/deliveries.ts); a job's last try fails its text for good.
    {
      queue: QUEUES.sms,
      batchSize: TEXT_BATCH,
      lanes: textLanes(),
      pollingIntervalSeconds: 2,
      run: async (jobs: PgBoss.JobWithMetadata<{ key: string }>[]) => failuresOf(jobs, await asJob(() => deliverTexts(jobs.map((job) => ({ key: job.data.key, lastTry: job.retryCount >= job.retryLimit }))))),
    },
    { queue: QUEUES.refund, batchSize: 1, lanes: 1, pollingIntervalSeconds: 5, run: oneAtATime<{ bookingId: string }>((job) => asJob(() => refundBooking(job.data.bookingId, SYSTEM))) },
    {
      queue: QUEUES.holds,
      batchSize: 1,
      lanes: 1,
      pollingIntervalSeconds: 5,
      run: oneAtATime(() =>
        asJob(async () => {
          // aamarPay payments whose callback never came, settled before their holds would be released.
          await reconcileAamarpayCheckouts(clockNow());
          await releaseLapsedHolds();
          // Places that freed without an event reaching the relay are offered to the waitlists here.
          await sweepWaitlists();
        }),
      ),
    },
    { queue: QUEUES.complete, batchSize: 1, lanes: 1, pollingIntervalSeconds: 5, run: oneAtATime(() => asJob(() => completeEndedBookings())) },
  ];
}

/** The queues whose job is sent every minute (the sweeps), with the options that send it once per minute however many clocks ask. */
export const EVERY_MINUTE: { queue: QueueName; options: PgBoss.SendOptions }[] = [
  { queue: QUEUES.relay, options: { singletonKey: "relay" } },
  { queue: QUEUES.holds, options: {} },
  { queue: QUEUES.complete, options: {} },
];

/**
 * The job worker: what runs the queue's jobs. It runs inside every app server
 * (instrumentation.ts, with JOB_WORKER=inline) or on its own (`npm run worker`);
 * any number of workers may run at once, since each job goes to one of them.
 */
export async function startWorker(): Promise<void> {
  const boss = await startQueue("worker");
  for (const work of queueWork()) {
    for (let lane = 0; lane < work.lanes; lane += 1) await workBatches(work.queue, { pollingIntervalSeconds: work.pollingIntervalSeconds, batchSize: work.batchSize }, work.run);
  }
  // Every minute, on whichever worker's clock comes first (pg-boss sends each scheduled job once).
  for (const { queue, options } of EVERY_MINUTE) await boss.schedule(queue, "* * * * *", {}, options);
  console.log("Job worker started: emails, texts, reminders, refunds, webhooks, expired holds, ended bookings");
}

/** The first wait after a failed start, and the longest: the wait doubles from one to the other. */
const FIRST_RETRY_MS = 1000;
const LONGEST_RETRY_MS = 60_000;

/**
 * Starts the worker, trying again while it cannot (the database is down or
 * still starting): after 1 s, then 2, 4, … up to a minute between tries, each
 * failed try logged as a warning. Resolves once the worker runs. Both the
 * worker inside an app server and `npm run worker` start this way.
 */
export async function startWorkerWithRetries(): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await startWorker();
      return;
    } catch (error) {
      // Whatever the failed try had registered goes, so that the next one starts clean.
      await stopQueue(1000).catch(() => {});
      const waitMs = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** (attempt - 1));
      console.warn(`The job worker could not start (try ${attempt}: ${asError(error).message.trim()}); trying again in ${waitMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }
}

/**
 * The worker inside an app server (instrumentation.ts): started when
 * JOB_WORKER=inline (not off, nor route), without holding up the server's start.
 */
export function startInlineWorker(): void {
  if (env().JOB_WORKER !== "inline") return;
  void startWorkerWithRetries();
}
