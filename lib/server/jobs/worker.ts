import "server-only";
import { sweepWaitlists } from "@/lib/server/waitlist/waitlist";
import { env } from "@/lib/config/env";
import { completeEndedBookings, releaseLapsedHolds } from "@/lib/server/bookings/lifecycle-jobs";
import { asJob } from "@/lib/server/database/transaction";
import { asError } from "@/lib/server/errors";
import { SYSTEM } from "@/lib/server/events/events";
import { deliverEmails } from "@/lib/server/mail/deliveries";
import { EMAIL_BATCH, emailLanes } from "@/lib/server/mail/mailer";
import { QUEUES, startQueue, stopQueue, work, workBatches } from "@/lib/server/queue/queue";
import { refundBooking } from "@/lib/server/refunds/refund-booking";
import { deliverWebhook } from "@/lib/server/webhooks/deliveries";
import { relayJob } from "./relay";

/**
 * The job worker: what runs the queue's jobs. It runs inside every app server
 * (instrumentation.ts, unless JOB_WORKER=off) or on its own (`npm run worker`);
 * any number of workers may run at once, since each job goes to one of them.
 * Every write a job makes is marked as the job's (asJob).
 */
export async function startWorker(): Promise<void> {
  const boss = await startQueue("worker");

  await work(QUEUES.relay, { pollingIntervalSeconds: 2 }, () => asJob(relayJob));
  // Emails a batch at a time, the batch's emails side by side (mailer.ts); a job's last try fails its delivery for good.
  for (let i = 0; i < emailLanes(); i += 1) {
    await workBatches<{ key: string }>(QUEUES.email, { pollingIntervalSeconds: 2, batchSize: EMAIL_BATCH, includeMetadata: true }, async (jobs) => {
      const tries = jobs as (typeof jobs[number] & { retryCount: number; retryLimit: number })[];
      const outcomes = await asJob(() => deliverEmails(tries.map((job) => ({ key: job.data.key, lastTry: job.retryCount >= job.retryLimit }))));
      return jobs.flatMap((job) => {
        const outcome = outcomes.get(job.data.key);
        return outcome instanceof Error ? [{ id: job.id, error: outcome }] : [];
      });
    });
  }
  // Four webhooks at a time per worker (each waits at most 10 seconds for its endpoint).
  for (let i = 0; i < 4; i += 1) {
    await work<{ deliveryId: string }>(QUEUES.webhook, { pollingIntervalSeconds: 2, includeMetadata: true }, (job) => {
      const { retryCount, retryLimit, retryDelay } = job as typeof job & { retryCount: number; retryLimit: number; retryDelay: number };
      return asJob(() => deliverWebhook(job.data.deliveryId, { retryCount, retryLimit, retryDelay }));
    });
  }
  await work<{ bookingId: string }>(QUEUES.refund, { pollingIntervalSeconds: 5 }, (job) => asJob(() => refundBooking(job.data.bookingId, SYSTEM)));
  await work(QUEUES.holds, { pollingIntervalSeconds: 5 }, () =>
    asJob(async () => {
      await releaseLapsedHolds();
      // Places that freed without an event reaching the relay are offered to the waitlists here.
      await sweepWaitlists();
    }),
  );
  await work(QUEUES.complete, { pollingIntervalSeconds: 5 }, () => asJob(() => completeEndedBookings()));

  // Every minute, on whichever worker's clock comes first (pg-boss sends each scheduled job once).
  await boss.schedule(QUEUES.relay, "* * * * *", {}, { singletonKey: "relay" });
  await boss.schedule(QUEUES.holds, "* * * * *");
  await boss.schedule(QUEUES.complete, "* * * * *");
  console.log("Job worker started: emails, reminders, refunds, webhooks, expired holds, ended bookings");
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
 * The worker inside an app server (instrumentation.ts): started unless
 * JOB_WORKER=off, without holding up the server's start.
 */
export function startInlineWorker(): void {
  if (env().JOB_WORKER === "off") return;
  void startWorkerWithRetries();
}
