import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { after } from "next/server";
import PgBoss from "pg-boss";
import { env } from "@/lib/config/env";
import type { Tx } from "@/lib/server/database/transaction";
import { asError } from "@/lib/errors";

/**
 * The job queue: pg-boss on Spotless's own PostgreSQL (its tables live in
 * the `pgboss` schema, which it creates and migrates itself). A job is a row;
 * a worker takes it with SKIP LOCKED, so each job runs on one worker at a
 * time however many instances there are, and a job whose worker died is
 * given to another once it times out. This module knows queues, not what the
 * jobs do (lib/server/jobs).
 */
export const QUEUES = {
  /** Turns recorded events into the jobs they call for (lib/server/jobs/relay.ts). Also every minute, as a sweep. */
  relay: "relay-events",
  /** One email, by its delivery key (lib/server/mail/deliveries.ts). */
  email: "send-email",
  /** A refund that could not be made when its booking was cancelled. */
  refund: "retry-refund",
  /** Every minute: holds that ran out are released. */
  holds: "release-expired-holds",
  /** Every minute: confirmed bookings whose slot has ended are marked complete. */
  complete: "complete-ended-bookings",
  /** One webhook delivery, by its id (lib/server/webhooks/deliveries.ts). */
  webhook: "send-webhook",
  /** One text message, by its delivery key (lib/server/sms/deliveries.ts). */
  sms: "send-sms",
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/**
 * How each queue retries. Email backs off exponentially (pg-boss: the delay
 * doubles each time, with jitter) from 5 seconds to about a day and a half in
 * all; a job still running after `expireInSeconds` counts as failed and is
 * retried (its worker is taken for dead; the mail transport's own timeouts are
 * about as long: a batch still sending then has its emails locked, and their
 * retries find them busy or sent). A webhook is retried 12 times, the delay
 * doubling (with jitter) from WEBHOOK_RETRY_DELAY_SECONDS (15: from 15–30 seconds to 9–17 hours; about
 * a day in all); its HTTP attempt gives up after 10 seconds.
 */
export const WEBHOOK_RETRY_LIMIT = 12;

const queueOptions = (): Record<QueueName, Omit<PgBoss.Queue, "name">> => ({
  [QUEUES.relay]: { policy: "short", retryLimit: 10, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 },
  [QUEUES.email]: { policy: "standard", retryLimit: 14, retryDelay: 5, retryBackoff: true, expireInSeconds: 30 },
  // Texts back off as email does; an attempt waits at most 15 seconds for the gateway (sms/providers.ts).
  [QUEUES.sms]: { policy: "standard", retryLimit: 14, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
  [QUEUES.refund]: { policy: "standard", retryLimit: 14, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
  [QUEUES.holds]: { policy: "singleton", retryLimit: 0, expireInSeconds: 120 },
  [QUEUES.complete]: { policy: "singleton", retryLimit: 0, expireInSeconds: 120 },
  [QUEUES.webhook]: { policy: "standard", retryLimit: WEBHOOK_RETRY_LIMIT, retryDelay: env().WEBHOOK_RETRY_DELAY_SECONDS, retryBackoff: true, expireInSeconds: 60 },
});

/** How often the supervisor looks for jobs whose worker died (and archives old jobs). */
const MAINTENANCE_SECONDS = 30;

type Role = "worker" | "sender";
type State = { boss: Promise<PgBoss>; role: Role; workers: Map<string, string[]> };

// One per process; in development it survives hot reloads.
const global = globalThis as unknown as { spotlessQueue?: State };

async function open(role: Role): Promise<PgBoss> {
  const { DATABASE_URL } = env();
  const boss = new PgBoss({
    connectionString: DATABASE_URL,
    application_name: `spotless-${role}`,
    max: role === "worker" ? 4 : 2,
    // Only workers keep time (cron schedules) and look after the tables; a sender just inserts jobs.
    schedule: role === "worker",
    supervise: role === "worker",
    migrate: true,
    maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
  });
  boss.on("error", (error) => console.error("Job queue error", error));
  await boss.start();
  for (const [name, options] of Object.entries(queueOptions())) {
    await boss.createQueue(name, { name, ...options });
    const { policy: _policy, ...changeable } = options;
    await boss.updateQueue(name, { name, ...changeable });
  }
  return boss;
}

/**
 * The queue for this process: a worker's when this process runs the worker
 * (which must ask first: `startQueue("worker")`), else one that only sends.
 */
export function startQueue(role: Role = "sender"): Promise<PgBoss> {
  if (!global.spotlessQueue) {
    const boss = open(role);
    global.spotlessQueue = { boss, role, workers: new Map() };
    // A failed start is tried again on the next call.
    boss.catch(() => {
      if (global.spotlessQueue?.boss === boss) global.spotlessQueue = undefined;
    });
  }
  return global.spotlessQueue.boss;
}

/**
 * Registers a handler for a queue's jobs a batch at a time (up to `batchSize`
 * per fetch: finding the next jobs costs a queue of thousands about as much
 * for ten as for one). The handler answers the jobs that failed, each with
 * its error: those are retried as a job that failed alone would be; the
 * others are completed. A worker that has just run a batch looks for the
 * next one at once: pg-boss would otherwise wait out the polling interval
 * between any two, so that a queue of thousands (reminders falling due
 * together) would go one batch per interval per worker.
 */
export async function workBatches<T extends object>(name: QueueName, options: { pollingIntervalSeconds: number; batchSize: number }, handler: BatchHandler<T>): Promise<void> {
  const boss = await startQueue("worker");
  let id = "";
  id = await boss.work<T>(name, { ...options, includeMetadata: true }, async (jobs) => {
    try {
      // pg-boss then completes the batch; a job failed here is no longer active, and stays failed.
      for (const failure of await handler(jobs)) await boss.fail(name, failure.id, failure.error);
    } finally {
      boss.notifyWorker(id);
    }
  });
  const ids = global.spotlessQueue?.workers.get(name) ?? [];
  global.spotlessQueue?.workers.set(name, [...ids, id]);
}

/** A batch's handler: answers the jobs that failed, each with its error (the others succeeded). */
export type BatchHandler<T extends object> = (jobs: PgBoss.JobWithMetadata<T>[]) => Promise<{ id: string; error: Error }[]>;

/**
 * Runs one batch of a queue's due jobs in this process, without a worker (the
 * jobs route, JOB_WORKER=route): takes up to `batchSize` with the claim a
 * worker makes (pg-boss's fetch: SKIP LOCKED, each job active on one caller
 * until it completes, fails or its expiry passes), runs them, and settles them
 * as a worker does: the failed are retried by their queue's policy, the rest
 * completed, and a handler that throws fails the whole batch. Returns how
 * many jobs it took (0: none was due).
 */
export async function runDueBatch<T extends object>(name: QueueName, batchSize: number, handler: BatchHandler<T>): Promise<number> {
  const boss = await startQueue();
  const jobs = await boss.fetch<T>(name, { batchSize, includeMetadata: true });
  if (jobs.length === 0) return 0;
  let failures: { id: string; error: Error }[];
  try {
    failures = await handler(jobs);
  } catch (error) {
    failures = jobs.map((job) => ({ id: job.id, error: asError(error) }));
  }
  for (const failure of failures) await boss.fail(name, failure.id, failure.error);
  // A job failed above is no longer active, and stays failed (as when pg-boss completes a worker's batch).
  await boss.complete(name, jobs.map((job) => job.id));
  return jobs.length;
}

/**
 * What a worker's supervisor does every 30 seconds, for a process that runs
 * no worker: jobs whose taker died (their expiry passed) are failed, so that
 * their retries come; old jobs are archived. pg-boss serialises it across
 * processes.
 */
export async function maintainQueue(): Promise<void> {
  await (await startQueue()).maintain();
}

/** Set while this process runs due jobs itself (the jobs route): what they queue is run by the same call, so no kick. */
const draining = new AsyncLocalStorage<true>();
export const whileDraining = <T>(work: () => Promise<T>): Promise<T> => draining.run(true, work);

let kickPending = false;

/**
 * With JOB_WORKER=route no worker waits for jobs: the jobs route is called
 * (at APP_URL, with JOBS_SECRET) once the current request has been answered,
 * on a serverless platform inside the request's own lifetime (Next.js's
 * `after`), so that what was just queued runs at once instead of at the
 * scheduler's next call. Several wakes before the call goes out make one call.
 */
function kickJobsRoute(): void {
  const { JOB_WORKER, JOBS_SECRET, APP_URL } = env();
  if (JOB_WORKER !== "route" || !JOBS_SECRET || draining.getStore() || kickPending) return;
  kickPending = true;
  const call = async () => {
    kickPending = false;
    try {
      const response = await fetch(new URL("/api/jobs/run", APP_URL), { method: "POST", headers: { authorization: `Bearer ${JOBS_SECRET}` } });
      await response.body?.cancel();
      if (!response.ok) console.warn(`The jobs route answered ${response.status} when called after jobs were queued (the scheduler's next call runs them)`);
    } catch (error) {
      console.warn(`Could not call the jobs route after jobs were queued (the scheduler's next call runs them): ${asError(error).message}`);
    }
  };
  try {
    after(call);
  } catch {
    // Outside a request (a script, a job): call it now.
    void call();
  }
}

/** Wakes this process's workers of a queue now, instead of at their next poll; with JOB_WORKER=route, calls the jobs route. */
export function wake(name: QueueName): void {
  kickJobsRoute();
  const state = global.spotlessQueue;
  if (!state) return;
  state.boss.then((boss) => state.workers.get(name)?.forEach((id) => boss.notifyWorker(id))).catch(() => {});
}

/** Adds a job (after the caller's transaction, if any, has committed). Returns its id, or null when an equal job already waits. */
export async function sendJob(name: QueueName, data: object, options: PgBoss.SendOptions = {}): Promise<string | null> {
  const boss = await startQueue();
  const id = await boss.send(name, data, options);
  wake(name);
  return id;
}

/**
 * Adds a job inside a Prisma transaction: it exists if and only if the
 * transaction commits, so a change and the work it calls for cannot part.
 * Wake the queue's workers after the commit.
 */
export async function sendJobIn(tx: Tx, name: QueueName, data: object, options: PgBoss.SendOptions = {}): Promise<string | null> {
  const boss = await startQueue();
  return boss.send(name, data, { ...options, db: transactionExecutor(tx) });
}

/** pg-boss's SQL, run on a Prisma transaction's connection. */
function transactionExecutor(tx: Tx): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const args = values.map((value) => (value === undefined ? null : value !== null && typeof value === "object" && !(value instanceof Date) ? JSON.stringify(value) : value));
      const rows = await tx.$queryRawUnsafe<unknown[]>(text, ...args);
      return { rows };
    },
  };
}

/** Stops taking jobs and waits (up to `timeoutMs`) for those running to finish. */
export async function stopQueue(timeoutMs = 10_000): Promise<void> {
  const state = global.spotlessQueue;
  if (!state) return;
  global.spotlessQueue = undefined;
  const boss = await state.boss.catch(() => null);
  await boss?.stop({ graceful: true, timeout: timeoutMs, wait: true });
}
